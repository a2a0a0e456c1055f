import { readFile } from 'node:fs/promises';
import { expect, test } from '@jest/globals';
import { PostgresFrequentTerms } from '@newsdesk/adapters/postgres/suggestions/postgres-frequent-terms';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { aStory } from './support/stories';

const HOUR = 3_600_000;
const PERSON = 'Annika Lindqvist';

/** `minutes` past the start of the clock hour `hoursAgo` hours back: hourly bars are clock hours. */
const inHour = (hoursAgo: number, minutes: number) => Math.floor(Date.now() / HOUR - hoursAgo) * HOUR + minutes * 60_000;

/**
 * A moment of the current clock hour before now, `share` of the way from its start. The hour lies
 * within today in Zurich (a whole-hour offset), so the bar of these stories, once chosen, still
 * holds a story that arrives a moment later; an hour back would be yesterday's bar between
 * midnight and one in Zurich, and the saved collection would not hear of today's news.
 */
const earlierThisHour = (share: number) => {
  const now = Date.now();
  const hourStart = Math.floor(now / HOUR) * HOUR;
  return hourStart + Math.floor((now - hourStart) * share);
};

/** A story naming the person, stored as the crawler stores it (chips and searchable mentions). */
const aPersonStory = (title: string, body: string, time: number) => ({
  ...aStory(title, body, new Date(time)),
  metadata: { concepts: { organizations: [], persons: [{ name: PERSON }], locations: [], categories: [] } },
  mentions: [{ name: PERSON, kind: 'person' as const, method: 'gazetteer' as const }],
});

/**
 * The whole search journey of issue "search a journalist trusts", as a journalist walks it:
 * a surname, its suggestion, the attention chart, a bar that narrows the time frame, the CSV of
 * what is left, a collection with its alert volume, a notification cleared and still cleared
 * after a reload. Each step has its own detailed test; this one checks that they hold together.
 */
describeInBrowser('the search journey from a surname to a cleared notification', () => {
  // the worker role percolates the new document into a notification
  const app = appInBrowser({ roles: { web: true, worker: true } });

  test('surname → suggestion → chart → a bar narrows → CSV → collection with its volume → notification cleared across a reload', async () => {
    const documents = app.t.server.container.get<DocumentRepository>(DocumentRepository);
    // two stories in this clock hour (so today too), one two days before them: two bars in the chart
    await documents.insert(
      aPersonStory('Lindqvist wins the mayoral vote', `${PERSON} won the vote in Uppsala on Sunday.`, earlierThisHour(1 / 3)),
    );
    await documents.insert(aPersonStory('Lindqvist names her deputy', `${PERSON} named her deputy on Monday.`, earlierThisHour(2 / 3)));
    await documents.insert(aPersonStory('Lindqvist campaign closes', `${PERSON} closed her campaign with a rally.`, inHour(50, 20)));
    await app.t.server.container.get(PostgresFrequentTerms).refresh();

    const page = await app.newPage();
    await app.logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/search');

    // the surname alone suggests the person; picked, the name is searched as one phrase
    const input = page.getByRole('combobox', { name: 'Search terms' });
    await input.fill('lindq');
    await page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: new RegExp(PERSON) })
      .click();
    await page.getByText('3 documents', { exact: true }).waitFor();

    // the chart shows a bar of two and a bar of one; a click on the bar of two narrows the search to its time
    const chart = page.getByRole('region', { name: 'Attention over time' });
    await chart.waitFor();
    // uPlot's pointer layer over the plotting area (without the axes)
    const plot = chart.locator('.nd-attention__plot .u-over').first();
    await plot.waitFor();
    const box = (await plot.boundingBox())!;
    const readout = chart.locator('.nd-attention__readout');
    // move along the plot from the right (the newest bar) until the readout names the bar of two
    let chosen = '';
    for (let x = box.x + box.width - 2; x > box.x && !chosen; x -= 3) {
      await page.mouse.move(x, box.y + box.height / 2);
      const read = (await readout.textContent()) ?? '';
      // "Nov 27: English 2": the counts follow the bar's label
      if (/\b2$/.test(read.split(': ').at(-1) ?? '')) {
        await page.mouse.down();
        await page.mouse.up();
        chosen = read;
      }
    }
    expect(chosen).toMatch(/\b2$/);
    await page.getByText('2 documents', { exact: true }).waitFor();
    const results = page.getByRole('region', { name: 'Search results' });
    expect(await results.getByText('Lindqvist campaign closes').count()).toBe(0);

    // the CSV holds what the narrowed search shows, as a spreadsheet opens it
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('Lindqvist wins the mayoral vote');
    expect(csv).toContain('Lindqvist names her deputy');
    expect(csv).not.toContain('Lindqvist campaign closes');

    // saved as a collection that e-mails at once; the editor says what the last 7 days would have sent
    await page.getByRole('button', { name: 'Save as collection' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Lindqvist');
    await dialog.getByRole('combobox', { name: 'Alert frequency' }).selectOption('immediately');
    const emails = dialog.getByRole('textbox', { name: 'E-mail addresses' });
    await emails.fill('desk@newsroom.test');
    await emails.press('Enter');
    await dialog.getByText(/^This would have sent \d+ alerts? in the last 7 days/).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Collection “Lindqvist” added').waitFor();

    // a new story about her arrives: the bell shows it; Clear all holds across a reload
    await documents.insert(aPersonStory('Lindqvist sworn in as mayor', `${PERSON} was sworn in as mayor today.`, Date.now()));
    const bell = page.getByRole('button', { name: 'Notifications (1 new)' });
    await bell.waitFor({ timeout: 15_000 });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('button', { name: /Lindqvist sworn in as mayor/ }).waitFor();
    const cleared = page.waitForResponse((r) => r.url().endsWith('/api/notifications/clear') && r.status() === 200);
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await cleared;
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.getByRole('button', { name: 'Notifications' }).click();
    await eventually(async () => expect(await panel.getByRole('button', { name: /Lindqvist sworn in as mayor/ }).count()).toBe(0));
    await panel.getByText('No new documents in your collections.').waitFor();
    await page.context().close();
  }, 120_000);
});
