import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeStories, optionsOf, pick, renderSportsView, settle } from '../sports-kit/testing/render-sports-view';
import { TENNIS, tennisFixture } from './tennis.fixtures';
import { TennisToursView } from './TennisToursView';
import * as stories from './TennisToursView.stories';

const table = () => screen.getByRole('table');
const rowOf = (name: string) => within(table()).getByRole('rowheader', { name }).closest('tr')!;

describe('TennisToursView', () => {
  test('says it is loading while the server has not answered', async () => {
    await renderSportsView(TennisToursView, tennisFixture, { scenario: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('region', { name: 'Tours and events' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('shows the latest ATP season with level, surface, start, winner and final', async () => {
    await renderSportsView(TennisToursView, tennisFixture);
    expect(within(table()).getByText('ATP tournaments 2024', { selector: 'caption' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 7);
    const ao = rowOf('Australian Open');
    expect(within(ao).getByText('Grand Slam')).toBeInTheDocument();
    expect(within(ao).getByText('Hard')).toBeInTheDocument();
    expect(within(ao).getByText('Mon 15 Jan 2024')).toBeInTheDocument();
    expect(within(ao).getByRole('button', { name: 'Jannik Sinner' })).toBeInTheDocument();
    expect(within(ao).getByText('3-6 3-6 6-4 6-4 6-3')).toBeInTheDocument();
    expect(within(rowOf('Indian Wells Masters')).getByText('Masters 1000')).toBeInTheDocument();
    expect(within(rowOf('Wimbledon')).getByText('Grass')).toBeInTheDocument();
  });

  test('opening a winner or a finalist calls onOpenPlayer with the player id', async () => {
    const { onOpenPlayer } = await renderSportsView(TennisToursView, tennisFixture);
    const ao = rowOf('Australian Open');
    await userEvent.click(within(ao).getByRole('button', { name: 'Jannik Sinner' }));
    await userEvent.click(within(ao).getByRole('button', { name: 'Daniil Medvedev' }));
    expect(onOpenPlayer.mock.calls).toEqual([[TENNIS.sinner], [TENNIS.medvedev]]);
  });

  test('the WTA switch and the season list reload the tournaments and keep the choice in params', async () => {
    const { server, onParamsChange } = await renderSportsView(TennisToursView, tennisFixture);
    await userEvent.click(screen.getByRole('radio', { name: 'WTA' }));
    await settle();
    expect(server.calls).toContain('GET /api/sports/statistics/tennis/tours?serviceProvider=newsdesk&associationName=WTA&seasonId=2024');
    expect(onParamsChange).toHaveBeenLastCalledWith({ associationName: 'WTA', seasonId: '2024' });
    expect(within(rowOf('Wimbledon')).getByRole('button', { name: 'Barbora Krejcikova' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 4);

    await userEvent.click(screen.getByRole('radio', { name: 'ATP' }));
    await settle();
    expect(optionsOf('Season')).toEqual(['2024', '2023']);
    await pick('Season', '2023');
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 1);
    expect(within(rowOf('Australian Open')).getByText('6-3 7-6(4) 7-6(5)')).toBeInTheDocument();
    expect(onParamsChange).toHaveBeenLastCalledWith({ associationName: 'ATP', seasonId: '2023' });
  });

  test('an import without competition seasons (the Sackmann files) still offers every season of the tour', async () => {
    const imported = { ...tennisFixture, data: () => ({ ...tennisFixture.data(), competitionSeasons: [] }) };
    const { onParamsChange } = await renderSportsView(TennisToursView, imported);
    expect(optionsOf('Season')).toEqual(['2024', '2023']);
    await pick('Season', '2023');
    expect(within(table()).getByText('ATP tournaments 2023', { selector: 'caption' })).toBeInTheDocument();
    expect(onParamsChange).toHaveBeenLastCalledWith({ associationName: 'ATP', seasonId: '2023' });
  });

  test('a failure calls onError with sports.fetch_tours_failed and offers a retry', async () => {
    const { server, onError } = await renderSportsView(TennisToursView, tennisFixture, { scenario: 'error' });
    expect(onError).toHaveBeenCalledWith('sports.fetch_tours_failed');
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded.');
    server.failing.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(rowOf('US Open')).toBeInTheDocument();
  });

  test('German labels and dates', async () => {
    await renderSportsView(TennisToursView, tennisFixture, { language: 'de' });
    expect(within(rowOf('Roland Garros')).getByText('Sand')).toBeInTheDocument();
    expect(within(rowOf('Roland Garros')).getByText('Mo., 27.05.2024')).toBeInTheDocument();
  });
});

describeStories('TennisToursView', stories);
