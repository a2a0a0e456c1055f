import { describe, expect, test } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import preview from '../../../.storybook/preview';
import { renderWidget } from '../testing/render-widget';
import { SportsEmbed } from './SportsEmbed';
import * as stories from './SportsEmbed.stories';
import { makeSportsEmbedStore, type SportsEmbedScenario } from './sports-embed.scenarios';

setProjectAnnotations(preview);

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const show = async (scenario: SportsEmbedScenario, language: Language = 'en') => {
  const { store } = makeSportsEmbedStore(scenario);
  const view = renderWidget(<SportsEmbed store={store} />, { language });
  await act(() => store.load());
  return view;
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('every story renders in its language and is axe-clean', () => {
  test.each(Object.entries(composeStories(stories)))('%s', async (name, Story) => {
    const { container, unmount } = render(<Story />);
    await settle();
    const locale = name.endsWith('German') ? 'de' : name.endsWith('French') ? 'fr' : 'en';
    expect(container.querySelector('.nd-root')).toHaveAttribute('lang', locale);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
  });
});

describe('SportsEmbed', () => {
  test('a league table: title, abbreviated headings with full names, every club with its figures', async () => {
    await show('football-standings');
    expect(screen.getByRole('heading', { level: 2, name: 'Premier League 2024/25' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Points' })).toHaveTextContent('Pts');
    expect(rowsOf(table)[0]).toEqual(['1', 'Liverpool', '38', '25', '9', '4', '86:41', '+45', '84']);
    expect(rowsOf(table)).toHaveLength(5);
    expect(screen.getByText('Times in Central European Time (Zurich)')).toBeInTheDocument();
    // generated 08:30 UTC in May = 10:30 in Zurich
    expect(screen.getByText(/As of .*26 May 2025, 10:30/)).toBeInTheDocument();
  });

  test('fixtures show the Zurich kick-off time under their day, or a dash without a time', async () => {
    await show('football-fixtures', 'de');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Fr., 15.08.2025', 'Sa., 16.08.2025']);
    // 19:00 UTC in August is 21:00 CEST
    expect(within(screen.getByRole('region', { name: 'Fr., 15.08.2025' })).getByRole('listitem')).toHaveTextContent(
      'Liverpool21:00Bournemouth',
    );
    expect(within(screen.getByRole('region', { name: 'Sa., 16.08.2025' })).getByRole('listitem')).toHaveTextContent(
      'Aston Villa–Newcastle',
    );
  });

  test('results and a knockout: scores, extra time and the winner', async () => {
    await show('championship', 'fr');
    expect(screen.getByText('Vainqueur : Paris Saint-Germain')).toBeInTheDocument();
    // The data's stage `Semi-finals` in the embed's language (core round-names, ADR 0029).
    const semis = screen.getByRole('region', { name: 'Demi-finales' });
    expect(within(semis).getByRole('listitem')).toHaveTextContent('Inter4:3Barcelonaa.p.');
  });

  test('tennis: points in the language’s format and the move since the last list, spoken', async () => {
    await show('tennis-ranking', 'de');
    const table = screen.getByRole('table', { name: 'Weltrangliste vom Mo., 30.12.2024' });
    expect(rowsOf(table)[0]).toEqual(['1', 'Jannik Sinner', 'ITA', '11.830', '=']);
    expect(within(table).getByLabelText('1 Plätze besser')).toHaveTextContent('▲1');
    expect(within(table).getByLabelText('1 Plätze schlechter')).toHaveTextContent('▼1');
  });

  test('a player card: each fact with its name, the ranking in the language’s format', async () => {
    await show('player', 'fr');
    const card = screen.getByRole('table', { name: 'Jannik Sinner' });
    const facts = within(card)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(facts).toEqual([
      ['Nation', 'ITA'],
      ['Classement', 'ATP n° 1, 11\u202f830 points (lun. 30/12/2024)'],
    ]);
  });

  test('a Grand Prix: start in Zurich time, classified drivers with time, retired ones with the reason', async () => {
    await show('motorsport-results');
    expect(screen.getByText(/Yas Marina Circuit/)).toHaveTextContent('Yas Marina Circuit, Abu Dhabi · Sun 8 Dec 2024, 14:00');
    const rows = rowsOf(screen.getByRole('table', { name: 'Race' }));
    expect(rows[0]).toEqual(['1', 'Lando Norris', 'McLaren', '1:26:33.291', '25']);
    expect(rows[3]).toEqual(['R', 'Valtteri Bottas', 'Sauber', 'Collision', '0']);
  });

  test('driver and constructor standings say after which round they are', async () => {
    await show('motorsport-team-standings', 'fr');
    const table = screen.getByRole('table', { name: 'Après la manche 24' });
    expect(within(table).getByRole('columnheader', { name: 'Constructeur' })).toBeInTheDocument();
    expect(rowsOf(table)[0]).toEqual(['1', 'McLaren', '6', '666']);
  });

  test('alpine results: times to the hundredth, gaps, cup points and DNF; standings by nation or athlete', async () => {
    await show('wintersport-results', 'de');
    const rows = rowsOf(screen.getByRole('table'));
    expect(rows[0]).toEqual(['1', 'Marco Odermatt', 'SUI', '2:25.97', '', '100']);
    expect(rows[1]).toEqual(['2', 'Franjo von Allmen', 'SUI', '2:26.10', '+0.13', '80']);
    expect(rows[2]).toEqual(['', 'Vincent Kriechmayr', 'AUT', 'ausgeschieden', '', '']);
    expect(screen.getByRole('table')).toHaveAccessibleName(/Wengen · Abfahrt · Männer · Wengen \(SUI\) · Sa\., 18\.01\.2025, 12:30/);
  });

  test('loading, unavailable (revoked) and failed each say so in the widget’s language', async () => {
    const loading = makeSportsEmbedStore('loading').store;
    const first = renderWidget(<SportsEmbed store={loading} />, { language: 'fr' });
    void loading.load();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    first.unmount();
    const second = await show('unavailable', 'de');
    expect(screen.getByRole('status')).toHaveTextContent('Dieses Widget ist nicht mehr verfügbar.');
    second.unmount();
    await show('failed');
    expect(screen.getByRole('status')).toHaveTextContent('The data could not be loaded.');
  });
});
