import { describe, expect, test } from '@jest/globals';
import { proposeIgnoreRules } from './noise-profile';
import { applyIgnoreRules, compileIgnoreRule, validateIgnoreRules } from './noise-rules';
import { diffSiteTexts, isMeaningfulChange } from './site-diff';
import { normalizeSiteText } from './site-text';
import { normalizeSelector, normalizeSiteName, normalizeSiteUrl, validateSiteDraft } from './site-validation';

describe('normalising the text under a selector', () => {
  test('collapses spaces (also no-break ones) inside lines, drops blank lines, composes accents', () => {
    expect(normalizeSiteText('  Zu\u0308rich\u00a0 Bahnhof \r\n\n\t\n  Gleis   7 ')).toBe('Zürich Bahnhof\nGleis 7');
    expect(normalizeSiteText(' \n\u00a0\n')).toBe('');
  });
});

describe('validation', () => {
  test('a website address must be http(s) with a host and no credentials; the fragment is dropped', () => {
    expect(normalizeSiteUrl(' HTTPS://Example.org/a?b=1#top ')).toBe('https://example.org/a?b=1');
    for (const bad of [
      '',
      'example.org',
      'ftp://example.org/',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://user:pw@example.org/',
      'http://',
      `https://e.org/${'a'.repeat(2_001)}`,
    ]) {
      expect(() => normalizeSiteUrl(bad)).toThrow(expect.objectContaining({ code: 'site_monitor.invalid_url', kind: 'invalid' }));
    }
  });

  test('selector syntax: balanced, no control characters, no dangling combinators', () => {
    for (const good of ['main', '#price > span.value', 'div[data-x="a]b"]', 'ul li:nth-child(2n+1)', 'a, b'])
      expect(normalizeSelector(` ${good} `)).toBe(good);
    for (const bad of ['', '   ', 'div[', 'div)', ':not(p', 'a "b', '> p', 'p >', 'a,,b', 'p\u0000', 'x'.repeat(501)]) {
      expect(() => normalizeSelector(bad)).toThrow(expect.objectContaining({ code: 'site_monitor.invalid_selector' }));
    }
  });

  test('a name is required and at most 120 characters; the draft is checked field by field', () => {
    expect(normalizeSiteName('  Federal   Council ')).toBe('Federal Council');
    expect(() => normalizeSiteName(' ')).toThrow(expect.objectContaining({ code: 'site_monitor.name_required' }));
    expect(() => normalizeSiteName('x'.repeat(121))).toThrow(expect.objectContaining({ code: 'site_monitor.name_too_long' }));
    expect(() => validateSiteDraft({ url: 'nope', selector: '', name: '' })).toThrow(
      expect.objectContaining({ code: 'site_monitor.invalid_url' }),
    );
  });
});

