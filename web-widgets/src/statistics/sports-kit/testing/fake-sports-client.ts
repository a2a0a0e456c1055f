import type { SportsStatisticsUseCases } from '@newsdesk/core/sports/sports-statistics.contract';
import type { Gender, Sport, TennisAssociation } from '@newsdesk/core/sports/sports.types';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { ApiClient } from '../../../api/api-client';

/*
 * A sports API in memory for stories and tests (no network): GET requests of the statistics
 * routes go to core's use cases over in-memory data, so standings, movements and gaps are what
 * the server would compute, and refusals carry the server's codes.
 */

const STATUS: Record<string, number> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409 };

type Route = (q: URLSearchParams, useCases: SportsStatisticsUseCases) => Promise<unknown>;

const text = (q: URLSearchParams, key: string): string | undefined => q.get(key) ?? undefined;
const int = (q: URLSearchParams, key: string, fallback: number): number => (q.has(key) ? Number(q.get(key)) : fallback);
const provider = (q: URLSearchParams) => ({ serviceProvider: q.get('serviceProvider') ?? '' });

const ROUTES: Record<string, Route> = {
  '/api/sports/statistics/competitions': (q, s) =>
    s.competitions({
      ...provider(q),
      ...(q.has('sport') ? { sport: q.get('sport') as Sport } : {}),
      ...(q.has('seasonId') ? { seasonId: text(q, 'seasonId')! } : {}),
    }),
  '/api/sports/statistics/tennis/tours': (q, s) =>
    s.tennisTours({
      ...provider(q),
      associationName: (q.get('associationName') ?? 'ATP') as TennisAssociation,
      ...(q.has('seasonId') ? { seasonId: text(q, 'seasonId')! } : {}),
    }),
  '/api/sports/statistics/tennis/standings': (q, s) =>
    s.tennisStandings({
      ...provider(q),
      associationName: (q.get('associationName') ?? 'ATP') as TennisAssociation,
      ...(q.has('rankingDate') ? { rankingDate: text(q, 'rankingDate')! } : {}),
      page: int(q, 'page', 1),
      limit: int(q, 'limit', 50),
    }),
  '/api/sports/statistics/motorsport/races': (q, s) =>
    s.motorsportRaces({ ...provider(q), ...(q.has('seasonId') ? { seasonId: text(q, 'seasonId')! } : {}) }),
  '/api/sports/statistics/motorsport/results': (q, s) => s.motorsportResults({ ...provider(q), raceId: q.get('raceId') ?? '' }),
  '/api/sports/statistics/motorsport/ranking': (q, s) =>
    s.motorsportRanking({
      ...provider(q),
      entityType: q.get('entityType') === 'team' ? 'team' : 'driver',
      ...(q.has('seasonId') ? { seasonId: text(q, 'seasonId')! } : {}),
      ...(q.has('afterRound') ? { afterRound: int(q, 'afterRound', 1) } : {}),
    }),
  '/api/sports/statistics/wintersport/disciplines': (q, s) => s.winterDisciplines(provider(q)),
  '/api/sports/statistics/wintersport/standings': (q, s) =>
    s.winterStandings({
      ...provider(q),
      gender: (q.get('gender') ?? 'men') as Gender,
      disciplineId: q.get('disciplineId') ?? 'ALL',
      kind: q.get('kind') === 'nation' ? 'nation' : 'athlete',
      ...(q.has('seasonId') ? { seasonId: text(q, 'seasonId')! } : {}),
    }),
  '/api/sports/statistics/results': (q, s) =>
    s.results({
      ...provider(q),
      ...(q.has('disciplineId') ? { disciplineId: text(q, 'disciplineId')! } : {}),
      ...(q.has('competitionSeasonId') ? { competitionSeasonId: text(q, 'competitionSeasonId')! } : {}),
      ...(q.has('seasonId') ? { seasonId: text(q, 'seasonId')! } : {}),
      ...(q.has('gender') ? { gender: q.get('gender') as Gender } : {}),
    }),
};

export interface FakeSportsServer {
  client: ApiClient;
  /** `GET /path?query` of every request, in order. */
  readonly calls: string[];
  /** Routes (path) that answer 500; '*' = every route. */
  readonly failing: Set<string>;
  /** Routes (path) that never answer (loading states); '*' = every route. */
  readonly pending: Set<string>;
}

// What ApiClient reads of a Response; jsdom (widget tests) has no Response class.
const json = (status: number, body: unknown): Response =>
  ({
    status,
    ok: status >= 200 && status < 300,
    statusText: '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: () => Promise.resolve(JSON.stringify(body)),
  }) as unknown as Response;

const matches = (set: Set<string>, path: string) => set.has('*') || set.has(path);

/** `ready`: answers wait for it (the in-memory data is filled asynchronously). */
export const fakeSportsServer = (useCases: SportsStatisticsUseCases, ready: Promise<unknown> = Promise.resolve()): FakeSportsServer => {
  const server: FakeSportsServer = {
    calls: [],
    failing: new Set(),
    pending: new Set(),
    client: new ApiClient({
      fetch: async (input, init) => {
        const url = new URL(String(input), 'http://newsdesk.test');
        server.calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
        if (matches(server.pending, url.pathname)) return new Promise<Response>(() => undefined);
        if (matches(server.failing, url.pathname))
          return json(500, { message: 'Something went wrong on our side.', code: 'server.internal' });
        await ready;
        const route = ROUTES[url.pathname];
        if (!route || (init?.method ?? 'GET') !== 'GET') return json(404, { message: 'Not found.', code: 'route.not_found' });
        try {
          return json(200, await route(url.searchParams, useCases));
        } catch (error) {
          if (isDomainError(error))
            return json(STATUS[error.kind] ?? 400, { message: error.message, code: error.code, details: error.details });
          throw error;
        }
      },
    }),
  };
  return server;
};
