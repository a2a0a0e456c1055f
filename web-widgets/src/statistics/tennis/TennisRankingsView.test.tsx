import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeStories, renderSportsView, settle } from '../sports-kit/testing/render-sports-view';
import { TENNIS, tennisFixture } from './tennis.fixtures';
import { TennisRankingsView } from './TennisRankingsView';
import * as stories from './TennisRankingsView.stories';

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const rowOf = (name: string) => within(screen.getByRole('table')).getByRole('rowheader', { name }).closest('tr')!;

describe('TennisRankingsView', () => {
  test('loading, then the latest ATP list with rank, points, tournaments and movement', async () => {
    const { server } = await renderSportsView(TennisRankingsView, tennisFixture, { scenario: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(server.calls).toContain(
      'GET /api/sports/statistics/tennis/standings?serviceProvider=newsdesk&associationName=ATP&page=1&limit=50',
    );
    server.pending.clear();
    await userEvent.click(screen.getByRole('radio', { name: 'WTA' }));
    await userEvent.click(screen.getByRole('radio', { name: 'ATP' }));
    await settle();

    expect(screen.getByRole('table')).toHaveAccessibleName('ATP ranking of Mon 30 Dec 2024');
    expect(screen.getByText('Movement compared with the list of Mon 16 Dec 2024.')).toBeInTheDocument();
    expect(rows()).toHaveLength(50);
    // Sinner kept 1st; Zverev and Alcaraz swapped 2nd and 3rd; Tsitsipas is new at 11.
    expect(cells(rowOf('Jannik Sinner'))).toEqual(['1', 'ITA', '11,830', '19', '=unchanged']);
    expect(cells(rowOf('Alexander Zverev'))).toEqual(['2', 'GER', '8,135', '20', '▲ 1up 1 place']);
    expect(cells(rowOf('Carlos Alcaraz'))).toEqual(['3', 'ESP', '7,010', '21', '▼ 1down 1 place']);
    expect(within(rowOf('Stefanos Tsitsipas')).getByText('New')).toBeInTheDocument();
  });

  test('pages through the list and keeps the page in params', async () => {
    const { onParamsChange } = await renderSportsView(TennisRankingsView, tennisFixture);
    const pager = screen.getByRole('navigation', { name: 'Pages of ATP ranking of Mon 30 Dec 2024' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await settle();
    expect(cells(rows()[0]!)[0]).toBe('51');
    expect(onParamsChange).toHaveBeenLastCalledWith({ associationName: 'ATP', page: '2' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(rows()).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  test('the WTA list has no earlier list: no movement, no pages; switching back starts at page 1', async () => {
    const { onParamsChange } = await renderSportsView(TennisRankingsView, tennisFixture, { params: { page: '2', other: 'kept' } });
    expect(cells(rows()[0]!)[0]).toBe('51');
    await userEvent.click(screen.getByRole('radio', { name: 'WTA' }));
    await settle();
    expect(onParamsChange).toHaveBeenLastCalledWith({ associationName: 'WTA', other: 'kept' });
    expect(rows()).toHaveLength(7);
    expect(cells(rowOf('Aryna Sabalenka'))).toEqual(['1', 'BLR', '9,416', '17', '–']);
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'ATP' }));
    await settle();
    expect(cells(rows()[0]!)[0]).toBe('1');
  });

  test('the week picker: labelled, the newest week marked as latest, an older week loads that list and is kept in params', async () => {
    const { server, onParamsChange } = await renderSportsView(TennisRankingsView, tennisFixture);
    const picker = screen.getByRole('combobox', { name: 'Ranking week' });
    expect(picker).toHaveValue('2024-12-30');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mon 30 Dec 2024 (latest)', 'Mon 16 Dec 2024']);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    picker.focus();
    await userEvent.selectOptions(picker, 'Mon 16 Dec 2024');
    await settle();
    expect(server.calls).toContain(
      'GET /api/sports/statistics/tennis/standings?serviceProvider=newsdesk&associationName=ATP&rankingDate=2024-12-16&page=1&limit=50',
    );
    expect(screen.getByRole('table')).toHaveAccessibleName('ATP ranking of Mon 16 Dec 2024');
    expect(screen.getByRole('combobox', { name: 'Ranking week' })).toHaveValue('2024-12-16');
    expect(screen.getByRole('combobox', { name: 'Ranking week' })).toHaveFocus();
    expect(cells(rows()[0]!)[0]).toBe('1');
    expect(onParamsChange).toHaveBeenLastCalledWith({ associationName: 'ATP', rankingDate: '2024-12-16' });

    // the newest week again: no week in params, so the saved view follows the newest list
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ranking week' }), '2024-12-30');
    await settle();
    expect(screen.getByRole('table')).toHaveAccessibleName('ATP ranking of Mon 30 Dec 2024');
    expect(onParamsChange).toHaveBeenLastCalledWith({ associationName: 'ATP' });
  });

  test('a saved week opens that list; another tour starts at its newest week; German label', async () => {
    const { onParamsChange } = await renderSportsView(TennisRankingsView, tennisFixture, {
      params: { rankingDate: '2024-12-16' },
      language: 'de',
    });
    expect(screen.getByRole('combobox', { name: 'Ranglistenwoche' })).toHaveValue('2024-12-16');
    await userEvent.click(screen.getByRole('radio', { name: 'WTA' }));
    await settle();
    expect(onParamsChange).toHaveBeenLastCalledWith({ associationName: 'WTA' });
    const picker = screen.getByRole('combobox', { name: 'Ranglistenwoche' });
    expect(within(picker).getAllByRole('option')).toHaveLength(1);
    expect(picker).toHaveValue('2024-12-30');
  });

  test('a week the tour has no list of (an old shared link) shows the newest list, no error, and leaves the params', async () => {
    const { server, onParamsChange, onError } = await renderSportsView(TennisRankingsView, tennisFixture, {
      params: { associationName: 'ATP', rankingDate: '2019-01-07', page: '2' },
    });
    expect(server.calls).toContain(
      'GET /api/sports/statistics/tennis/standings?serviceProvider=newsdesk&associationName=ATP&rankingDate=2019-01-07&page=2&limit=50',
    );
    expect(screen.getByRole('table')).toHaveAccessibleName('ATP ranking of Mon 30 Dec 2024');
    expect(screen.getByRole('combobox', { name: 'Ranking week' })).toHaveValue('2024-12-30');
    expect(cells(rows()[0]!)[0]).toBe('1');
    expect(onParamsChange).toHaveBeenLastCalledWith({ associationName: 'ATP' });
    expect(onError).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a week that is no day (a hand-edited address) is not asked for', async () => {
    const { server, onParamsChange } = await renderSportsView(TennisRankingsView, tennisFixture, {
      params: { associationName: 'WTA', rankingDate: 'last-week' },
    });
    expect(server.calls).toEqual([
      'GET /api/sports/statistics/tennis/standings?serviceProvider=newsdesk&associationName=WTA&page=1&limit=50',
    ]);
    expect(screen.getByRole('table')).toHaveAccessibleName('WTA ranking of Mon 30 Dec 2024');
    expect(onParamsChange).toHaveBeenLastCalledWith({ associationName: 'WTA' });
  });

  test('a player opens the player panel; "Export as widget" asks for the top of this list', async () => {
    const { onOpenPlayer, onExportWidget } = await renderSportsView(TennisRankingsView, tennisFixture, { language: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Jannik Sinner' }));
    expect(onOpenPlayer).toHaveBeenCalledWith(TENNIS.sinner);
    await userEvent.click(screen.getByRole('button', { name: /^Exporter comme widget/ }));
    expect(onExportWidget).toHaveBeenCalledWith({
      kind: 'tennis-ranking',
      serviceProvider: 'newsdesk',
      params: { associationName: 'ATP', limit: 20 },
      locale: 'fr',
      title: 'Classement ATP',
    });
  });

  test('a failure calls onError with sports.fetch_standings_failed and offers no export', async () => {
    const { onError } = await renderSportsView(TennisRankingsView, tennisFixture, { scenario: 'error' });
    expect(onError).toHaveBeenCalledWith('sports.fetch_standings_failed');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export as widget/ })).toBeNull();
  });
});

describeStories('TennisRankingsView', stories);
