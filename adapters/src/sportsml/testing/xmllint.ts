import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { SHARED_DATA, sharedDataPresent } from '../../archives/shared-news-archives';

/** The official SportsML 3.1 schema set (read by path; never copied into the repository). */
export const SPORTSML_XSD = path.join(SHARED_DATA, 'sportsml', 'xsd', 'sportsml.xsd');

const xmllintInstalled = (): boolean => {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Whether schema validation can run here; says why not, once, when it cannot. */
export const sportsmlValidationAvailable = (suite: string): boolean => {
  if (!sharedDataPresent(['sportsml/xsd'], suite)) return false;
  if (xmllintInstalled()) return true;
  console.warn(`${suite} skipped: xmllint is not installed (Debian: apt-get install libxml2-utils; .ci/run installs it).`);
  return false;
};

/** `xmllint --noout --schema sportsml.xsd -` over the document; offline (--nonet), all schema paths are relative. */
export const validateSportsml = (xml: string): Promise<{ valid: boolean; output: string }> =>
  new Promise((resolve, reject) => {
    const child = execFile(
      'xmllint',
      ['--nonet', '--noout', '--schema', SPORTSML_XSD, '-'],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && typeof error.code !== 'number') return reject(error);
        resolve({ valid: !error, output: stderr });
      },
    );
    child.stdin!.end(xml);
  });
