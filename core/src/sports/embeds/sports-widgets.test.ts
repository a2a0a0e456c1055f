import { beforeEach, describe, expect, test } from '@jest/globals';
import { aUuid } from '../../testing/identity.mother';
import type { SportsStatisticsUseCases } from '../sports-statistics.contract';
import { competitionSeasonNotFound } from '../sports.errors';
import type { SportsWidgetRequest } from '../sports-widgets';
import { CreateSportsWidget } from './create-sports-widget';
import { ListSportsWidgets } from './list-sports-widgets';
import { ReadPublicSportsWidget } from './read-public-sports-widget';
import { RevokeSportsWidget } from './revoke-sports-widget';
import { InMemorySportsWidgetRepository } from './testing/in-memory-sports-widget-repository';
import { KeyedTestSigner } from './testing/keyed-test-signer';
import { parseWidgetToken } from './widget-token';

type Call = { method: string; query: Record<string, unknown> };

/**
 * The statistics behind the widgets, as a recorder: each call is noted and answered with a view
 * that names the call, so a test sees exactly which data a token read.
 */
const recordingStatistics = (failWith?: Error) => {
  const calls: Call[] = [];
  const statistics = new Proxy({} as SportsStatisticsUseCases, {
    get: (_target, method: string) => async (query: Record<string, unknown>) => {
      calls.push({ method, query });
      if (failWith) throw failWith;
      if (method === 'matches')
        return {
          items: [{ competitionSeason: { id: query['competitionSeasonId'], competitionId: 'uefa.cl', seasonId: '2024-25' } }],
          page: 1,
          limit: 1,
          total: 1,
        };
      if (method === 'championships')
        return {
          championships: [
            { competitionSeason: { id: 'other' } },
            { competitionSeason: { id: 'openfootball:uefa.cl:2024-25' }, winner: null },
          ],
        };
      if (method === 'results')
        return { kind: 'wintersport', races: query['raceId'] === 'fis:122808' ? [{ race: { id: 'fis:122808' }, results: [] }] : [] };
      return { answeredBy: method, query };
    },
  });
  return { statistics, calls };
};

const clock = { now: () => new Date('2026-11-22T10:00:00.000Z') };
const request = (overrides: Partial<SportsWidgetRequest> = {}): SportsWidgetRequest =>
  ({
    kind: 'football-standings',
    serviceProvider: 'newsdesk',
    params: { competitionSeasonId: 'openfootball:en.1:2024-25' },
    locale: 'de',
    title: '  Premier League 2024-25 ',
    ...overrides,
  }) as SportsWidgetRequest;

let repo: InMemorySportsWidgetRepository;
let signer: KeyedTestSigner;
let recorder: ReturnType<typeof recordingStatistics>;
let create: CreateSportsWidget;
let read: ReadPublicSportsWidget;
let revoke: RevokeSportsWidget;
const owner = aUuid();
beforeEach(() => {
  repo = new InMemorySportsWidgetRepository();
  signer = new KeyedTestSigner('server secret');
  recorder = recordingStatistics();
  let n = 0;
  create = new CreateSportsWidget(repo, signer, recorder.statistics, clock, { newId: () => aUuid(9000 + ++n) });
  read = new ReadPublicSportsWidget(repo, signer, recorder.statistics, clock);
  revoke = new RevokeSportsWidget(repo, clock);
});

