import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { UserGuide } from './user-guide';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nd-guide-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('UserGuide', () => {
  test('a language with a translation gets it; one without gets English', async () => {
    await writeFile(path.join(dir, 'user-guide.md'), '# User guide');
    await writeFile(path.join(dir, 'user-guide.de.md'), '# Benutzerhandbuch');
    const guide = new UserGuide(path.join(dir, 'user-guide.md'));
    expect(await guide.forLanguage('de')).toEqual({ language: 'de', html: '<h1>Benutzerhandbuch</h1>\n' });
    expect(await guide.forLanguage('fr')).toEqual({ language: 'en', html: '<h1>User guide</h1>\n' });
  });

  test('a missing guide fails, and is read again once it exists', async () => {
    const guide = new UserGuide(path.join(dir, 'user-guide.md'));
    await expect(guide.forLanguage('en')).rejects.toThrow();
    await writeFile(path.join(dir, 'user-guide.md'), 'Now *here*');
    expect((await guide.forLanguage('en')).html).toContain('<em>here</em>');
  });
});