describe('ignore rules', () => {
  test('a rule masks its matches with its own text; placeholders are bounded', () => {
    const rules = ['Updated {number}:{number}:{number}', 'nonce {code}'];
    expect(applyIgnoreRules('Updated 12:04:59 nonce a8F3-x_9 Updated  7:00:01', rules)).toBe(
      'Updated {number}:{number}:{number} nonce {code} Updated {number}:{number}:{number}',
    );
    expect(applyIgnoreRules('Price 12.50 CHF', ['Visitors {number}'])).toBe('Price 12.50 CHF');
    expect(compileIgnoreRule('Stand: {word}, {number}. {word}').test('Stand: Montag, 3. November')).toBe(true);
  });

  test('rules without a placeholder, with touching placeholders, stray braces or too long are refused', () => {
    for (const bad of ['Updated', '{number}{word}', 'a { b', '{regex}', ' {number}', `${'a'.repeat(200)} {number}`, '']) {
      expect(() => compileIgnoreRule(bad)).toThrow(expect.objectContaining({ code: 'site_monitor.invalid_ignore_rule' }));
    }
    expect(validateIgnoreRules(['a  {number}', 'a {number}', 'b {code}'])).toEqual(['a {number}', 'b {code}']);
    expect(() => validateIgnoreRules(Array.from({ length: 21 }, (_, i) => `r${i} {number}`))).toThrow(
      expect.objectContaining({ code: 'site_monitor.invalid_ignore_rule' }),
    );
  });

  test('a hostile text is masked in linear time', () => {
    const text = `${'1'.repeat(50_000)}x${'a'.repeat(50_000)}`;
    const started = performance.now();
    applyIgnoreRules(text, ['{number} x', '{word} y', 'z {code} y']);
    // quadratic backtracking on 100,000 characters takes minutes; 5 s leaves room for a loaded machine
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('noise profile of three loads', () => {
  const page = (clock: string, nonce: string, visitors: number, headline = 'Council adopts budget') =>
    `Federal news\n${headline}\nUpdated ${clock}\nVisitors ${visitors}\nbuild ${nonce}\nPrice 12.50 CHF`;

  test('a clock, a nonce and a counter that change every time are proposed; fixed text is not', () => {
    const rules = proposeIgnoreRules([
      page('12:00:01', 'a8f3b2c1', 1041),
      page('12:00:02', '77e0d9aa', 1042),
      page('12:00:03', 'c0ffee12', 1043),
    ]);
    expect(rules).toEqual(['Updated {number}:{number}:{number}', 'Visitors {number}', 'build {code}']);
    const masked = (clock: string, nonce: string, visitors: number, headline?: string) =>
      applyIgnoreRules(normalizeSiteText(page(clock, nonce, visitors, headline)), rules);
    expect(masked('13:59:59', 'ffff0000', 99_999)).toBe(masked('12:00:01', 'a8f3b2c1', 1041));
    expect(masked('13:59:59', 'ffff0000', 5, 'Council rejects budget')).not.toBe(masked('12:00:01', 'a8f3b2c1', 1041));
  });

  test('a part that changed only once, a long changing run, or identical loads propose nothing', () => {
    expect(proposeIgnoreRules([page('12:00', 'n1', 1), page('12:00', 'n1', 1), page('12:00', 'n1', 1)])).toEqual([]);
    expect(proposeIgnoreRules([page('12:00', 'n1', 1), page('12:01', 'n1', 1), page('12:01', 'n1', 1)])).toEqual([]);
    expect(proposeIgnoreRules(['Quote: a b c d e f', 'Quote: g h i j k l', 'Quote: m n o p q r'])).toEqual([]);
  });

  test('an ISO timestamp (hyphens, T, fraction, Z) is proposed like a clock', () => {
    const iso = (stamp: string) => `Federal news\nCouncil adopts budget\nGenerated ${stamp}\nPrice 12.50 CHF`;
    const rules = proposeIgnoreRules([iso('2026-11-26T18:22:04.006Z'), iso('2026-11-26T18:22:05.117Z'), iso('2026-11-26T18:22:06.229Z')]);
    expect(rules).toEqual(['Generated {number}-{number}-{number}T{number}:{number}:{number}.{number}Z']);
    expect(applyIgnoreRules(iso('2026-12-01T07:00:59.9Z'), rules)).toBe(applyIgnoreRules(iso('2026-11-26T18:22:04.006Z'), rules));
    expect(compileIgnoreRule('Last-Modified: {code}').test('Last-Modified: abc')).toBe(true);
  });

  test('a changing part at the very start is anchored on the words after it', () => {
    expect(proposeIgnoreRules(['Monday 3 news here', 'Tuesday 4 news here', 'Wednesday 5 news here'])).toEqual([
      '{word} {number} news here',
    ]);
  });
});

describe('diff', () => {
  test('readable old/new runs; long unchanged text is shortened to its ends', () => {
    const long = 'word '.repeat(100).trim();
    const parts = diffSiteTexts(`${long} rate 1.5% ${long}`, `${long} rate 1.75% ${long}`);
    expect(parts.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: '1.5%' },
      { kind: 'added', text: '1.75%' },
    ]);
    expect(parts[0]).toMatchObject({ kind: 'same', elided: true });
    expect(parts[0]!.text.startsWith('… ')).toBe(true);
    expect(parts[0]!.text.length).toBeLessThan(140);
    expect(isMeaningfulChange(parts)).toBe(true);
  });

  test('an empty or whitespace-only diff never alerts', () => {
    expect(isMeaningfulChange([])).toBe(false);
    expect(isMeaningfulChange(diffSiteTexts('same text', 'same text'))).toBe(false);
    expect(
      isMeaningfulChange([
        { kind: 'same', text: 'a' },
        { kind: 'added', text: ' \n' },
        { kind: 'removed', text: '\u00a0' },
      ]),
    ).toBe(false);
  });
});
