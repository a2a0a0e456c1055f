import { describe, expect, test } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { Language } from '@newsdesk/core/identity/user-view';
import type { SportsSubjectView } from '@newsdesk/core/sports/sports.views';
import type { LinkComponent } from '../provider/link';
import { renderWidget } from '../testing/render-widget';
import { DocumentViewer } from './DocumentViewer';
import { BAYERN_MUNCHEN, FakeDocumentViewerApi, HARRY_KANE, NOW, aNewsDocument } from './document-viewer.fixtures';
import { DocumentViewerStore } from './document-viewer.store';

// a place that happens to share a subject's name is never linked
const CITY: SportsSubjectView = { ...BAYERN_MUNCHEN, name: 'München', league: null };

const footballStory = () =>
  aNewsDocument({
    id: 'doc-1',
    language: 'de',
    metadata: {
      concepts: {
        organizations: [{ name: 'Bayern München' }, { name: 'Deutsche Bahn' }],
        persons: [{ name: 'Harry Kane' }],
        locations: [{ name: 'München' }],
        categories: [{ name: 'sport' }],
      },
    },
    document: { documentTitle: 'Bayern München gewinnt das Spitzenspiel', documentBody: 'Harry Kane trifft zweimal in München.' },
  });

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const setup = async (language: Language = 'en', failing = false) => {
  const api = new FakeDocumentViewerApi([footballStory()]);
  api.sportsSubjectList = [BAYERN_MUNCHEN, HARRY_KANE, CITY];
  if (failing) api.sportsSubjects = () => Promise.reject(new Error('offline'));
  const store = new DocumentViewerStore(api, { now: () => NOW });
  const visited: string[] = [];
  // the shell's router link: records where a click goes
  const RecordingLink: LinkComponent = ({ to, children, ...rest }) => (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        visited.push(to);
      }}
    >
      {children}
    </a>
  );
  const view = renderWidget(<DocumentViewer store={store} />, { language, linkComponent: RecordingLink });
  await act(() => store.open('doc-1', ['doc-1']));
  await settle();
  return { api, store, visited, ...view };
};

describe('sports chips: a team or player of the sports data opens Statistics', () => {
  test('a club opens its league table, a player their page; other chips and places stay plain; one lookup; axe-clean', async () => {
    const { api, visited, container } = await setup();
    expect(api.sportsCalls).toEqual([['Bayern München', 'Deutsche Bahn', 'Harry Kane']]);
    const table = screen.getByRole('link', { name: 'Bayern München: the Bundesliga table in Statistics' });
    expect(table).toHaveTextContent('Bundesliga');
    const href = new URL(table.getAttribute('href') ?? '', 'https://newsdesk.example');
    expect(href.pathname).toBe('/statistics');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      view: 'competitions',
      competitionId: 'openfootball:de.1',
      competitionSeasonId: 'openfootball:de.1:2025-26',
      teamId: 'openfootball:team:bayern-munchen',
    });
    expect(screen.getByRole('link', { name: 'Harry Kane in Statistics' })).toHaveAttribute(
      'href',
      '/statistics?view=player&playerId=openfootball%3Aplayer%3Akane',
    );
    const places = screen.getByRole('group', { name: 'Locations' });
    expect(within(places).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: /Deutsche Bahn/ })).toBeNull();
    // the chip still selects the entity for related documents
    expect(screen.getByRole('button', { name: 'Bayern München' })).toHaveAttribute('aria-pressed', 'false');

    // keyboard: Tab from the chip reaches its link, Enter follows it
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Bayern München' }).focus();
    await user.tab();
    expect(table).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(visited).toEqual([`${href.pathname}${href.search}`]);
    expect(await axe(container)).toHaveNoViolations();
  });

  test('German and French names say whose table it is', async () => {
    await setup('de');
    expect(screen.getByRole('link', { name: 'Bayern München: Tabelle der Bundesliga in der Statistik' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harry Kane in der Statistik' })).toHaveTextContent('Statistik');
  });

  test('French', async () => {
    await setup('fr');
    expect(screen.getByRole('link', { name: 'Bayern München : classement de Bundesliga dans les statistiques' })).toBeInTheDocument();
  });

  test('when the lookup fails the chips are plain chips', async () => {
    await setup('en', true);
    expect(screen.getByRole('button', { name: 'Bayern München' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Statistics/ })).toBeNull();
  });
});
