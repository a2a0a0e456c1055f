import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { marked, type Tokens } from 'marked';
import { USER_GUIDE_PATH } from '../identity/tour.routes';

const DOCS = path.resolve(import.meta.dirname, '../../../../docs');
const read = (file: string) => readFileSync(path.join(DOCS, file), 'utf8');
const GUIDES = { en: read('user-guide.md'), de: read('user-guide.de.md'), fr: read('user-guide.fr.md') };

/** What a reader navigates by: headings by level, tables with their rows, numbered steps. */
const outline = (markdown: string) =>
  marked.lexer(markdown).flatMap((token) => {
    if (token.type === 'heading') return [`h${(token as Tokens.Heading).depth}`];
    if (token.type === 'table') return [`table ${(token as Tokens.Table).rows.length} rows`];
    if (token.type === 'list') return [`${(token as Tokens.List).ordered ? 'ol' : 'ul'} ${(token as Tokens.List).items.length}`];
    return [];
  });
const anchors = (markdown: string) => [...markdown.matchAll(/\]\((#[^)]+)\)|\bid="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
const codeSpans = (markdown: string) => [...markdown.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '').filter((c) => !c.includes(' '));

// The tour and the settings popup open the guide as a whole page (USER_GUIDE_PATH, no section
// anchor); if a link to a section is ever added, the ids must exist in every translation.
describe('the translated user guides (docs/user-guide.{de,fr}.md)', () => {
  test.each(['de', 'fr'] as const)("%s has the English guide's sections, lists and tables, in the same order", (language) => {
    expect(outline(GUIDES[language])).toEqual(outline(GUIDES.en));
    expect(outline(GUIDES.en).filter((entry) => entry === 'h2')).toHaveLength(14);
  });

  test.each(['de', 'fr'] as const)('%s keeps the same anchors and the same search examples', (language) => {
    expect(anchors(GUIDES[language])).toEqual(anchors(GUIDES.en));
    expect(codeSpans(GUIDES[language])).toEqual(codeSpans(GUIDES.en));
    expect(USER_GUIDE_PATH).not.toContain('#');
  });

  test('each translation is its own text, not the English one', () => {
    expect(GUIDES.de).toMatch(/^# Newsdesk-Benutzerhandbuch$/m);
    expect(GUIDES.fr).toMatch(/^# Guide de l’utilisateur de Newsdesk$/m);
    for (const language of ['de', 'fr'] as const) {
      expect(GUIDES[language]).not.toMatch(/^## (Getting started|Keyboard shortcuts|Appearance|When something goes wrong)$/m);
    }
  });
});
