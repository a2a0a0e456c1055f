// `npm run assemble:production -- <folder>`: gathers what a production install needs, after
// `npm run build`, into <folder>; there `npm ci --omit=dev` and `npm run start:production` run it
// (docs/operations.md, "Run in production"). The production build test installs exactly this.
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './run-steps.mjs';

/** Built outputs: without them there is nothing to run. */
export const BUILT = ['app-shell/dist/server', 'app-shell/client/dist', 'web-widgets/dist/standalone'];

/** Everything else a production install reads: manifests for npm ci, files the server serves, launchers. */
export const productionFiles = () => [
  'package.json',
  'package-lock.json',
  ...['core', 'adapters', 'web-widgets', 'app-shell'].map((workspace) => `${workspace}/package.json`),
  ...BUILT,
  'web-widgets/locales',
  // The user guide behind Settings → User guide, with its translations (user-guide.de.md, …).
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => /^user-guide(\.[a-z]{2})?\.md$/.test(f))
    .map((f) => `docs/${f}`),
  ...['start.mjs', 'start-production.mjs', 'cli.mjs', 'production-runtime.mjs', 'run-steps.mjs'].map((f) => `scripts/${f}`),
];

export const assembleProduction = (target) => {
  const missing = BUILT.filter((built) => !existsSync(path.join(ROOT, built)));
  if (missing.length) throw new Error(`Not built yet (${missing.join(', ')} missing): run \`npm run build\` first.`);
  mkdirSync(target, { recursive: true });
  for (const file of productionFiles()) cpSync(path.join(ROOT, file), path.join(target, file), { recursive: true });
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv.slice(2).find((a) => a !== '--');
  if (!target) {
    console.error('Usage: npm run assemble:production -- <folder>');
    process.exit(2);
  }
  try {
    assembleProduction(path.resolve(process.env.INIT_CWD ?? process.cwd(), target));
    console.log(`Production install gathered in ${target}: there run \`npm ci --omit=dev\`, then \`npm run start:production\`.`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
