import { describe, expect, test } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import preview from '../../../../.storybook/preview';
import type { Language } from '@newsdesk/core/identity/user-view';
import { renderWidget } from '../../testing/render-widget';
import { SearchWorkspace } from '../SearchWorkspace';
import { NOW } from '../search.fixtures';
import { SearchStore } from '../search.store';
import { FakeAttentionSearchApi } from './attention.fixtures';
import { canDrawChart } from './attention-plot';
import * as stories from './AttentionChart.stories';

setProjectAnnotations(preview);

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });

const setup = async (language: Language = 'en') => {
  const api = new FakeAttentionSearchApi();
  const store = new SearchStore(api, { cache: null, now: () => NOW, debounceMs: 0 });
  const view = renderWidget(<SearchWorkspace store={store} onOpenDocument={() => undefined} />, { language });
  await act(async () => {
    await store.init();
  });
  return { api, store, user: userEvent.setup(), ...view };
};

/** Every document in English, German or French: a search by filters alone, so every language has bars. */
const search = async (store: SearchStore) => {
  act(() => {
    for (const language of ['en', 'de', 'fr'] as const) store.toggleLanguage(language);
  });
  await settle();
};

/** The fallback table as rows of cell texts. */
const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('AttentionChart', () => {
  test('no search, no chart; a search shows its documents per day in the screen-reader table, adding up to the total', async () => {
    const { store, api, container } = await setup();
    expect(screen.queryByRole('region', { name: 'Attention over time' })).not.toBeInTheDocument();
    await search(store);
    expect(screen.getByRole('region', { name: 'Attention over time' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Matching documents per day, by Language' })).toBeInTheDocument();
    expect(api.attentionRequests.at(-1)).toMatchObject({
      filters: { languages: ['en', 'de', 'fr'] },
      timeFrame: 'month',
      split: 'language',
    });
    const rows = tableRows();
    expect(rows[0]).toEqual(['Day', 'English', 'German', 'French', 'Total']);
    // a month back from 21 November: 21 October … 21 November, one row per Zurich day
    expect(rows).toHaveLength(1 + 32);
    const totals = rows.slice(1).map((row) => Number(row.at(-1)));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(store.total);
    expect(rows.at(-1)).toEqual(['Nov 21', '2', '1', '1', '4']);
    expect(await axe(container)).toHaveNoViolations();
  });

  test('the split toggle asks for sources; page changes keep the chart', async () => {
    const { store, api, user } = await setup();
    await search(store);
    await user.click(screen.getByRole('radio', { name: 'Source' }));
    await settle();
    expect(api.attentionRequests.at(-1)?.split).toBe('source');
    expect(screen.getByRole('table', { name: 'Matching documents per day, by Source' })).toBeInTheDocument();
    // seven sources: ties ranked by domain, the smallest folded into "Other sources"
    expect(tableRows()[0]).toEqual(['Day', 'letemps.ch', 'nzz.ch', 'srf.ch', 'swissinfo.ch', 'blick.ch', 'Other sources', 'Total']);
    const asked = api.attentionRequests.length;
    await act(() => store.goToPage(1));
    expect(api.attentionRequests).toHaveLength(asked);
  });

  test('choosing a bar narrows the search to that Zurich day; the chart then shows its hours', async () => {
    const { store, api } = await setup();
    await search(store);
    const bars = store.attention!.chart!.bars;
    act(() => store.attention!.narrowTo(bars.length - 1));
    await settle();
    const frame = { from: '2026-11-20T23:00:00.000Z', to: '2026-11-21T22:59:59.999Z' };
    expect(api.requests.at(-1)?.timeFrame).toEqual(frame);
    expect(api.attentionRequests.at(-1)?.timeFrame).toEqual(frame);
    expect(store.timeFrameChoice).toBe('custom');
    expect(screen.getByRole('table', { name: 'Matching documents per hour, by Language' })).toBeInTheDocument();
    expect(tableRows()).toHaveLength(1 + 24);
    expect(store.total).toBe(4);
  });

  test('dragging over bars narrows to the first start … the end of the last', async () => {
    const { store, api } = await setup();
    await search(store);
    const bars = store.attention!.chart!.bars;
    act(() => store.attention!.narrowTo(bars.length - 1, bars.length - 3));
    await settle();
    expect(api.requests.at(-1)?.timeFrame).toEqual({ from: bars.at(-3)!.start, to: '2026-11-21T22:59:59.999Z' });
  });

  test('hovering a bar reads out its counts', async () => {
    const { store } = await setup();
    await search(store);
    act(() => store.attention!.setHovered(store.attention!.chart!.bars.length - 1));
    expect(screen.getByText('Nov 21: English 2 · German 1 · French 1')).toBeInTheDocument();
  });

  test('in German: caption, columns and language names translated', async () => {
    const { store } = await setup('de');
    await search(store);
    expect(screen.getByRole('table', { name: 'Passende Dokumente pro Tag, nach Sprache' })).toBeInTheDocument();
    expect(tableRows()[0]).toEqual(['Tag', 'Englisch', 'Deutsch', 'Französisch', 'Gesamt']);
    // the legend names each colour in the reader's language
    expect([...screen.getByTestId('attention-legend').querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Englisch',
      'Deutsch',
      'Französisch',
    ]);
  });

  test('a failing chart says so and leaves the results alone', async () => {
    const { store, api } = await setup();
    api.attentionMode = 'failing';
    await search(store);
    expect(within(screen.getByRole('region', { name: 'Attention over time' })).getByRole('alert')).toBeInTheDocument();
    expect(store.total).toBeGreaterThan(0);
  });

  test('without a canvas (jsdom) no uPlot is made: the table is the chart', async () => {
    expect(canDrawChart()).toBe(false);
    const { store, container } = await setup();
    await search(store);
    expect(container.querySelector('.nd-attention__plot')?.childElementCount).toBe(0);
  });
});

describe('AttentionChart stories', () => {
  test.each(Object.entries(composeStories(stories)))('%s renders in its language, axe-clean', async (name, Story) => {
    const { container, unmount } = render(<Story />);
    await settle();
    const locale = { German: 'de', French: 'fr' }[name] ?? 'en';
    expect(container.querySelector('.nd-root')).toHaveAttribute('lang', locale);
    if (name !== 'Loading') expect(container.querySelector('.nd-attention')).not.toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    unmount();
  });
});
