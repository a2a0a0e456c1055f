import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { SportsDataStore } from '@newsdesk/core/sports/sports.ports';
import { aSportsBatch, MOTHER } from '@newsdesk/core/sports/testing/sports-batch.mother';
import { REPO_ROOT } from '../server/config';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { type HostPage, startHostPage } from './support/host-page';

const BUNDLE = path.join(REPO_ROOT, 'web-widgets/dist/standalone/newsdesk-sports-widget.js');

describeInBrowser('a player’s card exported as a widget and pasted into another site’s page', () => {
  const app = appInBrowser();
  const { newPage, logIn, expectNoAxeViolations } = app;
  let host: HostPage;
  /** What the editor pasted into the other site's page. */
  let pasted = '';

  beforeAll(async () => {
    if (!existsSync(BUNDLE)) throw new Error('The sports embed script is not built: run `npm run build:widgets` before the browser tests.');
    await app.t.server.container.get<SportsDataStore>(SportsDataStore).apply(aSportsBatch());
    host = await startHostPage(
      () =>
        `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Le club</title></head><body><main><h1>Notre équipe</h1>${pasted}</main></body></html>`,
    );
  }, 60_000);

  afterAll(async () => {
    await host?.close();
  });

  test('from the player’s page: Export as widget, copy the script tag, and the card shows on the other page', async () => {
    const page = await newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.t.url });
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    // the address a document's player chip opens (ADR 0030)
    await page.goto(`/statistics?view=player&playerId=${encodeURIComponent(MOTHER.rossi)}`);
    await page.getByRole('heading', { level: 2, name: 'Luca Rossi' }).waitFor();

    await page.getByRole('button', { name: 'Export as widget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export as widget' });
    await dialog.getByText(/^Put this player's card on another web page/).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Title above the widget' }).inputValue()).toBe('Luca Rossi');
    await dialog.getByRole('combobox', { name: 'Language of the widget' }).selectOption({ label: 'Français' });
    await dialog.getByRole('button', { name: 'Create embed code' }).click();
    const script = dialog.getByRole('textbox', { name: 'Script tag' });
    await eventually(async () => expect(await script.inputValue()).toContain('data-newsdesk-sports-widget'), 10_000);
    await dialog.getByRole('button', { name: 'Copy script tag' }).click();
    await dialog.getByText('Copied to clipboard.').waitFor();
    pasted = await page.evaluate(() => navigator.clipboard.readText());
    expect(pasted).toBe(await script.inputValue());
    await expectNoAxeViolations(page);

    // Another origin, no Newsdesk session: the card in French, as the editor chose.
    const reader = await (await page.context().browser()!.newContext({ locale: 'en-GB' })).newPage();
    await reader.goto(host.url);
    const card = reader.getByRole('table', { name: 'Luca Rossi' });
    await card.waitFor({ timeout: 15_000 });
    const rows = await card
      .locator('tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent)));
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Équipe', 'FC Zürich'],
        ['Poste', 'Attaquant'],
      ]),
    );
  }, 120_000);
});
