import { describe, expect, test } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { CollectionsWorkspace } from '../src/collections/CollectionsWorkspace';
import { makeCollectionsStore } from '../src/collections/collections.scenarios';
import { SearchWorkspace } from '../src/search/SearchWorkspace';
import { makeSearchStore } from '../src/search/search.scenarios';
import { FakeSourceAdminApi } from '../src/source-admin/source-admin.fixtures';
import { TopicsAdmin } from '../src/source-admin/TopicsAdmin';
import { TopicsStore } from '../src/source-admin/topics.store';
import { StatisticsWorkspace } from '../src/statistics/StatisticsWorkspace';
import { makeStatisticsStore } from '../src/statistics/statistics.scenarios';
import { renderWidget } from '../src/testing/render-widget';

/** ADR 0029: a German reader sees topics and the sports data's round and stage names in German. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });

describe('topic names in German', () => {
  test('an admin names a topic in German; the tree shows that name, the English one stays the fallback; axe-clean', async () => {
    const user = userEvent.setup();
    const api = new FakeSourceAdminApi('loaded');
    const { container } = renderWidget(<TopicsAdmin store={new TopicsStore(api)} />, { language: 'de' });
    const names = await screen.findByRole('group', { name: 'Namen in jeder Sprache' });
    expect(within(names).getByRole('textbox', { name: 'Deutscher Name' })).toBeDisabled();
    await user.selectOptions(within(names).getByRole('combobox', { name: 'Thema' }), 'economy');
    await user.type(within(names).getByRole('textbox', { name: 'Deutscher Name' }), 'Wirtschaft');
    await user.type(within(names).getByRole('textbox', { name: 'Französischer Name' }), 'Économie');
    await user.click(within(names).getByRole('button', { name: 'Namen speichern' }));
    expect(await within(names).findByRole('status')).toHaveTextContent('Namen von „Economy“ gespeichert.');
    expect(api.topics.find((topic) => topic.id === 'economy')?.labels).toEqual({ de: 'Wirtschaft', fr: 'Économie' });
    const table = screen.getByRole('table', { name: 'Themen und Unterthemen' });
    expect(within(table).getByRole('rowheader', { name: 'Wirtschaft' })).toBeInTheDocument();
    // No German name for Sport: the topic's own name.
    expect(within(table).getByRole('rowheader', { name: 'Sport' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('save without a topic chosen says which field is missing, in German', async () => {
    const user = userEvent.setup();
    renderWidget(<TopicsAdmin store={new TopicsStore(new FakeSourceAdminApi('loaded'))} />, { language: 'de' });
    const names = await screen.findByRole('group', { name: 'Namen in jeder Sprache' });
    await user.click(within(names).getByRole('button', { name: 'Namen speichern' }));
    expect(within(names).getByRole('combobox', { name: 'Thema' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(names).getByRole('alert')).not.toBeEmptyDOMElement();
  });

  test("a search result's topic badge shows the German name, and the English one is nowhere", async () => {
    const user = userEvent.setup();
    const { store, ready } = makeSearchStore('idle');
    renderWidget(<SearchWorkspace store={store} onOpenDocument={() => undefined} clipboard={{ writeText: () => Promise.resolve() }} />, {
      language: 'de',
    });
    await act(async () => {
      await ready;
    });
    await user.type(screen.getByRole('combobox', { name: 'Suchbegriffe' }), 'rate{Enter}');
    await settle();
    expect(screen.getAllByText('Wirtschaft').length).toBeGreaterThan(0);
    expect(screen.queryByText('Economy')).toBeNull();
  });
});

test("a collection's topic filter is named in German on its card", async () => {
  const { store, ready } = makeCollectionsStore('list');
  renderWidget(<CollectionsWorkspace store={store} onOpenDocument={() => undefined} />, { language: 'de' });
  await act(async () => {
    await ready;
  });
  await settle();
  expect(await screen.findByText('Thema: Wirtschaft')).toBeInTheDocument();
  expect(screen.queryByText('Thema: economy')).toBeNull();
  // and in the editor of that collection
  act(() => store.edit(store.collections.find((c) => c.search.filters.topics.includes('economy'))!));
  await settle();
  expect(within(screen.getByRole('dialog')).getByText('Thema: Wirtschaft')).toBeInTheDocument();
});

describe('round and stage names in German', () => {
  const setup = async (scenario: 'fixtures' | 'championships') => {
    const made = makeStatisticsStore(scenario);
    const user = userEvent.setup();
    renderWidget(<StatisticsWorkspace store={made.store} clipboard={{ writeText: () => Promise.resolve() }} />, { language: 'de' });
    await act(async () => {
      await made.ready;
    });
    await settle();
    return user;
  };

  test('fixtures and results: "Matchday 3" reads "3. Spieltag"', async () => {
    const user = await setup('fixtures');
    expect(screen.getAllByRole('cell', { name: '4. Spieltag' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Resultate' }));
    await settle();
    expect(screen.getByRole('combobox', { name: 'Runde' })).toHaveDisplayValue('3. Spieltag');
    expect(screen.getByRole('table', { name: 'Premier League 2024-25 · 3. Spieltag' })).toBeInTheDocument();
  });

  test('championships: the stages read Finale and Halbfinale; choosing one still works', async () => {
    const user = await setup('championships');
    expect(screen.getByRole('table', { name: 'FA Cup 2024-25 · Finale' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Phase' }), 'Halbfinale');
    expect(screen.getByRole('table', { name: 'FA Cup 2024-25 · Halbfinale' })).toBeInTheDocument();
  });
});
