import { expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { PostgresFrequentTerms } from '@newsdesk/adapters/postgres/suggestions/postgres-frequent-terms';
import { DocumentRepository } from '@newsdesk/core/documents/document.ports';
import type { EntityKind } from '@newsdesk/core/documents/document.types';
import { appInBrowser } from './support/app-in-browser';
import { describeInBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { aStory, hoursAgo } from './support/stories';

const XSS_BODY = 'Leaked glacier data: <script>window.__xss = 1</script> and <img src=x onerror="window.__xss = 2"> stay text.';

/** A stored document with its entities both as chips (concepts) and as searchable mentions. */
const anEntityStory = (title: string, body: string, hours: number, entities: { organizations?: string[]; locations?: string[] }) => {
  const organizations = entities.organizations ?? [];
  const locations = entities.locations ?? [];
  return {
    ...aStory(title, body, hoursAgo(hours)),
    metadata: {
      concepts: {
        organizations: organizations.map((name) => ({ name })),
        persons: [],
        locations: locations.map((name) => ({ name })),
        categories: [],
      },
    },
    mentions: [
      ...organizations.map((name) => ({ name, kind: 'organization' as EntityKind, method: 'gazetteer' as const })),
      ...locations.map((name) => ({ name, kind: 'location' as EntityKind, method: 'gazetteer' as const })),
    ],
  };
};

describeInBrowser('searching and reading documents in a real browser', () => {
  const app = appInBrowser();
  const { newPage, logIn, expectNoAxeViolations } = app;
  const stories = {
    retreat: anEntityStory(
      'Glacier retreat accelerates in the Alps',
      'The glacier lost a record volume this summer, the Swiss Alpine Club said in Zermatt.',
      1.5,
      { organizations: ['Swiss Alpine Club'], locations: ['Zermatt'] },
    ),
    network: anEntityStory(
      'Glacier monitoring network expands',
      'More glacier stations are planned by the Swiss Alpine Club near Grindelwald.',
      2,
      { organizations: ['Swiss Alpine Club'], locations: ['Grindelwald'] },
    ),
    villages: anEntityStory('Tourists return to glacier villages', 'Hotels near the glacier in Zermatt report more guests.', 3, {
      locations: ['Zermatt'],
    }),
    leak: anEntityStory('Glacier <b>data</b> leak', XSS_BODY, 4, {}),
    club: anEntityStory('Alpine club elects new president', 'The Swiss Alpine Club chose its president on Saturday.', 5, {
      organizations: ['Swiss Alpine Club'],
    }),
    hotels: anEntityStory('Zermatt hotels fully booked', 'Every hotel in Zermatt is full for the holidays.', 6, { locations: ['Zermatt'] }),
    transition: anEntityStory('La transition écologique des stations', 'Les stations de ski misent sur une transition écologique.', 7, {}),
  };

  const storeStories = async () => {
    const documents = app.t.server.container.get<DocumentRepository>(DocumentRepository);
    for (const story of Object.values(stories)) await documents.insert(story);
  };

  const search = async (page: Page, term: string) => {
    const input = page.getByRole('combobox', { name: 'Search terms' });
    await input.fill(term);
    await input.press('Enter');
    await page.getByText('4 documents', { exact: true }).waitFor();
  };

  const viewer = (page: Page) => page.getByRole('dialog');

  test('a journalist searches a term, reads the results in the viewer with previous and next, shares a link and follows entities', async () => {
    await storeStories();
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/search');
    await search(page, 'glacier');
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByText('Glacier retreat accelerates in the Alps').waitFor();
    expect(await results.locator('mark').first().textContent()).toMatch(/glacier/i);
    await expectNoAxeViolations(page);

    // Open the newest result; the URL names it, previous is disabled at the first result.
    await results.getByRole('button', { name: 'Glacier retreat accelerates in the Alps' }).click();
    await viewer(page).getByRole('heading', { name: 'Glacier retreat accelerates in the Alps' }).waitFor();
    await page.waitForURL(`**/search?docId=${stories.retreat.id}`);
    expect(await viewer(page).getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await viewer(page).locator('mark').first().textContent()).toMatch(/glacier/i);
    await expectNoAxeViolations(page);

    await viewer(page).getByRole('button', { name: 'Next' }).click();
    await viewer(page).getByRole('heading', { name: 'Glacier monitoring network expands' }).waitFor();
    await page.waitForURL(`**/search?docId=${stories.network.id}`);
    await viewer(page).getByRole('button', { name: 'Previous' }).click();
    await viewer(page).getByRole('heading', { name: 'Glacier retreat accelerates in the Alps' }).waitFor();
    await page.waitForURL(`**/search?docId=${stories.retreat.id}`);

    // Related documents share any of its entities (OR); choosing Zermatt narrows them to Zermatt.
    const related = viewer(page).getByRole('region', { name: 'Related Documents' });
    await related.getByRole('link', { name: /Alpine club elects new president/ }).waitFor();
    await related.getByRole('link', { name: /Zermatt hotels fully booked/ }).waitFor();
    await viewer(page).getByRole('button', { name: 'Zermatt', exact: true }).click();
    await eventually(async () => expect(await related.getByRole('link', { name: /Alpine club elects new president/ }).count()).toBe(0));
    await related.getByRole('link', { name: /Zermatt hotels fully booked/ }).waitFor();

    // The share link opens the same document on a fresh page.
    await viewer(page).getByRole('button', { name: 'Share' }).click();
    const link = await viewer(page).getByRole('textbox', { name: 'Link to this document' }).inputValue();
    expect(link).toBe(`${app.t.url}/search?docId=${stories.retreat.id}`);
    const fresh = await newPage();
    await logIn(fresh, app.t.users.admin.email);
    await fresh.waitForURL('**/dashboard');
    await fresh.goto(link);
    await viewer(fresh).getByRole('heading', { name: 'Glacier retreat accelerates in the Alps' }).waitFor();

    // Closing goes back to the result list; the address loses the document.
    await viewer(page).getByRole('button', { name: 'Close document' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && !url.searchParams.has('docId'));
    await results.getByText('Glacier monitoring network expands').waitFor();
  }, 90_000);

  test('markup in a stored document stays text, in the result list and in the viewer', async () => {
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await page.goto(`/search?docId=${stories.leak.id}`);
    await viewer(page).getByRole('heading', { name: 'Glacier <b>data</b> leak' }).waitFor();
    await viewer(page).getByText('<script>window.__xss = 1</script>', { exact: false }).waitFor();
    expect(await viewer(page).locator('script, img[src="x"], b').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('a word of a name suggests the name, a word without its accents finds the accented one, and the Sources filter lists the index', async () => {
    // the hourly suggestion refresh (ADR 0006, 0020), run now
    await app.t.server.container.get(PostgresFrequentTerms).refresh();
    const page = await newPage();
    await logIn(page, app.t.users.staff.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/search');
    const input = page.getByRole('combobox', { name: 'Search terms' });
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });

    // "alpi" starts the second word of "Swiss Alpine Club": picked, it is searched as one phrase
    await input.fill('alpi');
    await suggestions.getByRole('option', { name: /Swiss Alpine Club/ }).click();
    await page.getByText('3 documents', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Remove Swiss Alpine Club' }).click();

    // two words: the phrase is offered last, as one quoted term
    await input.fill('club alpine');
    await suggestions.getByRole('option', { name: /"club alpine"/ }).waitFor();
    await input.fill('');

    // no accent typed: the accented word is found and highlighted
    await input.fill('ecologique');
    await input.press('Enter');
    await page.getByText('1 document', { exact: true }).waitFor();
    const results = page.getByRole('region', { name: 'Search results' });
    expect(await results.locator('mark').first().textContent()).toBe('écologique');

    // the Sources filter offers the domains of the index with their documents
    await page.getByRole('button', { name: 'Sources' }).click();
    await page.getByRole('checkbox', { name: /news\.example.*documents/ }).waitFor();
    await expectNoAxeViolations(page);
  }, 90_000);
});
