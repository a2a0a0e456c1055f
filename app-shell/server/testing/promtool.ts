import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's package `prometheus` installs it here; .ci/run installs it. */
export const PROMTOOL = process.env.PROMTOOL ?? '/usr/bin/promtool';

/**
 * Whether the promtool tests can run. In CI a missing promtool fails them (CI installs it, so its
 * absence is a broken CI script); on a developer's machine they are skipped with a loud message.
 */
export const promtoolAvailable = (): boolean => {
  if (existsSync(PROMTOOL)) return true;
  if (process.env.CI) return true; // the test runs and fails, naming the missing file
  console.warn(`\n  SKIPPED: ${PROMTOOL} is missing, so /metrics is not checked with promtool. Install it: apt-get install prometheus\n`);
  return false;
};

/** Runs promtool: its exit code and what it printed. */
export const promtool = (args: string[], input?: string): { status: number | null; output: string } => {
  if (!existsSync(PROMTOOL)) throw new Error(`${PROMTOOL} is missing: apt-get install prometheus (CI installs it in .ci/run)`);
  const run = spawnSync(PROMTOOL, args, { input, encoding: 'utf8', timeout: 30_000 });
  if (run.error) throw run.error;
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
};

/** `promtool check metrics` on an exposition: its findings (empty when clean) and exit code. */
export const promtoolCheckMetrics = (exposition: string) => promtool(['check', 'metrics'], exposition);

/** The families of an exposition that have at least one sample, by name (histograms by their base name). */
export const familiesWithSamples = (exposition: string): Map<string, string[]> => {
  const types = new Map<string, string>();
  for (const [, name, type] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) types.set(name!, type!);
  const samples = new Map<string, string[]>();
  for (const line of exposition.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const name = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)?.[0] ?? '';
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
    samples.set(family, [...(samples.get(family) ?? []), line]);
  }
  return samples;
};
