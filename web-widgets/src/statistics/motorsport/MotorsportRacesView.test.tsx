import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeStories, optionsOf, pick, renderSportsView, settle } from '../sports-kit/testing/render-sports-view';
import { F1, motorsportFixture } from './motorsport.fixtures';
import { MotorsportRacesView } from './MotorsportRacesView';
import * as stories from './MotorsportRacesView.stories';

const calendar = () => screen.getAllByRole('table')[0]!;
const raceRow = (name: string) => within(calendar()).getByRole('rowheader', { name }).closest('tr')!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('MotorsportRacesView', () => {
  test('says it is loading while the server has not answered', async () => {
    await renderSportsView(MotorsportRacesView, motorsportFixture, { scenario: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('the calendar of the latest season: Zurich start times with CET or CEST, sprint starts, winners', async () => {
    await renderSportsView(MotorsportRacesView, motorsportFixture);
    expect(calendar()).toHaveAccessibleName('Race calendar 2024 (times CET/CEST)');
    // Bahrain 15:00 UTC on 2 March is 16:00 CET; Miami 20:00 UTC on 5 May is 22:00 CEST, its sprint 18:00 CEST the day before.
    expect(cells(raceRow('Bahrain Grand Prix'))).toEqual([
      '1',
      'Bahrain International Circuit · Sakhir, Bahrain',
      'Sat 2 Mar 2024, 16:00 CET',
      '–',
      'Max Verstappen',
    ]);
    expect(cells(raceRow('Miami Grand Prix'))).toEqual([
      '3',
      'Miami International Autodrome · Miami, USA',
      'Sun 5 May 2024, 22:00 CEST',
      'Sat 4 May 2024, 18:00 CEST',
      'Lando Norris',
    ]);
    expect(cells(raceRow('Emilia Romagna Grand Prix'))[4]).toBe('Not raced yet');
    // a race without results cannot be opened
    expect(within(raceRow('Emilia Romagna Grand Prix')).queryByRole('button')).toBeNull();
  });

  test('a race opens its sprint and race classification; export asks for this race', async () => {
    const { onParamsChange, onExportWidget, onOpenPlayer, onOpenTeam } = await renderSportsView(MotorsportRacesView, motorsportFixture, {
      language: 'de',
    });
    await userEvent.click(within(raceRow('Miami Grand Prix')).getByRole('button', { name: 'Miami Grand Prix' }));
    await settle();
    expect(onParamsChange).toHaveBeenLastCalledWith({ seasonId: '2024', raceId: F1.miami });
    expect(screen.getByRole('heading', { name: 'Ergebnisse: Miami Grand Prix 2024' })).toBeInTheDocument();
    const sprint = screen.getByRole('table', { name: 'Sprint' });
    const race = screen.getByRole('table', { name: 'Rennen' });
    const sprintRows = within(sprint).getAllByRole('row').slice(1);
    expect(sprintRows).toHaveLength(11);
    expect(cells(sprintRows[0]!)).toEqual(['1', '1', 'Red Bull', '19', '30:04.176', '1', '8']);
    // Norris crashed out of the sprint: not classified, with the reason
    const norris = within(sprint).getByRole('rowheader', { name: 'Lando Norris' }).closest('tr')!;
    expect(cells(norris)).toEqual(['Ausf.', '4', 'McLaren', '5', 'Collision', '9', '0']);
    const raceRows = within(race).getAllByRole('row').slice(1);
    expect(within(raceRows[0]!).getByRole('rowheader')).toHaveTextContent('Lando Norris');
    // Piastri 9th with the fastest lap: 2 + 1 points
    const piastri = within(race)
      .getByRole('rowheader', { name: /Oscar Piastri/ })
      .closest('tr')!;
    expect(within(piastri).getByText('Schnellste Runde')).toBeInTheDocument();
    expect(cells(piastri).at(-1)).toBe('3');

    await userEvent.click(within(piastri).getByRole('button', { name: 'Oscar Piastri' }));
    await userEvent.click(within(piastri).getByRole('button', { name: 'McLaren' }));
    expect(onOpenPlayer).toHaveBeenCalledWith('fixture:f1:driver:piastri');
    expect(onOpenTeam).toHaveBeenCalledWith('fixture:f1:team:mclaren');

    await userEvent.click(screen.getByRole('button', { name: /^Als Widget exportieren/ }));
    expect(onExportWidget).toHaveBeenCalledWith({
      kind: 'motorsport-results',
      serviceProvider: 'newsdesk',
      params: { raceId: F1.miami },
      locale: 'de',
      title: 'Miami Grand Prix 2024',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Ergebnisse schliessen' }));
    expect(screen.queryByRole('table', { name: 'Sprint' })).toBeNull();
    expect(onParamsChange).toHaveBeenLastCalledWith({ seasonId: '2024' });
  });

  test('another season clears the opened race', async () => {
    const { onParamsChange } = await renderSportsView(MotorsportRacesView, motorsportFixture, { params: { raceId: F1.bahrain } });
    expect(screen.getByRole('table', { name: 'Race' })).toBeInTheDocument();
    expect(optionsOf('Season')).toEqual(['2024', '2023']);
    await pick('Season', '2023');
    expect(onParamsChange).toHaveBeenLastCalledWith({ seasonId: '2023' });
    expect(screen.queryByRole('table', { name: 'Race' })).toBeNull();
    expect(within(calendar()).getAllByRole('row')).toHaveLength(2);
  });

  test('failures call onError: the calendar with sports.fetch_races_failed, a race with sports.fetch_results_failed', async () => {
    const { server, onError } = await renderSportsView(MotorsportRacesView, motorsportFixture);
    server.failing.add('/api/sports/statistics/motorsport/results');
    await userEvent.click(screen.getByRole('button', { name: 'Chinese Grand Prix' }));
    await settle();
    expect(onError).toHaveBeenCalledWith('sports.fetch_results_failed');
    expect(screen.getByRole('alert')).toBeInTheDocument();

    const failing = await renderSportsView(MotorsportRacesView, motorsportFixture, { scenario: 'error' });
    expect(failing.onError).toHaveBeenCalledWith('sports.fetch_races_failed');
  });
});

describeStories('MotorsportRacesView', stories);