describe('exporting a widget', () => {
  test('gives a token, the script and iframe snippets for the base URL, and lists the widget for its owner', async () => {
    const created = await create.execute(owner, request(), 'https://newsdesk.example/');
    expect(parseWidgetToken(created.token)?.widgetId).toBe(created.id);
    expect(created.embed.script).toBe(
      '<script src="https://newsdesk.example/embed/newsdesk-sports-widget.js" async></script>\n' +
        `<div data-newsdesk-sports-widget data-token="${created.token}" data-api-base-url="https://newsdesk.example"></div>`,
    );
    expect(created.previewUrl).toBe(`https://newsdesk.example/embed/sports/${created.token}`);
    expect(created.embed.iframe).toContain(`src="https://newsdesk.example/embed/sports/${created.token}" title="Premier League 2024-25"`);
    expect(await new ListSportsWidgets(repo).execute(owner)).toEqual([
      {
        id: created.id,
        kind: 'football-standings',
        serviceProvider: 'newsdesk',
        params: { competitionSeasonId: 'openfootball:en.1:2024-25' },
        locale: 'de',
        title: 'Premier League 2024-25',
        createdAt: '2026-11-22T10:00:00.000Z',
        revokedAt: null,
      },
    ]);
    expect(await new ListSportsWidgets(repo).execute(aUuid())).toEqual([]);
  });

  test('the title cannot break out of the iframe attribute', async () => {
    const created = await create.execute(owner, request({ title: 'Tabelle "Super League" <script>' }), 'https://newsdesk.example');
    expect(created.embed.iframe).toContain('title="Tabelle &quot;Super League&quot; &lt;script&gt;"');
  });

  test('a widget of data that does not exist is refused and not stored', async () => {
    const failing = recordingStatistics(competitionSeasonNotFound('openfootball:xx.1:1900-01'));
    const refusing = new CreateSportsWidget(repo, signer, failing.statistics, clock, { newId: () => aUuid() });
    await expect(
      refusing.execute(owner, request({ params: { competitionSeasonId: 'openfootball:xx.1:1900-01' } }), 'https://n.example'),
    ).rejects.toMatchObject({
      code: 'sports.competition_season_not_found',
    });
    expect(await repo.listByOwner(owner)).toEqual([]);
  });
});

