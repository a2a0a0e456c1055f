import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wireExportFor } from '../wire-export';
import { describeStories, optionsOf, pick, renderSportsView, settle } from '../sports-kit/testing/render-sports-view';
import { ALPINE, wintersportFixture } from './wintersport.fixtures';
import { WinterStandingsView } from './WinterStandingsView';
import * as stories from './WinterStandingsView.stories';

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const line = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);

describe('WinterStandingsView', () => {
  test('says it is loading, then the men’s overall World Cup of the latest season as FIS published it', async () => {
    const loading = await renderSportsView(WinterStandingsView, wintersportFixture, { scenario: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    loading.unmount();

    await renderSportsView(WinterStandingsView, wintersportFixture);
    expect(screen.getByRole('table')).toHaveAccessibleName('World Cup Overall Men 2024-25');
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('The table as published by FIS and imported.')).toBeInTheDocument();
    expect(rows()).toHaveLength(7);
    expect(line(rows()[0]!)).toEqual(['Marco Odermatt', '1', 'SUI', '1,721']);
  });

  test('a discipline without a published table is computed from the races, and says so', async () => {
    const { onParamsChange, server } = await renderSportsView(WinterStandingsView, wintersportFixture);
    expect(optionsOf('Standings')).toEqual(['Overall', 'Downhill', 'Super-G', 'Giant slalom', 'Slalom']);
    await pick('Standings', 'Downhill');
    expect(server.calls.at(-1)).toBe(
      'GET /api/sports/statistics/wintersport/standings?serviceProvider=newsdesk&gender=men&disciplineId=DH&kind=athlete&seasonId=2024-25',
    );
    expect(onParamsChange).toHaveBeenLastCalledWith({ seasonId: '2024-25', gender: 'men', disciplineId: 'DH', kind: 'athlete' });
    expect(screen.getByText('Computed')).toBeInTheDocument();
    expect(screen.getByText('Added up by Newsdesk from 2 races with the World Cup points table.')).toBeInTheDocument();
    // Odermatt 100 (Wengen) + 80 (Kitzbühel); Crawford 50 + 100
    expect(line(rows()[0]!)).toEqual(['Marco Odermatt', '1', 'SUI', '180']);
    expect(line(rows()[1]!)).toEqual(['James Crawford', '2', 'CAN', '150']);
  });

  test('the Nations Cup of men and women together, as published, with its export', async () => {
    const { onParamsChange, onExportWidget } = await renderSportsView(WinterStandingsView, wintersportFixture, { language: 'de' });
    await userEvent.click(screen.getByRole('radio', { name: 'Nationencup' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Gemischt' }));
    await settle();
    expect(onParamsChange).toHaveBeenLastCalledWith({ seasonId: '2024-25', gender: 'mixed', disciplineId: 'ALL', kind: 'nation' });
    // the page's "export to wire" takes the standings from these params
    expect(wireExportFor('winter-standings', onParamsChange.mock.lastCall![0])).toEqual({
      sportType: 'wintersport',
      params: { seasonId: '2024-25', gender: 'mixed', disciplineId: 'ALL' },
    });
    expect(screen.getByRole('table')).toHaveAccessibleName('Nationencup Gesamt Gemischt 2024-25');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rang', 'Nation', 'Punkte']);
    expect(line(rows()[0]!)).toEqual(['SUI', '1', '10.020']);
    await userEvent.click(screen.getByRole('button', { name: /^Als Widget exportieren/ }));
    expect(onExportWidget).toHaveBeenCalledWith({
      kind: 'wintersport-standings',
      serviceProvider: 'newsdesk',
      params: { seasonId: ALPINE.season, gender: 'mixed', disciplineId: 'ALL', kind: 'nation' },
      locale: 'de',
      title: 'Nationencup Gesamt Gemischt 2024-25',
    });
  });

  test('an athlete opens the player panel', async () => {
    const { onOpenPlayer } = await renderSportsView(WinterStandingsView, wintersportFixture);
    await userEvent.click(screen.getByRole('button', { name: 'Marco Odermatt' }));
    expect(onOpenPlayer).toHaveBeenCalledWith(ALPINE.odermatt);
  });

  test('a failure calls onError with sports.fetch_standings_failed', async () => {
    const { onError } = await renderSportsView(WinterStandingsView, wintersportFixture, { scenario: 'error' });
    expect(onError).toHaveBeenCalledWith('sports.fetch_standings_failed');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export as widget/ })).toBeNull();
  });
});

describeStories('WinterStandingsView', stories);
