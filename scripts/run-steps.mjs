import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules/.bin');

/** Runs a command with the project's own tools (and its Node 24) first on PATH. */
export const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH}`, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

export const steps = async (list) => {
  const timings = [];
  for (const [name, command, args, options] of list) {
    console.log(`\n▶ ${name}`);
    const started = Date.now();
    const code = await run(command, args, options);
    timings.push(`  ${code === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (code !== 0) {
      console.log(`\n${timings.join('\n')}\n\n✘ ${name} failed (exit ${code})`);
      process.exit(code);
    }
  }
  console.log(`\n${timings.join('\n')}`);
};
