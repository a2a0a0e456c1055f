/**
 * @jest-environment node
 */
// The size budgets of what hosts download (docs/embedding.md has the figures, ADR 0017 the why).
// Computed from the built files (`npm run build`, which CI runs before jest), gzipped at level 9:
// the same sources give the same bytes, so this is a check and not a timing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
// Shared with `node web-widgets/scripts/bundle-sizes.mjs`, which prints the table of docs/embedding.md.
import { embedSizes, WIDGETS, widgetOwnCode } from '../scripts/bundle-sizes.mjs';
import { STANDALONE_BUNDLES, STANDALONE_DIR } from '../scripts/standalone-bundle.mjs';

const KB = 1000;
const LOCALES = fileURLToPath(new URL('../locales/', import.meta.url));

/** Every text of a locale file. */
const texts = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(texts) : [];

/** Each widget's own code (no React, MobX, i18next), gzipped, before it first renders. */
const WIDGET_BUDGET = 30 * KB;

/** The standalone scripts as served (React, MobX and i18next inside) and their own code. */
const EMBED_BUDGETS: Record<string, { total: number; own: number }> = {
  'newsdesk-document-viewer.js': { total: 125 * KB, own: WIDGET_BUDGET },
  'newsdesk-sports-widget.js': { total: 130 * KB, own: WIDGET_BUDGET },
};

const measuredEmbeds = STANDALONE_BUNDLES.map((bundle) => bundle.file);

describe('embed scripts', () => {
  test('every script served under /embed/ has a budget', () => {
    expect(Object.keys(EMBED_BUDGETS).sort()).toEqual([...measuredEmbeds].sort());
  });

  test.each(STANDALONE_BUNDLES)('$file stays within its budget, gzipped', async (bundle) => {
    const size = await embedSizes(bundle);
    const budget = EMBED_BUDGETS[bundle.file]!;
    expect({
      totalWithinBudget: size.total.gzip <= budget.total,
      ownWithinBudget: size.own.gzip <= budget.own,
      size,
      budget,
    }).toMatchObject({
      totalWithinBudget: true,
      ownWithinBudget: true,
    });
  });

  test('the document viewer script carries no locale texts: they come from the server’s /locales', () => {
    const script = readFileSync(join(STANDALONE_DIR, 'newsdesk-document-viewer.js'), 'utf8');
    const compiledIn = ['en', 'de', 'fr']
      .flatMap((language) => ['viewer', 'notifications', 'errors', 'statistics'].map((ns) => join(LOCALES, language, `${ns}.json`)))
      .flatMap((file) => texts(JSON.parse(readFileSync(file, 'utf8')) as unknown))
      // The one English default compiled in on purpose: the logged-out toast (mount-document-viewer.tsx).
      .filter((text) => text.length >= 30 && script.includes(text) && text !== 'Log in to Newsdesk to read this document.');
    expect(compiledIn).toEqual([]);
  });
});

describe('widgets of the ESM package', () => {
  test.each(WIDGETS)('%s: its own code stays within its budget, gzipped', async (widget) => {
    const size = await widgetOwnCode(widget);
    expect({ widget, withinBudget: size.gzip <= WIDGET_BUDGET, gzip: size.gzip, budget: WIDGET_BUDGET }).toMatchObject({
      widget,
      withinBudget: true,
    });
  });
});
