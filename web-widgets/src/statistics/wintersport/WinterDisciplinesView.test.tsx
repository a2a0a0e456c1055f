import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeStories, renderSportsView, settle } from '../sports-kit/testing/render-sports-view';
import { ALPINE, wintersportFixture } from './wintersport.fixtures';
import { WinterDisciplinesView } from './WinterDisciplinesView';
import * as stories from './WinterDisciplinesView.stories';

const races = () => screen.getAllByRole('table')[0]!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;

describe('WinterDisciplinesView', () => {
  test('says it is loading, then lists the disciplines with their races and opens the first with races', async () => {
    const loading = await renderSportsView(WinterDisciplinesView, wintersportFixture, { scenario: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    loading.unmount();

    await renderSportsView(WinterDisciplinesView, wintersportFixture);
    const list = screen.getByRole('list', { name: 'Disciplines' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Downhill 3 races', 'Super-G 0 races', 'Giant slalom 1 race', 'Slalom 0 races']);
    expect(within(list).getByRole('button', { name: /Downhill/ })).toHaveAttribute('aria-pressed', 'true');
    expect(races()).toHaveAccessibleName('Downhill: races (times CET/CEST)');
    // Wengen starts 11:30 UTC = 12:30 CET
    expect(cells(rowOf(races(), 'Lauberhorn downhill'))).toEqual(['Sat 18 Jan 2025, 12:30 CET', 'Wengen (SUI)', 'Men', 'Marco Odermatt']);
    expect(cells(rowOf(races(), 'Cortina downhill'))[2]).toBe('Women');
  });

  test('a race opens its classification with gaps and cup points, then DNF, DSQ and DNS apart', async () => {
    const { onParamsChange, onOpenPlayer, onExportWidget } = await renderSportsView(WinterDisciplinesView, wintersportFixture);
    await userEvent.click(screen.getByRole('button', { name: 'Lauberhorn downhill' }));
    await settle();
    expect(onParamsChange).toHaveBeenLastCalledWith({ disciplineId: 'DH', seasonId: ALPINE.season, raceId: ALPINE.wengen });
    expect(screen.getByRole('heading', { name: 'Results: Lauberhorn downhill, Sat 18 Jan 2025' })).toHaveFocus();
    const classification = screen.getByRole('table', { name: 'Classification (8 finished)' });
    const line = (name: string) => cells(rowOf(classification, name));
    expect(line('Marco Odermatt')).toEqual(['1', '3', 'SUI', '2:25.07', '', '100']);
    expect(line('Franjo von Allmen')).toEqual(['2', '10', 'SUI', '2:25.35', '+0.28', '80']);
    // a tie shares the rank and the points
    expect(line('Dominik Paris')).toEqual(['5', '31', 'ITA', '2:26.01', '+0.94', '45']);
    expect(line('Vincent Kriechmayr')).toEqual(['5', '8', 'AUT', '2:26.01', '+0.94', '45']);
    expect(within(screen.getByRole('table', { name: 'Did not finish (1)' })).getByRole('rowheader')).toHaveTextContent('Marco Schwarz');
    expect(within(screen.getByRole('table', { name: 'Did not start (1)' })).getByRole('rowheader')).toHaveTextContent(
      'Aleksander Aamodt Kilde',
    );
    expect(within(screen.getByRole('table', { name: 'Disqualified (1)' })).getByRole('rowheader')).toHaveTextContent('Daniel Hemetsberger');

    await userEvent.click(within(classification).getByRole('button', { name: 'Marco Odermatt' }));
    expect(onOpenPlayer).toHaveBeenCalledWith(ALPINE.odermatt);
    await userEvent.click(screen.getByRole('button', { name: /^Export as widget/ }));
    expect(onExportWidget).toHaveBeenCalledWith({
      kind: 'wintersport-results',
      serviceProvider: 'newsdesk',
      params: { raceId: ALPINE.wengen },
      locale: 'en',
      title: 'Lauberhorn downhill, Wengen',
    });
  });

  test('a two-run giant slalom shows both runs, a DNF in the 2nd run and a DNQ', async () => {
    await renderSportsView(WinterDisciplinesView, wintersportFixture, {
      params: { disciplineId: 'GS', raceId: ALPINE.adelboden },
      language: 'fr',
    });
    const classification = screen.getByRole('table', { name: 'Classement (6 à l’arrivée)' });
    expect(
      within(classification)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rang', 'Dossard', 'Athlète', 'Nation', 'Manche 1', 'Manche 2', 'Temps', 'Écart', 'Points Coupe du monde']);
    expect(cells(rowOf(classification, 'Loïc Meillard'))).toEqual(['2', '10', 'SUI', '1:12.90', '1:12.98', '2:25.88', '+0.65', '80']);
    const dnf = screen.getByRole('table', { name: 'Abandons (2)' });
    expect(cells(rowOf(dnf, 'Lucas Pinheiro Braathen'))).toEqual(['40', 'BRA', '1:12.88', '–']);
    const dnq = screen.getByRole('table', { name: 'Non qualifiés pour la 2e manche (1)' });
    expect(cells(rowOf(dnq, 'River Radamus'))).toEqual(['41', 'USA', '1:15.02', '–']);
  });

  test('the gender filter and another discipline reload the races and keep the choice', async () => {
    const { server, onParamsChange } = await renderSportsView(WinterDisciplinesView, wintersportFixture);
    await userEvent.click(screen.getByRole('radio', { name: 'Women' }));
    await settle();
    expect(server.calls.at(-1)).toBe(
      'GET /api/sports/statistics/results?serviceProvider=newsdesk&disciplineId=DH&seasonId=2024-25&gender=women',
    );
    expect(onParamsChange).toHaveBeenLastCalledWith({ disciplineId: 'DH', seasonId: ALPINE.season, gender: 'women' });
    expect(within(races()).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Super-G/ }));
    await settle();
    expect(onParamsChange).toHaveBeenLastCalledWith({ disciplineId: 'SG', seasonId: ALPINE.season, gender: 'women' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('There are no races in this discipline for this selection.')).toBeInTheDocument();
  });

  test('failures call onError: disciplines with sports.fetch_disciplines_failed, races with sports.fetch_results_failed', async () => {
    const failing = await renderSportsView(WinterDisciplinesView, wintersportFixture, { scenario: 'error' });
    expect(failing.onError).toHaveBeenCalledWith('sports.fetch_disciplines_failed');
    failing.unmount();

    const { server, onError } = await renderSportsView(WinterDisciplinesView, wintersportFixture);
    server.failing.add('/api/sports/statistics/results');
    await userEvent.click(screen.getByRole('button', { name: /Giant slalom/ }));
    await settle();
    expect(onError).toHaveBeenCalledWith('sports.fetch_results_failed');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});

describeStories('WinterDisciplinesView', stories);
