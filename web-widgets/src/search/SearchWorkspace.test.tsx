import { describe, expect, jest, test } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import preview from '../../../.storybook/preview';
import { renderWidget } from '../testing/render-widget';
import { SearchWorkspace } from './SearchWorkspace';
import * as stories from './SearchWorkspace.stories';
import { SearchCache } from './search-cache';
import { FakeSearchApi, MemoryStorage, NOW } from './search.fixtures';
import { SearchStore } from './search.store';
import { makeSearchStore, type SearchScenario } from './search.scenarios';
import { expectStoryInItsLanguageAndAxeClean } from '../testing/story-checks';

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });

const setup = async (scenario: SearchScenario = 'idle', language: Language = 'en', cache: SearchCache | null = null) => {
  const { api, store, ready } = makeSearchStore(scenario, { cache });
  const onOpenDocument = jest.fn<(id: string) => void>();
  const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  const user = userEvent.setup();
  const view = renderWidget(<SearchWorkspace store={store} onOpenDocument={onOpenDocument} clipboard={{ writeText }} />, { language });
  await act(async () => {
    await ready;
  });
  await settle();
  return { api, store, user, onOpenDocument, writeText, ...view };
};

const input = () => screen.getByRole('combobox', { name: 'Search terms' });
const results = () => screen.getByRole('region', { name: 'Search results' });

