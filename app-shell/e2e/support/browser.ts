import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe } from '@jest/globals';
import { chromium, type Browser } from 'playwright-core';
import { REPO_ROOT } from '../../server/config';

/** Debian's Chromium (never a downloaded browser); PLAYWRIGHT_CHROMIUM_EXECUTABLE overrides. */
export const chromiumPath = (): string | undefined =>
  [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );

const clientBuilt = () => existsSync(path.join(REPO_ROOT, 'app-shell/client/dist/index.html'));

/**
 * describe() when a Chromium exists, else a loud skip (CI installs Chromium, so CI never skips).
 * A missing client build is an error, not a skip: `npm test` builds it first.
 */
export const describeInBrowser = (name: string, body: () => void) => {
  if (!chromiumPath()) {
    console.warn(
      `\n!!! BROWSER TESTS SKIPPED: no Chromium found (install Debian's chromium or set PLAYWRIGHT_CHROMIUM_EXECUTABLE). Skipping "${name}".\n`,
    );
    describe.skip(name, body);
    return;
  }
  if (!clientBuilt()) throw new Error('The web client is not built: run `npm run build` (npm test does it) before the browser tests.');
  describe(name, body);
};

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
