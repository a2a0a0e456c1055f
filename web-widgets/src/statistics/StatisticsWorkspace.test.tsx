import { beforeAll, describe, expect, test } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import preview from '../../../.storybook/preview';
import { answerSlowly, followBrowserFocusFixup } from '../testing/focus-fixup';
import { renderWidget } from '../testing/render-widget';
import { Toasts } from '../toasts/Toasts';
import { ToastStore } from '../toasts/toast.store';
import { StatisticsWorkspace } from './StatisticsWorkspace';
import * as stories from './StatisticsWorkspace.stories';
import { SAKA } from './statistics.fixtures';
import { makeStatisticsStore, type StatisticsScenario } from './statistics.scenarios';

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });

const setup = async (
  scenario: StatisticsScenario = 'overview',
  language: Language = 'en',
  clipboard: Pick<Clipboard, 'writeText'> = { writeText: () => Promise.resolve() },
) => {
  const toasts = new ToastStore({ autoCloseMs: 60_000 });
  const made = makeStatisticsStore(scenario, toasts);
  const user = userEvent.setup();
  const view = renderWidget(
    <>
      <StatisticsWorkspace store={made.store} clipboard={clipboard} />
      <Toasts store={toasts} />
    </>,
    { language },
  );
  await act(async () => {
    await made.ready;
  });
  await settle();
  return { ...made, toasts, user, ...view };
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent?.trim()));

