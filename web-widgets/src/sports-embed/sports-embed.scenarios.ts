import { SPORTS_WIDGET_KINDS, type PublicSportsWidget, type SportsWidgetKind } from '@newsdesk/core/sports/sports-widgets';
import { ApiError } from '../api/api-error';
import { aPublicWidget, premierLeagueTable } from './sports-embed.fixtures';
import type { SportsEmbedApi } from './sports-embed.gateway';
import { SportsEmbedStore } from './sports-embed.store';

export type SportsEmbedScenario = SportsWidgetKind | 'loading' | 'unavailable' | 'failed' | 'empty' | 'long-names';
export const SPORTS_EMBED_SCENARIOS: readonly SportsEmbedScenario[] = [
  ...SPORTS_WIDGET_KINDS,
  'loading',
  'unavailable',
  'failed',
  'empty',
  'long-names',
];

const longNames = (): PublicSportsWidget => {
  const table = premierLeagueTable();
  const [first, ...rest] = table.groups[0]!.rows;
  return aPublicWidget('football-standings', {
    title: 'Schweizer Fussballmeisterschaft der Frauen, Qualifikationsrunde und Finalrunde 2024/25 – Gruppe West',
    data: {
      ...table,
      groups: [
        {
          name: 'Gruppe West',
          rows: [
            { ...first!, team: { id: 'x', name: 'Fussballclub Grasshopper Club Zürich Frauen und Nachwuchsförderung', shortName: null } },
            ...rest,
          ],
        },
      ],
    },
  });
};

const answer = (scenario: SportsEmbedScenario): (() => Promise<PublicSportsWidget>) => {
  switch (scenario) {
    case 'loading':
      return () => new Promise(() => undefined);
    case 'unavailable':
      return () =>
        Promise.reject(
          new ApiError({ status: 404, code: 'sports.widget_not_found', message: 'This widget does not exist or was revoked.' }),
        );
    case 'failed':
      return () => Promise.reject(new ApiError({ status: 0, code: 'network.failed', message: 'The server cannot be reached.' }));
    case 'empty':
      return async () =>
        aPublicWidget('football-results', { data: { items: [], page: 1, limit: 10, total: 0, timeZone: 'Europe/Zurich' } });
    case 'long-names':
      return async () => longNames();
    default:
      return async () => aPublicWidget(scenario);
  }
};

/** A store over a fake of the public route: stories and tests see every state without a server. */
export const makeSportsEmbedStore = (
  scenario: SportsEmbedScenario,
): { store: SportsEmbedStore; api: SportsEmbedApi & { calls: string[] } } => {
  const reply = answer(scenario);
  const calls: string[] = [];
  const api = {
    calls,
    widget: (token: string) => {
      calls.push(token);
      return reply();
    },
  };
  return { store: new SportsEmbedStore(api, 'story-token'), api };
};
