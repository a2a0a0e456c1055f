import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeStories, optionsOf, pick, renderSportsView, settle } from '../sports-kit/testing/render-sports-view';
import { F1, motorsportFixture } from './motorsport.fixtures';
import { MotorsportStandingsView } from './MotorsportStandingsView';
import * as stories from './MotorsportStandingsView.stories';

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const line = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent),
];

describe('MotorsportStandingsView', () => {
  test('says it is loading, then the drivers after the latest round with points, wins and podiums', async () => {
    const loading = await renderSportsView(MotorsportStandingsView, motorsportFixture, { scenario: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    loading.unmount();

    await renderSportsView(MotorsportStandingsView, motorsportFixture);
    expect(screen.getByRole('table')).toHaveAccessibleName("Drivers' championship 2024 · After round 3");
    expect(rows()).toHaveLength(12);
    // Verstappen: 26 (win + fastest lap) + 8 (sprint) + 25 + 8 (sprint) + 18 = 85
    expect(line(rows()[0]!)).toEqual(['Max Verstappen', '1', 'Red Bull', '85', '2', '3']);
    expect(line(rows()[2]!)).toEqual(['Lando Norris', '3', 'McLaren', '54', '1', '2']);
  });

  test('switches to teams and to an earlier round, and keeps both in params', async () => {
    const { onParamsChange, server } = await renderSportsView(MotorsportStandingsView, motorsportFixture);
    await userEvent.click(screen.getByRole('radio', { name: 'Teams' }));
    await settle();
    expect(onParamsChange).toHaveBeenLastCalledWith({ seasonId: '2024', entityType: 'team' });
    expect(screen.getByRole('table')).toHaveAccessibleName("Constructors' championship 2024 · After round 3");
    expect(line(rows()[0]!)).toEqual(['Red Bull', '1', '142', '2', '5']);

    expect(optionsOf('Standings')).toEqual(['After the latest round', 'After round 3', 'After round 2', 'After round 1']);
    await pick('Standings', 'After round 1');
    expect(server.calls.at(-1)).toBe(
      'GET /api/sports/statistics/motorsport/ranking?serviceProvider=newsdesk&entityType=team&seasonId=2024&afterRound=1',
    );
    expect(onParamsChange).toHaveBeenLastCalledWith({ seasonId: '2024', entityType: 'team', afterRound: '1' });
    expect(screen.getByRole('table')).toHaveAccessibleName("Constructors' championship 2024 · After round 1");
    expect(line(rows()[0]!)).toEqual(['Red Bull', '1', '44', '1', '2']);
    // the latest round again is stored as "latest", so the cached view follows the season
    await pick('Standings', 'After round 3');
    expect(onParamsChange).toHaveBeenLastCalledWith({ seasonId: '2024', entityType: 'team' });
  });

  test('a driver opens the player panel, a team the club panel; export asks for the live table of the season', async () => {
    const { onOpenPlayer, onOpenTeam, onExportWidget } = await renderSportsView(MotorsportStandingsView, motorsportFixture);
    await userEvent.click(screen.getByRole('button', { name: 'Max Verstappen' }));
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Red Bull' }));
    expect(onOpenPlayer).toHaveBeenCalledWith(F1.verstappen);
    expect(onOpenTeam).toHaveBeenCalledWith(F1.redBull);
    await userEvent.click(screen.getByRole('button', { name: /^Export as widget/ }));
    expect(onExportWidget).toHaveBeenCalledWith({
      kind: 'motorsport-driver-standings',
      serviceProvider: 'newsdesk',
      params: { seasonId: '2024' },
      locale: 'en',
      title: "Drivers' championship 2024",
    });
  });

  test('a failure calls onError with sports.fetch_standings_failed', async () => {
    const { onError } = await renderSportsView(MotorsportStandingsView, motorsportFixture, { scenario: 'error' });
    expect(onError).toHaveBeenCalledWith('sports.fetch_standings_failed');
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded.');
  });
});

describeStories('MotorsportStandingsView', stories);
