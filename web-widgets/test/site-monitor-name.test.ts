import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { siteAlertWording } from '@newsdesk/core/site-monitor/site-alert-wording';

/**
 * ADR 0029: the site monitor has one name per language, in navigation, headings, the tour, the
 * alerts and the user guide: "Site monitor" (running text "site monitor"), "Site-Monitor",
 * "Veille de sites" (running text "veille de sites"). Any other spelling is a slip.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const NAME = { en: /\bsite monitor\b/i, de: /\bSite-Monitor\b/, fr: /\bveille de sites\b/i } as const;
const OTHER_SPELLINGS = {
  en: /(?<![/\w.-])site-monitor\b(?![/.'`-])|\bsitemonitor\b|\bwebsite monitor\b|\bpage monitor\b/i,
  de: /Seitenmonitor|Seiten-Monitor|Site Monitor|Sitemonitor|Website-Monitor|Webseiten-Monitor|Seitenüberwachung|Site-Überwachung/i,
  fr: /moniteur de sites?|surveillance de sites?|veille des sites|veille web/i,
} as const;
type Lng = keyof typeof NAME;

const localeTexts = (lng: Lng): string[] => {
  const dir = `${root}web-widgets/locales/${lng}`;
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) walk(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')));
  return texts;
};

const guide = (lng: Lng) => readFileSync(`${root}docs/user-guide${lng === 'en' ? '' : `.${lng}`}.md`, 'utf8');

describe.each(['en', 'de', 'fr'] as const)('the site monitor in %s', (lng) => {
  test('navigation, tour and user guide use the one name', () => {
    const nav = JSON.parse(readFileSync(`${root}web-widgets/locales/${lng}/common.json`, 'utf8')) as {
      navigation?: { siteMonitor?: string };
    };
    const named = localeTexts(lng).filter((text) => NAME[lng].test(text));
    expect(named.length).toBeGreaterThan(0);
    expect(JSON.stringify(nav)).toMatch(NAME[lng]);
    expect(guide(lng)).toMatch(NAME[lng]);
  });

  test('no other spelling in the locale files, the alerts or the user guide', () => {
    const wording = siteAlertWording(lng);
    const alertTexts = Object.values(wording).map((value) =>
      typeof value === 'function' ? (value as (...args: string[]) => string)('A', 'B', 'C', 'D', 'E') : String(value),
    );
    const slips = [...localeTexts(lng), ...alertTexts, guide(lng)].filter((text) => OTHER_SPELLINGS[lng].test(text));
    expect(slips).toEqual([]);
  });
});
