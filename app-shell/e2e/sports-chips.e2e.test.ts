import path from 'node:path';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { SHARED_DATA, sharedDataPresent } from '@newsdesk/adapters/archives/shared-news-archives';
import { openfootballImporter } from '@newsdesk/adapters/sports/importers/openfootball/openfootball-importer';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import { SportsDataStore } from '@newsdesk/core/sports/sports.ports';
import { aDocumentRecord } from '@newsdesk/core/testing/documents.contract';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';

const BUNDESLIGA = path.join(SHARED_DATA, 'sports/football/openfootball/2025-26/de.1.json');
const SUITE = 'sports chips: a German article about Bayern München opens the Bundesliga table (ADR 0030)';
// The real season (../shared/data, README §3.1) is the test data; without it the suite says so and skips.
const describeWithData = sharedDataPresent(['sports/football/openfootball/2025-26'], SUITE) ? describeInBrowser : describe.skip;

describeWithData(SUITE, () => {
  const app = appInBrowser();
  const { newPage, logIn, expectNoAxeViolations } = app;
  const story = (() => {
    const body = 'Der FC Bayern München gewinnt in München gegen Borussia Dortmund und baut die Tabellenführung aus.';
    // the chips come from the mentions the entity recogniser found
    const record = aDocumentRecord(
      {
        language: 'de',
        mentions: [
          { name: 'Bayern München', kind: 'organization', method: 'gazetteer' },
          { name: 'Deutscher Fußball-Bund', kind: 'organization', method: 'gazetteer' },
          { name: 'München', kind: 'location', method: 'gazetteer' },
        ],
      },
      body,
    );
    return {
      ...record,
      document: { ...record.document, documentTitle: 'Bayern München baut die Tabellenführung aus', documentBody: body },
    };
  })();

  beforeAll(async () => {
    await app.t.server.container.get<SportsDataStore>(SportsDataStore).apply(await openfootballImporter.read(BUNDESLIGA, {}));
    await app.t.server.container.get<DocumentRepository>(DocumentRepository).insert(story);
  }, 120_000);

  test('the chip’s link opens Statistics on the Bundesliga table with Bayern marked, the embed code one click away', async () => {
    const page = await newPage();
    page.setDefaultTimeout(20_000);
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await page.goto(`/search?docId=${story.id}`);
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('heading', { name: 'Bayern München baut die Tabellenführung aus' }).waitFor();

    const link = viewer.getByRole('link', { name: 'Bayern München: the Bundesliga table in Statistics' });
    await link.waitFor();
    // the place of the same name and the organisation without a team stay plain chips
    expect(await viewer.getByRole('group', { name: 'Locations' }).getByRole('link').count()).toBe(0);
    expect(await viewer.getByRole('link', { name: /Deutscher Fußball-Bund/ }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // by keyboard: from the chip, Tab reaches the link and Enter follows it
    await viewer.getByRole('button', { name: 'Bayern München', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/statistics' && url.searchParams.get('view') === 'competitions');

    const table = page.getByRole('table', { name: 'Bundesliga 2025-26' });
    await table.waitFor();
    const marked = table.locator('tr[aria-current="true"]');
    expect(await marked.count()).toBe(1);
    expect(await marked.getByRole('rowheader').textContent()).toContain('FC Bayern München');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Export as widget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export as widget' });
    expect(await dialog.getByRole('textbox', { name: 'Title above the widget' }).inputValue()).toBe('Bundesliga 2025-26');
  }, 90_000);
});
