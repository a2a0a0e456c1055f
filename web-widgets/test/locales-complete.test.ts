import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';

// English is the reference: every other language must have exactly its keys, none left empty.
const localesDir = fileURLToPath(new URL('../locales/', import.meta.url));
const REFERENCE = 'en';
const others = readdirSync(localesDir).filter((lng) => lng !== REFERENCE);
const namespaces = readdirSync(`${localesDir}/${REFERENCE}`).filter((file) => file.endsWith('.json'));

type Tree = { [key: string]: string | Tree };

const load = (lng: string, file: string): Tree => JSON.parse(readFileSync(`${localesDir}/${lng}/${file}`, 'utf8')) as Tree;

/** Flattens to i18next keys ('auth.invalid_credentials') with their texts. */
const flatten = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
};

const placeholders = (text: unknown): string[] =>
  typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort() : [];

describe('locale files', () => {
  test('there are other languages and namespaces to compare', () => {
    expect(others.sort()).toEqual(['de', 'fr']);
    expect(namespaces).toEqual(expect.arrayContaining(['common.json', 'errors.json']));
  });

  test.each(namespaces)('en/%s has no empty texts', (file) => {
    const empty = [...flatten(load(REFERENCE, file))].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  describe.each(others)('%s', (lng) => {
    test.each(namespaces)('%s has every English key, filled in, and no others', (file) => {
      const reference = flatten(load(REFERENCE, file));
      const translated = flatten(load(lng, file));
      const missing = [...reference.keys()].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !reference.has(key));
      const empty = [...translated].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect({ missing, extra, empty: empty.map(([key]) => key) }).toEqual({ missing: [], extra: [], empty: [] });
    });

    test.each(namespaces)('%s keeps the same {{placeholders}}', (file) => {
      const reference = flatten(load(REFERENCE, file));
      const translated = flatten(load(lng, file));
      const differing = [...reference]
        .filter(([key, text]) => placeholders(text).join() !== placeholders(translated.get(key)).join())
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });
  });
});
