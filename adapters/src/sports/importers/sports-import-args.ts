import { SportsImportError } from './shared/sports-import.errors';

export interface SportsImportArgs {
  help: boolean;
  format: string;
  target: string;
  date?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `--format <name> <path> [--date YYYY-MM-DD]` (also `--format=name`); anything else is a usage error. */
export const parseSportsImportArgs = (argv: readonly string[]): SportsImportArgs => {
  const args = argv.filter((a) => a !== '--');
  if (args.includes('--help') || args.includes('-h')) return { help: true, format: '', target: '' };
  let format: string | undefined;
  let date: string | undefined;
  const targets: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const next = inline ?? args[++i];
      if (next === undefined || next.startsWith('--')) throw new SportsImportError(`${name} needs a value.`);
      return next;
    };
    if (name === '--format') format = value();
    else if (name === '--date') date = value();
    else if (name.startsWith('-')) throw new SportsImportError(`Unknown option ${name}.`);
    else targets.push(arg);
  }
  if (!format) throw new SportsImportError('--format <name> is missing.');
  if (targets.length !== 1)
    throw new SportsImportError(
      targets.length === 0 ? 'The path of the file or folder to import is missing.' : `One path at a time, not ${targets.length}.`,
    );
  if (
    date !== undefined &&
    (!DAY.test(date) ||
      Number.isNaN(new Date(`${date}T00:00:00Z`).getTime()) ||
      new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)
  ) {
    throw new SportsImportError(`--date ${date} is not a day (YYYY-MM-DD).`);
  }
  return { help: false, format, target: targets[0]!, ...(date ? { date } : {}) };
};
