import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio } from './contrast';

// The stylesheet itself is the subject: the two dark blocks must not drift apart, must cover
// every light colour token, and every text/background pairing the widgets use must meet WCAG AA.
const css = readFileSync(path.join(import.meta.dirname, 'theme.css'), 'utf8');

const declarations = (body: string): Map<string, string> =>
  new Map([...body.matchAll(/(--nd-color-[\w-]+|color-scheme):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));

const blockAfter = (selector: string): Map<string, string> => {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no block for ${selector}`);
  const open = css.indexOf('{', start);
  return declarations(css.slice(open + 1, css.indexOf('}', open)));
};

const light = blockAfter('.nd-root');
const systemDark = blockAfter(".nd-root:not([data-nd-theme='light'])");
const chosenDark = blockAfter(".nd-root[data-nd-theme='dark']");

// [foreground, background, minimum]: 4.5 for text, 3 for edges of controls (WCAG 1.4.11).
const pairings: [string, string, number][] = [
  ['text', 'canvas', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surface-hover', 4.5],
  ['text', 'highlight', 4.5],
  ['text-muted', 'canvas', 4.5],
  ['text-muted', 'surface', 4.5],
  ['text-muted', 'surface-muted', 4.5],
  ['text-muted', 'surface-hover', 4.5],
  ['text-muted', 'surface-subtle', 4.5],
  ['text-muted', 'accent-soft', 4.5],
  ['accent', 'surface', 4.5],
  ['accent', 'canvas', 4.5],
  ['accent', 'accent-soft', 4.5],
  ['accent', 'surface-muted', 4.5],
  ['text-inverse', 'accent', 4.5],
  ['text-inverse', 'accent-hover', 4.5],
  ['text-inverse', 'badge', 4.5],
  ['text-inverse', 'danger', 4.5],
  ['text-inverse', 'danger-hover', 4.5],
  ['text-inverse', 'success', 4.5],
  ['text-inverse', 'warning', 4.5],
  ['text-inverse', 'text', 4.5],
  ['danger', 'surface', 4.5],
  ['danger', 'danger-soft', 4.5],
  ['success', 'surface', 4.5],
  ['success', 'success-soft', 4.5],
  ['warning', 'surface', 4.5],
  ['warning', 'warning-soft', 4.5],
  ['info', 'info-soft', 4.5],
  ['border-strong', 'surface', 3],
  ['border-strong', 'canvas', 3],
  ['focus', 'surface', 3],
];

describe('theme tokens', () => {
  it('defines the dark theme once for the system setting and once for the explicit choice, alike', () => {
    expect(systemDark).toEqual(chosenDark);
    expect(chosenDark.get('color-scheme')).toBe('dark');
  });

  it('gives every light colour token a dark value', () => {
    const lightColours = [...light.keys()].filter((name) => name.startsWith('--nd-color-'));
    expect(lightColours.length).toBeGreaterThan(20);
    expect(lightColours.filter((name) => !chosenDark.has(name))).toEqual([]);
  });

  it.each([
    ['light', light],
    ['dark', chosenDark],
  ])('meets WCAG AA contrast in the %s theme', (_name, tokens) => {
    const failures = pairings
      .map(([fg, bg, minimum]) => ({
        fg,
        bg,
        minimum,
        ratio: contrastRatio(tokens.get(`--nd-color-${fg}`)!, tokens.get(`--nd-color-${bg}`)!),
      }))
      .filter(({ ratio, minimum }) => ratio < minimum)
      .map(({ fg, bg, ratio }) => `${fg} on ${bg}: ${ratio.toFixed(2)}`);
    expect(failures).toEqual([]);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whatever the order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f4e8c', '#1f4e8c')).toBe(1);
  });

  it('matches the WCAG reference figure for #767676 on white (4.54)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('not a #rrggbb colour');
  });
});