describe('StatisticsWorkspace', () => {
  test('the table: rank, team, played, W/D/L, goals, difference, points, form; axe-clean', async () => {
    const { container } = await setup('competitions');
    expect(screen.getByRole('heading', { level: 2, name: 'Competitions and leagues' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Competition' })).toHaveDisplayValue('Premier League');
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveDisplayValue('2024-25');
    const table = screen.getByRole('table', { name: 'Premier League 2024-25' });
    // Hand-checked from the three matchdays of the fixtures (3/1/0, then goal difference, goals scored).
    expect(rowsOf(table)).toEqual([
      ['1', 'Manchester City FC', '3', '2', '1', '0', '7:2', '+5', '7', 'DWW'],
      ['2', 'Liverpool FC', '3', '2', '1', '0', '6:3', '+3', '7', 'DWW'],
      ['3', 'Arsenal FC', '3', '1', '1', '1', '3:3', '0', '4', 'WDL'],
      ['4', 'Newcastle United FC', '3', '1', '1', '1', '5:7', '−2', '4', 'WLD'],
      ['5', 'Chelsea FC', '3', '0', '1', '2', '3:6', '−3', '1', 'LLD'],
      ['6', 'Tottenham Hotspur FC', '3', '0', '1', '2', '2:5', '−3', '1', 'LDL'],
    ]);
    expect(within(table).getByRole('img', { name: 'Last five: won, drawn, lost' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Goal difference' })).toBeInTheDocument();
    expect(
      screen.getByText('Level on points: goal difference, goals scored. 9 matches counted, the last on Sun 1 Sep 2024.'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('fixtures and results show kick-off in Europe/Zurich, CET in winter and CEST in summer', async () => {
    const { user } = await setup('fixtures');
    const fixtures = screen.getByRole('table', { name: 'Premier League 2024-25' });
    // 15:00 UTC on 11 January is 16:00 CET.
    expect(rowsOf(fixtures)[0]).toEqual(['Sat 11 Jan 2025', '16:00 CET', 'Matchday 4', 'Chelsea FC', 'vs', 'Arsenal FC']);
    await user.click(screen.getByRole('radio', { name: 'All matches' }));
    await settle();
    expect(rowsOf(screen.getByRole('table', { name: 'Premier League 2024-25' }))[0]).toEqual([
      'Sat 17 Aug 2024',
      '13:30 CEST',
      'Matchday 1',
      'Arsenal FC',
      '2–0',
      'Chelsea FC',
    ]);
    expect(screen.getByRole('row', { name: /Sun 12 Jan 2025/ })).toHaveTextContent('not yet set');
    expect(screen.getByRole('row', { name: /Sun 12 Jan 2025/ })).toHaveTextContent('postponed');
    await user.click(screen.getByRole('button', { name: 'Results' }));
    await settle();
    expect(screen.getByRole('combobox', { name: 'Round' })).toHaveDisplayValue('Matchday 3');
    expect(rowsOf(screen.getByRole('table', { name: 'Premier League 2024-25 · Matchday 3' }))[0]).toEqual([
      'Sat 31 Aug 2024',
      '13:30 CEST',
      'Arsenal FC',
      '1–3',
      'Liverpool FC',
    ]);
  });

  test('search: the combobox finds a team, Enter opens its panel; opening it again toasts "already open"', async () => {
    const { user, api } = await setup();
    const input = screen.getByRole('combobox', { name: 'Search teams and players' });
    await user.type(input, 'arsen');
    await settle();
    expect(api.callsOf('search')).toContainEqual(['arsen', 10]);
    const options = within(screen.getByRole('listbox', { name: 'Teams and players' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Arsenal FCTeam · Football · GB']);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    await settle();
    // the club, squad and player panels load on demand (ADR 0016): wait for the chunk, not a fixed tick
    expect(await screen.findByRole('heading', { level: 2, name: 'Arsenal FC' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Place 3 in Premier League 2024-25: 4 points from 3 matches')).toBeInTheDocument();
    const panels = screen.getByRole('list', { name: 'Open teams and players' });
    expect(within(panels).getByRole('button', { name: 'Team Arsenal FC' })).toHaveAttribute('aria-current', 'true');
    await user.type(input, 'arsen');
    await settle();
    await user.keyboard('{ArrowDown}{Enter}');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Selected team or player is already open');
  });

  test('nothing found says so; a team in the table opens the club, a squad name the player', async () => {
    const { user } = await setup('competitions');
    await user.type(screen.getByRole('combobox', { name: 'Search teams and players' }), 'Grasshopper');
    await settle();
    expect(screen.getByText("Oops! We couldn't find anything for that term.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Arsenal FC' }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Squad' }));
    await settle();
    // the club, squad and player panels load on demand (ADR 0016): wait for the chunk, not a fixed tick
    expect(await screen.findByRole('heading', { level: 2, name: 'Squad of Arsenal FC' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bukayo Saka' }));
    await settle();
    // the club, squad and player panels load on demand (ADR 0016): wait for the chunk, not a fixed tick
    expect(await screen.findByRole('heading', { level: 2, name: 'Bukayo Saka' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Wed 5 Sep 2001')).toBeInTheDocument();
  });

  test('export as widget: the dialog makes the embed code; both snippets copy; the preview opens in a new tab', async () => {
    const written: string[] = [];
    const { user, api, container } = await setup('competitions', 'en', { writeText: async (text) => void written.push(text) });
    await user.click(screen.getByRole('button', { name: 'Export as widget' }));
    const dialog = screen.getByRole('dialog', { name: 'Export as widget' });
    expect(within(dialog).getByRole('textbox', { name: 'Title above the widget' })).toHaveValue('Premier League 2024-25');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language of the widget' }), 'de');
    await user.click(within(dialog).getByRole('button', { name: 'Create embed code' }));
    await settle();
    expect(api.callsOf('createWidget')).toEqual([
      [expect.objectContaining({ kind: 'football-standings', locale: 'de', params: { competitionSeasonId: 'openfootball:en.1:2024-25' } })],
    ]);
    const script = within(dialog).getByRole('textbox', { name: 'Script tag' });
    expect((script as HTMLTextAreaElement).value).toContain('<div data-newsdesk-sports-widget data-token="token-1"');
    await user.click(within(dialog).getByRole('button', { name: 'Copy script tag' }));
    expect(written).toEqual([(script as HTMLTextAreaElement).value]);
    expect(within(dialog).getByText('Copied to clipboard.')).toHaveAttribute('role', 'status');
    expect(within(dialog).getByRole('link', { name: 'Preview the widget' })).toHaveAttribute('target', '_blank');
    expect(await axe(container)).toHaveNoViolations();
  });

  test("export as widget from a player's page: the player's card, in the page's language, titled with the name", async () => {
    const { user, api } = await setup('player', 'de');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bukayo Saka' }, { timeout: 10_000 })).toBeInTheDocument();
    // the data's "Forward", in the page's language (position-names.ts)
    expect(screen.getByText('Stürmer')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Als Widget exportieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Als Widget exportieren' });
    expect(dialog).toHaveTextContent('Diese Spielerkarte auf einer anderen Webseite zeigen');
    await user.click(within(dialog).getByRole('button', { name: 'Einbettungscode erstellen' }));
    await settle();
    expect(api.callsOf('createWidget')).toEqual([
      [expect.objectContaining({ kind: 'player', locale: 'de', title: 'Bukayo Saka', params: { playerId: SAKA.id } })],
    ]);
  });

  test('export as widget: a refused request keeps focus in the dialog, on its message, and Escape closes it', async () => {
    const undo = followBrowserFocusFixup();
    try {
      const { user, api } = await setup('competitions');
      api.failing.add('createWidget');
      answerSlowly(api, 'createWidget');
      await user.click(screen.getByRole('button', { name: 'Export as widget' }));
      const dialog = screen.getByRole('dialog', { name: 'Export as widget' });
      await user.click(within(dialog).getByRole('button', { name: 'Create embed code' }));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveFocus());
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });

  test('a clipboard that refuses says "Copy to clipboard failed."', async () => {
    const { user } = await setup('export-created', 'en', { writeText: () => Promise.reject(new Error('denied')) });
    await user.click(screen.getByRole('button', { name: 'Copy iframe' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Copy to clipboard failed.');
  });

  test('export to wire: a failure toasts "Error exporting results"', async () => {
    const { user, api, saved } = await setup('competitions');
    await user.click(screen.getByRole('button', { name: 'Export to wire (SportsML)' }));
    await settle();
    expect(saved).toEqual([{ file: 'sportsml-football.xml' }]);
    api.failing.add('exportToWire');
    await user.click(screen.getByRole('button', { name: 'Export to wire (SportsML)' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Error exporting results');
  });

  test('a failing table shows a retry and spec §8’s toast; the retry loads it', async () => {
    const { user, api } = await setup('error');
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Error fetching standings'), expect.stringContaining('Error fetching matches')]),
    );
    api.failing.clear();
    await user.click(within(screen.getByText('The table could not be loaded.').parentElement!).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('table', { name: 'Premier League 2024-25' })).toBeInTheDocument();
  });

  test('championships: the winner and the final first; an earlier stage shows extra time and penalties', async () => {
    const { user } = await setup('championships');
    expect(screen.getByText('Winner:').parentElement).toHaveTextContent('Winner: Arsenal FC');
    expect(rowsOf(screen.getByRole('table', { name: 'FA Cup 2024-25 · Final' }))).toEqual([
      ['Sat 17 May 2025', '17:30 CEST', 'Arsenal FC', '2–1', 'Manchester City FC'],
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Semi-finals');
    expect(rowsOf(screen.getByRole('table', { name: 'FA Cup 2024-25 · Semi-finals' }))).toEqual([
      ['Sat 26 Apr 2025', '18:15 CEST', 'Arsenal FC', '2–1after extra time', 'Tottenham Hotspur FC'],
      ['Sun 27 Apr 2025', '17:30 CEST', 'Manchester City FC', '0–0after extra time4–3 on penalties', 'Newcastle United FC'],
    ]);
  });

  test('German and French labels of spec §2', async () => {
    await setup('competitions', 'de');
    expect(screen.getByRole('navigation', { name: 'Statistik-Ansichten' })).toHaveTextContent('Wettbewerbe und Ligen');
    expect(screen.getByRole('columnheader', { name: 'Tordifferenz' })).toBeInTheDocument();
    expect(screen.getByText('Sp')).toBeInTheDocument();
  });
});

setProjectAnnotations(preview);

describe('StatisticsWorkspace stories', () => {
  // the panels and the other sports' views are loaded on demand (other-sports.tsx); once their
  // modules are in, a story's lazy view resolves within settle()
  beforeAll(() =>
    Promise.all([
      import('./panels/ClubView'),
      import('./panels/SquadView'),
      import('./panels/TransfersView'),
      import('./panels/PlayerView'),
      import('./tennis'),
      import('./motorsport'),
      import('./wintersport'),
    ]),
  );
  test.each(Object.entries(composeStories(stories)))('%s renders axe-clean', async (storyName, Story) => {
    const { container, unmount } = render(<Story />);
    // data, then a lazy view's code, then that view's own data
    for (let round = 0; round < 6; round++) await settle();
    const locale = storyName.startsWith('German') ? 'de' : storyName.startsWith('French') ? 'fr' : 'en';
    expect(container.querySelector('.nd-root')).toHaveAttribute('lang', locale);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
  });
});