describe('reading a widget with its token (no session)', () => {
  test("answers the widget's own view, read with its stored parameters", async () => {
    const created = await create.execute(owner, request(), 'https://newsdesk.example');
    recorder.calls.length = 0;
    expect(await read.execute(created.token)).toEqual({
      kind: 'football-standings',
      locale: 'de',
      title: 'Premier League 2024-25',
      data: { answeredBy: 'standings', query: { serviceProvider: 'newsdesk', id: 'openfootball:en.1:2024-25' } },
      generatedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(recorder.calls).toHaveLength(1);
  });

  test('a changed signature, a swapped widget id, another secret or garbage all answer not found', async () => {
    const premier = await create.execute(owner, request(), 'https://newsdesk.example');
    const bundesliga = await create.execute(
      owner,
      request({ params: { competitionSeasonId: 'openfootball:de.1:2024-25' } }),
      'https://newsdesk.example',
    );
    const { signature } = parseWidgetToken(premier.token)!;
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    const otherSecret = new ReadPublicSportsWidget(repo, new KeyedTestSigner('another secret'), recorder.statistics, clock);
    for (const attempt of [
      () => read.execute(`${premier.id}.${flipped}`),
      () => read.execute(`${bundesliga.id}.${signature}`),
      () => read.execute('not a token'),
      () => read.execute(''),
      () => otherSecret.execute(premier.token),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ kind: 'not_found', code: 'sports.widget_not_found' });
    }
  });

  test('a revoked widget answers not found from then on; its page still knows its language', async () => {
    const created = await create.execute(owner, request(), 'https://newsdesk.example');
    expect(await read.pageLanguage(created.token)).toBe('de');
    await revoke.execute({ userId: owner, isAdmin: false }, created.id);
    await expect(read.execute(created.token)).rejects.toMatchObject({ code: 'sports.widget_not_found' });
    expect(await read.pageLanguage(created.token)).toBe('de');
    await expect(read.pageLanguage(`${created.id}.${'A'.repeat(16)}`)).rejects.toMatchObject({ code: 'sports.widget_not_found' });
    expect((await repo.findById(created.id))?.revokedAt).toBe('2026-11-22T10:00:00.000Z');
  });

  test.each<[SportsWidgetRequest, Call[]]>([
    [
      request({ kind: 'football-fixtures', params: { competitionSeasonId: 'cs' } }),
      [
        {
          method: 'matches',
          query: { serviceProvider: 'newsdesk', competitionSeasonId: 'cs', status: 'scheduled', order: 'asc', page: 1, limit: 10 },
        },
      ],
    ],
    [
      request({ kind: 'football-results', params: { competitionSeasonId: 'cs', limit: 5 } }),
      [
        {
          method: 'matches',
          query: { serviceProvider: 'newsdesk', competitionSeasonId: 'cs', status: 'played', order: 'desc', page: 1, limit: 5 },
        },
      ],
    ],
    [
      request({ kind: 'tennis-ranking', params: { associationName: 'ATP' } }),
      [{ method: 'tennisStandings', query: { serviceProvider: 'newsdesk', associationName: 'ATP', page: 1, limit: 20 } }],
    ],
    [
      request({ kind: 'player', params: { playerId: 'sackmann:atp:206173' } }),
      [{ method: 'player', query: { serviceProvider: 'newsdesk', id: 'sackmann:atp:206173' } }],
    ],
    [
      request({ kind: 'motorsport-driver-standings', params: { seasonId: '2024' } }),
      [{ method: 'motorsportRanking', query: { serviceProvider: 'newsdesk', entityType: 'driver', seasonId: '2024' } }],
    ],
    [
      request({ kind: 'motorsport-team-standings', params: { seasonId: '2024' } }),
      [{ method: 'motorsportRanking', query: { serviceProvider: 'newsdesk', entityType: 'team', seasonId: '2024' } }],
    ],
    [
      request({ kind: 'motorsport-results', params: { raceId: 'r1' } }),
      [{ method: 'motorsportResults', query: { serviceProvider: 'newsdesk', raceId: 'r1' } }],
    ],
    [
      request({ kind: 'wintersport-standings', params: { seasonId: '2024-25', gender: 'women', disciplineId: 'SL', kind: 'nation' } }),
      [
        {
          method: 'winterStandings',
          query: { serviceProvider: 'newsdesk', seasonId: '2024-25', gender: 'women', disciplineId: 'SL', kind: 'nation' },
        },
      ],
    ],
  ])('%o reads only its own parameters', async (widgetRequest, expected) => {
    const created = await create.execute(owner, widgetRequest, 'https://newsdesk.example');
    recorder.calls.length = 0;
    await read.execute(created.token);
    expect(recorder.calls).toEqual(expected);
  });

  test('a championship widget finds its competition season among the championships of its competition', async () => {
    const created = await create.execute(
      owner,
      request({ kind: 'championship', params: { competitionSeasonId: 'openfootball:uefa.cl:2024-25' } }),
      'https://n.example',
    );
    const widget = await read.execute(created.token);
    expect(widget.data).toEqual({ competitionSeason: { id: 'openfootball:uefa.cl:2024-25' }, winner: null });
    expect(recorder.calls.filter((c) => c.method === 'championships').at(-1)?.query).toEqual({
      serviceProvider: 'newsdesk',
      competitionId: 'uefa.cl',
      seasonId: '2024-25',
    });
  });

  test('a winter result widget shows its one race', async () => {
    const created = await create.execute(
      owner,
      request({ kind: 'wintersport-results', params: { raceId: 'fis:122808' } }),
      'https://n.example',
    );
    expect((await read.execute(created.token)).data).toEqual({ kind: 'wintersport', races: [{ race: { id: 'fis:122808' }, results: [] }] });
    await expect(
      create.execute(owner, request({ kind: 'wintersport-results', params: { raceId: 'fis:nowhere' } }), 'https://n.example'),
    ).rejects.toMatchObject({
      code: 'sports.race_not_found',
    });
  });
});

describe('revoking', () => {
  test('the owner and an admin may; anyone else gets forbidden; an unknown id is not found', async () => {
    const mine = await create.execute(owner, request(), 'https://n.example');
    const other = aUuid();
    await expect(revoke.execute({ userId: other, isAdmin: false }, mine.id)).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'sports.widget_not_owner',
    });
    expect((await repo.findById(mine.id))?.revokedAt).toBeNull();
    await revoke.execute({ userId: other, isAdmin: true }, mine.id);
    await revoke.execute({ userId: owner, isAdmin: false }, mine.id);
    await expect(revoke.execute({ userId: owner, isAdmin: false }, aUuid())).rejects.toMatchObject({ kind: 'not_found' });
  });
});
