import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const localesDir = fileURLToPath(new URL('../../../locales/', import.meta.url));

/**
 * The answer the Newsdesk server gives for GET /locales/{lng}/{ns}.json: the real locale file
 * (adapters/src/http/system.routes.ts reads the same folder), so tests see the real texts.
 * Undefined for any other URL.
 */
export const localeFileAnswer = (url: string): Response | undefined => {
  const match = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(url);
  if (!match) return undefined;
  const text = readFileSync(`${localesDir}${match[1]}/${match[2]}.json`, 'utf8');
  return {
    ok: true,
    status: 200,
    statusText: '',
    headers: { get: () => 'application/json' },
    text: async () => text,
  } as unknown as Response;
};
