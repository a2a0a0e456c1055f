import type { z } from 'zod';
import { SportsImportError } from './sports-import.errors';

/** `matches[3].date` from zod's path. */
const pathText = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
    '',
  ) || '(root)';

/** Parses or throws a SportsImportError that names the file and the path of each problem (first 10). */
export const parseOrExplain = <T>(schema: z.ZodType<T>, value: unknown, file: string): T => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const lines = issues.slice(0, 10).map((issue) => `  ${pathText(issue.path)}: ${issue.message}`);
  if (issues.length > 10) lines.push(`  … and ${issues.length - 10} more`);
  throw new SportsImportError(`${file} is not valid:\n${lines.join('\n')}`);
};