describe('SearchWorkspace', () => {
  test('typing a term and Enter adds a tag and shows highlighted results; axe-clean', async () => {
    const { api, container, user, onOpenDocument } = await setup();
    expect(screen.getByText('Add a search term or choose a filter to start searching.')).toBeInTheDocument();
    await user.type(input(), 'rate{Enter}');
    await settle();
    expect(within(screen.getByRole('list', { name: 'Search tags' })).getByText('rate')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(api.requests.at(-1)?.tags).toEqual([{ name: 'rate' }]);
    expect(within(results()).getByRole('status')).toHaveTextContent('3 documents');
    const title = screen.getByRole('button', { name: 'Swiss National Bank holds its policy rate at zero' });
    expect(title.querySelector('mark')).toHaveTextContent('rate');
    expect(screen.getByText('+1 copy')).toBeInTheDocument();
    expect(screen.getAllByText('Economy').length).toBeGreaterThan(0);
    expect(screen.getByText('Live')).toBeInTheDocument();
    await user.click(title);
    expect(onOpenDocument).toHaveBeenCalledWith('doc-1');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('two words without a suggestion show the server’s one-term message, translated', async () => {
    const { user } = await setup('idle', 'de');
    await user.type(screen.getByRole('combobox', { name: 'Suchbegriffe' }), 'national bank{Enter}');
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Es darf nicht nach mehr als einem Begriff gesucht werden.');
    expect(alert).toHaveTextContent('Bitte verwenden Sie für die Suche die automatischen Vorschläge.');
    expect(within(alert).queryByRole('button')).toBeNull();
    // the refused chip is marked, for the eye and for screen readers
    expect(screen.getByText('national bank').closest('li')).toHaveClass('nd-tag--invalid');
    expect(screen.getByText('national bank').closest('li')).toHaveTextContent('national bank (nicht zulässig)');
  });

  test('suggestions: a combobox with a listbox, arrow keys, Enter picks, Escape closes', async () => {
    const { api, container, store, user } = await setup();
    await user.type(input(), 'swi');
    await settle();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Swiss National BankOrganization1,284 documents',
      'SwissairOrganization35 documents',
      'SwitzerlandLocation9,120 documents',
    ]);
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await settle();
    expect(store.tags).toEqual([{ name: 'Swiss National Bank', fromSuggestion: true }]);
    expect(api.requests.at(-1)?.tags).toEqual([{ name: 'Swiss National Bank', fromSuggestion: true }]);
    await user.type(input(), 'zu');
    await settle();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  test('operator buttons add operator chips; chips and Backspace remove tags', async () => {
    const { api, user } = await setup();
    await user.type(input(), 'inflation{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add operator NOT' }));
    await user.type(input(), 'franc{Enter}');
    await settle();
    expect(api.requests.at(-1)?.tags).toEqual([{ name: 'inflation' }, { name: 'NOT', type: 'operator' }, { name: 'franc' }]);
    const tags = screen.getByRole('list', { name: 'Search tags' });
    expect(within(tags).getAllByRole('listitem')[1]).toHaveClass('nd-tag--operator');
    await user.click(screen.getByRole('button', { name: 'Remove Operator NOT' }));
    await user.keyboard('{Backspace}');
    await settle();
    expect(
      within(screen.getByRole('list', { name: 'Search tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['inflation']);
    expect(api.requests.at(-1)?.tags).toEqual([{ name: 'inflation' }]);
  });

  test('a word of a name suggests the name; two words offer the names with both, then the phrase, which searches as one term', async () => {
    const { api, user } = await setup();
    await user.type(input(), 'sutter');
    await settle();
    expect(
      within(screen.getByRole('listbox', { name: 'Suggestions' })).getByRole('option', { name: /Karin Keller-Sutter/ }),
    ).toBeInTheDocument();
    await user.clear(input());
    await user.type(input(), 'national swiss');
    await settle();
    const options = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Swiss National BankOrganization1,284 documents', '"national swiss"Phrase']);
    await user.click(options[1]!);
    await settle();
    expect(api.requests.at(-1)?.tags).toEqual([{ name: '"national swiss"', fromSuggestion: true }]);
    expect(screen.queryByText(/Not allowed to search more than one term/)).not.toBeInTheDocument();
  });

  test('filters change the request: time frame, sort, sources, languages, exact matches', async () => {
    const { api, user } = await setup('results-list');
    const filters = screen.getByRole('group', { name: 'Search filters' });
    await user.selectOptions(within(filters).getByLabelText('Time frame'), 'week');
    await user.selectOptions(within(filters).getByLabelText('Sort by'), 'publication-date-oldest');
    await user.click(within(filters).getByRole('button', { name: 'Sources' }));
    await user.click(await within(filters).findByRole('checkbox', { name: /^Neue Zürcher Zeitung \(nzz\.ch\)/ }));
    expect(within(filters).getByRole('button', { name: 'Sources (1)' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(within(filters).getByRole('button', { name: 'Sources (1)' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(filters).getByRole('button', { name: 'Languages' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'English' }));
    const exact = within(filters).getByRole('switch', { name: 'Exact matches only' });
    await user.click(exact);
    await settle();
    expect(exact).toHaveAttribute('aria-checked', 'true');
    expect(api.requests.at(-1)).toMatchObject({
      timeFrame: 'week',
      sort: { field: 'publication-date', direction: 'oldest' },
      filters: { domains: ['nzz.ch'], languages: ['en'], topics: [] },
      exactMatchesOnly: true,
      page: 1,
    });
  });

  test('a custom range with the start after the end is refused before searching', async () => {
    const { api } = await setup('custom-range');
    expect(screen.getByRole('alert')).toHaveTextContent('The start of the time frame must be before its end.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.every((r) => typeof r.timeFrame === 'string')).toBe(true);
  });

  test('pagination: page buttons with aria-current, previous/next', async () => {
    const { api, store, user } = await setup('too-many');
    expect(screen.getByText(/Warning: Over 10,000 matching documents found\./)).toBeInTheDocument();
    expect(within(results()).getByRole('status')).toHaveTextContent('More than 10,000 documents');
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await settle();
    expect(api.requests.at(-1)?.page).toBe(2);
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await settle();
    expect(store.params.page).toBe(3);
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 501' })).toBeInTheDocument();
  });

  test('list and grid toggle with aria-pressed', async () => {
    const { container, user } = await setup('results-list');
    const list = screen.getByRole('button', { name: 'List' });
    const grid = screen.getByRole('button', { name: 'Grid' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    await user.click(grid);
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(container.querySelector('.nd-results__list--grid')).not.toBeNull();
  });

  test('empty, error with retry, and loading states', async () => {
    await setup('empty');
    expect(screen.getByText("Oops! We couldn't find anything for that term.")).toBeInTheDocument();

    const failing = await setup('error');
    expect(screen.getByRole('alert')).toHaveTextContent('Error searching documents');
    failing.api.mode = 'normal';
    await failing.user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.queryByText('Error searching documents')).toBeNull();
    failing.unmount();

    const loading = await setup('loading');
    expect(screen.getAllByRole('region', { name: 'Search results' }).at(-1)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByText('Searching…').length).toBeGreaterThan(0);
    expect(await axe(loading.container)).toHaveNoViolations();
  });

  test('share search: refused without parameters, then a copyable link', async () => {
    const { user, writeText } = await setup();
    await user.click(screen.getByRole('button', { name: 'Share search' }));
    expect(await screen.findByText("Can't share a search without search parameters")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share search' }));
    await user.type(input(), 'franc{Enter}');
    await user.click(screen.getByRole('button', { name: 'Share search' }));
    const link = await screen.findByLabelText('Link to this search');
    expect(link).toHaveValue('https://newsdesk.example/search?share=shared-search-00000001');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied to clipboard.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://newsdesk.example/search?share=shared-search-00000001');
  });

  test('an expired shared link says so in the reader’s language', async () => {
    const { api, store } = await setup('idle', 'fr');
    api.expiredShares.add('old-link');
    await act(() => store.loadShared('old-link'));
    expect(screen.getByRole('alert')).toHaveTextContent(/expiré/);
  });

  test('the page restores from the cache and shows the cached result at once', async () => {
    const storage = new MemoryStorage();
    const first = await setup('results-grid', 'en', new SearchCache(storage, () => NOW));
    const shownIds = first.store.resultIds;
    first.unmount();

    const api = new FakeSearchApi();
    api.mode = 'pending';
    const store = new SearchStore(api, { cache: new SearchCache(storage, () => NOW), now: () => NOW });
    renderWidget(<SearchWorkspace store={store} onOpenDocument={() => undefined} />);
    await act(async () => {
      void store.init();
    });
    await settle();
    expect(within(screen.getByRole('list', { name: 'Search tags' })).getByText('inflation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(store.resultIds).toEqual(shownIds);
    expect(screen.getByRole('button', { name: /Swiss National Bank holds its policy rate/ })).toBeInTheDocument();
  });
});

setProjectAnnotations(preview);

describe('SearchWorkspace stories', () => {
  test.each(Object.entries(composeStories(stories)))('%s renders axe-clean', (storyName, Story) =>
    expectStoryInItsLanguageAndAxeClean(storyName, Story, { settles: 2, settleMs: 5 }),
  );
});
