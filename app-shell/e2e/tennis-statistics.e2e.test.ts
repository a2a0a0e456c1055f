import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { SHARED_DATA, sharedDataPresent } from '@newsdesk/adapters/archives/shared-news-archives';
import { generateDemoSportsSeason } from '@newsdesk/adapters/demo/sports-demo-season';
import { readSackmannTennis } from '@newsdesk/adapters/sports/importers/sackmann-tennis/sackmann-tennis-importer';
import { SportsDataStore } from '@newsdesk/core/sports/sports.ports';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';

const ATP = path.join(SHARED_DATA, 'sports/tennis/atp');
const SUITE = 'the statistics page: the real 2024 ATP season imported over the demo season, with the ranking week picker';
// The real Sackmann files (../shared/data, README §3.2) are the test data; without them the suite says so and skips.
const describeWithData = sharedDataPresent(['sports/tennis/atp'], SUITE) ? describeInBrowser : describe.skip;

const csv = (file: string): Record<string, string>[] => {
  const bytes = readFileSync(path.join(ATP, file));
  return parse(file.endsWith('.gz') ? gunzipSync(bytes) : bytes, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
};

describeWithData(SUITE, () => {
  const app = appInBrowser();
  const { newPage, logIn, expectNoAxeViolations } = app;

  beforeAll(async () => {
    const store = app.t.server.container.get<SportsDataStore>(SportsDataStore);
    // as in demo mode: the generated season first (its lists are this week's), then the real files
    await store.apply(generateDemoSportsSeason({ now: new Date() }));
    await store.apply(await readSackmannTennis(ATP, {}));
  }, 120_000);

  test('an editor sees the real ATP number one, picks an older week by keyboard, and finds the 2024 tournaments', async () => {
    const rankings = csv('atp_rankings_current.csv.gz');
    const players = new Map(csv('atp_players.csv.gz').map((p) => [p.player_id!, `${p.name_first} ${p.name_last}`]));
    const weeks = [...new Set(rankings.map((r) => r.ranking_date!))].sort().reverse();
    const numberOne = (week: string) => players.get(rankings.find((r) => r.ranking_date === week && r.rank === '1')!.player!)!;

    const page = await newPage();
    await page.setViewportSize({ width: 1400, height: 1000 });
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Statistics' }).click();
    // the page then writes its view into the address (statistics-address.ts)
    await page.waitForURL((url) => url.pathname === '/statistics');
    await page.getByRole('navigation', { name: 'Statistics views' }).getByRole('button', { name: 'Rankings' }).click();

    const firstPlayer = () => page.getByRole('table').getByRole('row').nth(1).getByRole('rowheader').textContent();
    await eventually(async () => expect((await firstPlayer())?.trim()).toBe(numberOne(weeks[0]!)), 15_000);
    const picker = page.getByRole('combobox', { name: 'Ranking week' });
    expect(await picker.inputValue()).toBe(`${weeks[0]!.slice(0, 4)}-${weeks[0]!.slice(4, 6)}-${weeks[0]!.slice(6)}`);
    expect(await picker.locator('option').count()).toBe(weeks.length);

    // the keyboard alone: focus the picker, one week back (its caption names that week)
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    const [year, day] = [weeks[1]!.slice(0, 4), Number(weeks[1]!.slice(6))];
    await page.getByRole('table', { name: new RegExp(`^ATP ranking of \\w+ ${day} \\w+ ${year}$`) }).waitFor();
    expect(await picker.inputValue()).toBe(`${year}-${weeks[1]!.slice(4, 6)}-${weeks[1]!.slice(6)}`);
    expect((await firstPlayer())?.trim()).toBe(numberOne(weeks[1]!));

    // the first week of the year, whose number one is another player than the last week's
    const first = weeks.at(-1)!;
    expect(numberOne(first)).not.toBe(numberOne(weeks[0]!));
    await picker.selectOption(`${first.slice(0, 4)}-${first.slice(4, 6)}-${first.slice(6)}`);
    await eventually(async () => expect((await firstPlayer())?.trim()).toBe(numberOne(first)), 15_000);
    await expectNoAxeViolations(page);

    // the week is in the address: a reload (or the link shared) shows the same week, not the newest
    const firstDay = `${first.slice(0, 4)}-${first.slice(4, 6)}-${first.slice(6)}`;
    await page.waitForURL((url) => url.searchParams.get('view') === 'rankings' && url.searchParams.get('rankingDate') === firstDay);
    expect(new URL(page.url()).searchParams.get('associationName')).toBe('ATP');
    const shared = page.url();
    await page.reload();
    await eventually(async () => expect((await firstPlayer())?.trim()).toBe(numberOne(first)), 15_000);
    expect(await page.getByRole('combobox', { name: 'Ranking week' }).inputValue()).toBe(firstDay);
    // away to the dashboard and back: the same week again
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.goBack();
    await page.waitForURL(shared);
    await eventually(async () => expect((await firstPlayer())?.trim()).toBe(numberOne(first)), 15_000);
    expect(await page.getByRole('combobox', { name: 'Ranking week' }).inputValue()).toBe(firstDay);

    await page.getByRole('navigation', { name: 'Statistics views' }).getByRole('button', { name: 'Tours and events' }).click();
    const tours = page.getByRole('table', { name: 'ATP tournaments 2024' });
    await tours.waitFor();
    const brisbaneFinal = csv('atp_matches_2024.csv').find((m) => m.tourney_name === 'Brisbane' && m.round === 'F')!;
    await expect(
      tours
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Brisbane' }) })
        .getByRole('button')
        .first()
        .textContent(),
    ).resolves.toBe(brisbaneFinal.winner_name);
    expect(await page.getByRole('combobox', { name: 'Season' }).inputValue()).toBe('2024');
  }, 120_000);
});
