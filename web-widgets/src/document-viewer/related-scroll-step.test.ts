import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { RELATED_SCROLL_STEP } from './RelatedDocuments';

const css = readFileSync(path.join(import.meta.dirname, 'DocumentViewer.css'), 'utf8');

/** The declarations of every rule whose selector names the related list or its cards, media queries included. */
const relatedDeclarations = (): string[] =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selector]) => /\.nd-viewer__(related-list|card)\b/.test(selector ?? ''))
    .flatMap(([, , body]) => (body ?? '').split(';').map((d) => d.trim()))
    .filter(Boolean);

describe('related documents scroll exactly 300 px per step (spec §9)', () => {
  test('the step is 300 px', () => {
    expect(RELATED_SCROLL_STEP).toBe(300);
  });

  test('no scroll snapping on the list or its cards: it pulled a 300 px step back to a card edge (252 px in the browser)', () => {
    const declarations = relatedDeclarations();
    expect(declarations.length).toBeGreaterThan(0);
    expect(declarations.filter((d) => d.startsWith('scroll-snap'))).toEqual([]);
  });
});
