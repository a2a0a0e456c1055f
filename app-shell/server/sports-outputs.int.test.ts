import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import { sportsmlValidationAvailable, validateSportsml } from '@newsdesk/adapters/sportsml/testing/xmllint';
import { SportsDataStore } from '@newsdesk/core/sports/sports.ports';
import { aSportsBatch, MOTHER } from '@newsdesk/core/sports/testing/sports-batch.mother';
import { rawRequest, startTestServer, type TestServer } from './testing/test-server';

let t: TestServer;
const cookies: Record<'owner' | 'admin' | 'colleague', string> = { owner: '', admin: '', colleague: '' };
const HOST_PAGE = 'https://cms.other-site.example';
/** NEWSDESK_PUBLIC_URL: the only address snippets may point at. */
const PUBLIC_URL = 'https://newsdesk.newsroom.example';

beforeAll(async () => {
  t = await startTestServer({ publicUrl: PUBLIC_URL });
  await t.server.container.get<SportsDataStore>(SportsDataStore).apply(aSportsBatch());
  cookies.owner = await t.cookieFor('staff');
  cookies.admin = await t.cookieFor('admin');
  cookies.colleague = await t.cookieForNewUser({ email: 'colleague@newsdesk.test', givenName: 'Cleo', familyName: 'Colleague' });
});
afterAll(async () => {
  await t.stop();
});

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of many shapes
}

const reply = async (response: Response): Promise<Reply> => {
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : undefined;
  return { status: response.status, headers: response.headers, text, body: json };
};

/** A logged-in editor on the Newsdesk page. */
const call = async (who: keyof typeof cookies, method: string, path: string, body?: unknown): Promise<Reply> => {
  const response = await rawRequest(`${t.url}${path}`, {
    method,
    headers: { Cookie: cookies[who], Origin: t.url, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: new Headers(),
    text: response.body,
    body: response.body ? JSON.parse(response.body) : undefined,
  };
};

/** A reader's browser on another site: no Newsdesk cookie, that site's Origin. */
const fromHostPage = async (path: string): Promise<Reply> => reply(await fetch(`${t.url}${path}`, { headers: { Origin: HOST_PAGE } }));

const standingsWidget = (overrides: Record<string, unknown> = {}) => ({
  kind: 'football-standings',
  serviceProvider: 'newsdesk',
  params: { competitionSeasonId: MOTHER.league2425 },
  locale: 'de',
  title: 'Super League 2024-25',
  ...overrides,
});

describe('embeddable widgets', () => {
  test('an editor exports a table; a page on another site reads it with the token alone, openly cached', async () => {
    const created = await call('owner', 'POST', '/api/sports/widgets', standingsWidget());
    expect(created.status).toBe(200);
    const { id, token, embed, previewUrl } = created.body;
    expect(embed.script).toBe(
      `<script src="${PUBLIC_URL}/embed/newsdesk-sports-widget.js" async></script>\n<div data-newsdesk-sports-widget data-token="${token}" data-api-base-url="${PUBLIC_URL}"></div>`,
    );
    expect(embed.iframe).toContain(`src="${PUBLIC_URL}/embed/sports/${token}"`);
    expect(previewUrl).toBe(`${PUBLIC_URL}/embed/sports/${token}`);

    const read = await fromHostPage(`/api/public/sports/widgets/${token}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    expect(read.headers.get('cache-control')).toBe('public, max-age=60');
    expect(read.body).toMatchObject({ kind: 'football-standings', locale: 'de', title: 'Super League 2024-25' });
    // Hand-checked: FC Zürich won 2-1, drew 0-0, won 2-1 away and was awarded 3-0 → 10 points from 4.
    const [leader] = read.body.data.groups[0].rows;
    expect(leader).toMatchObject({ rank: 1, team: { name: 'FC Zürich' }, played: 4, points: 10, goalsFor: 7, goalsAgainst: 2 });

    const listed = await call('owner', 'GET', '/api/sports/widgets');
    expect(listed.body).toEqual([
      expect.objectContaining({ id, kind: 'football-standings', title: 'Super League 2024-25', revokedAt: null }),
    ]);
    expect((await call('colleague', 'GET', '/api/sports/widgets')).body).toEqual([]);
  });

  test('the token reads its own view only: query parameters are ignored, another widget’s id or a changed signature is 404', async () => {
    const table = (await call('owner', 'POST', '/api/sports/widgets', standingsWidget())).body;
    const cup = (
      await call('owner', 'POST', '/api/sports/widgets', {
        ...standingsWidget(),
        kind: 'championship',
        params: { competitionSeasonId: MOTHER.cup2425 },
      })
    ).body;
    const sneaky = await fromHostPage(`/api/public/sports/widgets/${table.token}?competitionSeasonId=${MOTHER.cup2425}&kind=championship`);
    expect(sneaky.body.kind).toBe('football-standings');
    expect(sneaky.body.data.competitionSeason.id).toBe(MOTHER.league2425);
    // The cup widget's own view is the championship, with its winner.
    expect((await fromHostPage(`/api/public/sports/widgets/${cup.token}`)).body.data.winner).toMatchObject({ name: 'FC Zürich' });

    const [tableId, signature] = table.token.split('.');
    const [cupId] = cup.token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const tampered of [
      `${cupId}.${signature}`,
      `${tableId}.${flipped}`,
      `${tableId}`,
      'not-a-token',
      `${tableId}.${'x'.repeat(43)}`,
    ]) {
      const answer = await fromHostPage(`/api/public/sports/widgets/${encodeURIComponent(tampered)}`);
      expect({ tampered, status: answer.status, code: answer.body?.code }).toEqual({
        tampered,
        status: 404,
        code: 'sports.widget_not_found',
      });
      // the embed script must be able to read the refusal, too
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  test('revoking: a colleague cannot, the owner can; the token then reads nothing; an admin may revoke anyone’s', async () => {
    const widget = (
      await call(
        'owner',
        'POST',
        '/api/sports/widgets',
        standingsWidget({ kind: 'motorsport-driver-standings', params: { seasonId: '2024' } }),
      )
    ).body;
    const refused = await call('colleague', 'DELETE', `/api/sports/widgets/${widget.id}`);
    expect(refused).toMatchObject({ status: 403, body: { code: 'sports.widget_not_owner' } });
    expect((await fromHostPage(`/api/public/sports/widgets/${widget.token}`)).status).toBe(200);

    expect((await call('owner', 'DELETE', `/api/sports/widgets/${widget.id}`)).status).toBe(204);
    const gone = await fromHostPage(`/api/public/sports/widgets/${widget.token}`);
    expect(gone).toMatchObject({ status: 404, body: { code: 'sports.widget_not_found' } });
    expect(gone.headers.get('cache-control')).toBe('no-store');
    const listed = (await call('owner', 'GET', '/api/sports/widgets')).body as { id: string; revokedAt: string | null }[];
    expect(listed.find((w) => w.id === widget.id)?.revokedAt).toEqual(expect.any(String));

    const another = (await call('owner', 'POST', '/api/sports/widgets', standingsWidget())).body;
    expect((await call('admin', 'DELETE', `/api/sports/widgets/${another.id}`)).status).toBe(204);
    expect((await fromHostPage(`/api/public/sports/widgets/${another.token}`)).status).toBe(404);
    expect((await call('owner', 'DELETE', '/api/sports/widgets/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  test('bad requests are 400 naming the field, missing data 404, no session 401, another site cannot create', async () => {
    const invalid = await call(
      'owner',
      'POST',
      '/api/sports/widgets',
      standingsWidget({ params: { competitionSeasonId: MOTHER.league2425, extra: 1 } }),
    );
    expect(invalid).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
    expect(invalid.body.details[0].path).toBe('params');
    expect((await call('owner', 'POST', '/api/sports/widgets', standingsWidget({ locale: 'it' }))).body.details).toEqual([
      { path: 'locale', message: 'locale must be one of en, de, fr' },
    ]);
    const missing = await call(
      'owner',
      'POST',
      '/api/sports/widgets',
      standingsWidget({ params: { competitionSeasonId: 'test:nowhere:2024-25' } }),
    );
    expect(missing).toMatchObject({ status: 404, body: { code: expect.stringMatching(/^sports\.competition(_season)?_not_found$/) } });
    const noPlayer = await call(
      'owner',
      'POST',
      '/api/sports/widgets',
      standingsWidget({ kind: 'player', params: { playerId: 'test:atp:nobody' } }),
    );
    expect(noPlayer).toMatchObject({ status: 404, body: { code: 'sports.player_not_found' } });
    expect((await call('owner', 'POST', '/api/sports/widgets', standingsWidget({ kind: 'player', params: {} }))).body.details[0].path).toBe(
      'params.playerId',
    );
    expect((await call('owner', 'POST', '/api/sports/widgets', standingsWidget({ serviceProvider: 'opta' }))).body.code).toBe(
      'sports.unknown_provider',
    );
    expect((await reply(await fetch(`${t.url}/api/sports/widgets`))).status).toBe(401);
    const forged = await rawRequest(`${t.url}/api/sports/widgets`, {
      method: 'POST',
      headers: { Cookie: cookies.owner, Origin: HOST_PAGE, 'Content-Type': 'application/json' },
      body: JSON.stringify(standingsWidget()),
    });
    expect(forged.status).toBe(403);
  });

  test('every kind can be exported and read', async () => {
    const kinds: [string, Record<string, unknown>][] = [
      ['football-fixtures', { competitionSeasonId: MOTHER.league2425, limit: 3 }],
      ['football-results', { competitionSeasonId: MOTHER.league2425 }],
      ['tennis-ranking', { associationName: 'ATP', limit: 3 }],
      ['motorsport-team-standings', { seasonId: '2024' }],
      ['motorsport-results', { raceId: MOTHER.f1r1 }],
      ['wintersport-standings', { seasonId: '2024-25', gender: 'men', disciplineId: 'ALL', kind: 'athlete' }],
      ['wintersport-results', { raceId: MOTHER.wengen }],
      ['player', { playerId: MOTHER.bianchi }],
    ];
    const read: Record<string, any> = {}; // eslint-disable-line @typescript-eslint/no-explicit-any -- views of many shapes
    for (const [kind, params] of kinds) {
      const created = await call('owner', 'POST', '/api/sports/widgets', standingsWidget({ kind, params }));
      expect({ kind, status: created.status }).toEqual({ kind, status: 200 });
      read[kind] = (await fromHostPage(`/api/public/sports/widgets/${created.body.token}`)).body.data;
    }
    expect(read['football-fixtures'].items.map((m: { status: string }) => m.status)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    expect(read['football-results'].items[0]).toMatchObject({ id: 'test:m:2425-08', status: 'played' });
    expect(read['tennis-ranking'].rows.map((r: { player: { name: string } }) => r.player.name)).toEqual([
      'Marco Bianchi',
      'Tom Becker',
      'Stéphane Rochat',
    ]);
    expect(read['motorsport-team-standings'].rows[0]).toMatchObject({ team: { name: 'Red Racing' }, points: 120 });
    expect(read['motorsport-results'].raceResults[0]).toMatchObject({ driver: { name: 'Max Meier' }, position: 1 });
    expect(read['wintersport-standings'].rows[0]).toMatchObject({ athlete: { name: 'Marco Oberholzer' }, points: 1200 });
    expect(read['player']).toMatchObject({
      player: { id: MOTHER.bianchi, name: 'Marco Bianchi', nationality: 'ITA' },
      tennis: { association: 'ATP', ranking: { rank: 1 } },
    });
    expect(read['wintersport-results'].races).toHaveLength(1);
    expect(read['wintersport-results'].races[0].results[0]).toMatchObject({ athlete: { name: 'Marco Oberholzer' }, cupPoints: 100 });
  });

  test('the iframe page may be framed by any site and loads the widget script; other pages still may not', async () => {
    const { token } = (await call('owner', 'POST', '/api/sports/widgets', standingsWidget())).body;
    const page = await reply(await fetch(`${t.url}/embed/sports/${token}`));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.text).toContain('<script src="/embed/newsdesk-sports-widget.js" defer></script>');
    expect(page.text).toContain(`<div data-newsdesk-sports-widget data-token="${token}"></div>`);
    expect(page.text).toContain('<html lang="de">');
    expect((await fetch(`${t.url}/embed/sports/%3Cscript%3E`)).status).toBe(404);
    const [id, signature] = token.split('.');
    expect((await fetch(`${t.url}/embed/sports/${id}.${signature.split('').reverse().join('')}`)).status).toBe(404);
    const api = await fetch(`${t.url}/api/sports/widgets`, { headers: { Cookie: cookies.owner } });
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(api.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('SportsML export to the wire', () => {
  const canValidate = sportsmlValidationAvailable('SportsML export validation');
  const parse = (xml: string) =>
    new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (_name, _path, _leaf, isAttribute) => !isAttribute }).parse(
      xml,
    )['sports-content'][0];
  const exportXml = async (query: string) => {
    const response = await fetch(`${t.url}/api/outputs/generate/xml?${query}`, { headers: { Cookie: cookies.owner } });
    const answer = await reply(response);
    expect({ query, status: answer.status }).toEqual({ query, status: 200 });
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="sportsml-[a-z]+-[a-z0-9-]+-\d{8}T\d{4}\.xml"$/);
    if (canValidate) {
      const validation = await validateSportsml(answer.text);
      expect({ query, output: validation.output.trim() }).toEqual({ query, output: '- validates' });
    }
    return parse(answer.text);
  };

  test('football: the table with each club’s points and the results, valid against the SportsML 3.1 schema', async () => {
    const doc = await exportXml(`sportType=football&competitionSeasonId=${encodeURIComponent(MOTHER.league2425)}`);
    const fcz = doc.standing[0].team[0];
    expect(fcz['team-metadata'][0].name[0]['#text']).toBe('FC Zürich');
    expect(fcz['team-stats'][0]['outcome-totals'][0]).toMatchObject({ 'standing-points': '10', wins: '3', ties: '1', losses: '0' });
    const gc = doc.standing[0].team.find((team: any) => team['team-metadata'][0].name[0]['#text'] === 'Grasshopper Club Zürich'); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(gc['team-stats'][0]['outcome-totals'][0]['standing-points']).toBe('-2');
    // the eight matches of matchdays 1–4 (one awarded); matchdays 5 and 6 are fixtures
    expect(doc['sports-event']).toHaveLength(8);
    // 18:00 in Zurich on a summer evening
    expect(doc['sports-event'][0]['event-metadata'][0]['start-date-time']).toBe('2024-07-20T18:00:00+02:00');
  });

  test('a cup exports its results (extra time, penalties) without a table', async () => {
    const doc = await exportXml(`sportType=football&competitionSeasonId=${encodeURIComponent(MOTHER.cup2425)}`);
    expect(doc.standing).toBeUndefined();
    const final = doc['sports-event'].find((e: any) => e['event-metadata'][0].key === 'vendevent:test:m:cup-final'); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(final['event-metadata'][0]['event-outcome-type']).toBe('speventoutcometype:overtime');
    expect(final.team[0]['team-stats'][0]).toMatchObject({ score: '2', 'event-outcome': 'speventoutcome:win' });
  });

  test('tennis: the latest ranking and each tournament’s final', async () => {
    const doc = await exportXml('sportType=tennis&associationName=ATP&seasonId=2024');
    expect(doc.standing[0].player[0]['player-metadata'][0].name[0]['#text']).toBe('Marco Bianchi');
    expect(doc.standing[0].player[0]['player-stats'][0]['outcome-totals'][0]['standing-points']).toBe('5500');
    const geneva = doc.tournament.find((x: any) => x['tournament-metadata'][0].name[0]['#text'] === 'Geneva Open'); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(geneva['sports-event'][0].player[0]['player-stats'][0]).toMatchObject({
      score: '6-4 7-6(3)',
      'event-outcome': 'speventoutcome:win',
    });
    expect(geneva['sports-event'][0].player[0]['player-metadata'][0].name[0]['#text']).toBe('Stéphane Rochat');
  });

  test('motorsport: the race winner, and the standings after that round', async () => {
    const doc = await exportXml(`sportType=motorsport&raceId=${encodeURIComponent(MOTHER.f1r1)}`);
    const winner = doc['sports-event'][0].player[0];
    expect(winner['player-metadata'][0].name[0]['#text']).toBe('Max Meier');
    expect(winner['player-stats'][0].rank[0].value).toBe('1');
    expect(doc['sports-event'][0]['event-metadata'][0]['start-date-time']).toBe('2024-03-02T17:00:00+01:00');
    const [drivers] = doc.standing;
    expect(drivers['standing-metadata'][0]['sports-property'].find((p: any) => p['formal-name'] === 'after-round').value).toBe('1'); // eslint-disable-line @typescript-eslint/no-explicit-any
    const season = await exportXml('sportType=motorsport&seasonId=2024');
    // Hand-checked after round 3: Meier 76, Red Racing 120.
    expect(season.standing[0].player[0]['player-stats'][0]['outcome-totals'][0]).toMatchObject({ 'standing-points': '76', wins: '2' });
    expect(season.standing[1].team[0]['team-stats'][0]['outcome-totals'][0]['standing-points']).toBe('120');
  });

  test('wintersport: a race with times and cup points, and the overall standings', async () => {
    const doc = await exportXml(
      `sportType=wintersport&raceId=${encodeURIComponent(MOTHER.wengen)}&gender=men&disciplineId=ALL&seasonId=2024-25`,
    );
    const winner = doc['sports-event'][0].player[0];
    expect(winner['player-metadata'][0].name[0]['#text']).toBe('Marco Oberholzer');
    expect(winner['player-stats'][0]).toMatchObject({ score: '2:27.12', 'event-standing-points': '100' });
    expect(doc.standing[0].player[0]['player-stats'][0]['outcome-totals'][0]['standing-points']).toBe('1200');
  });

  test('failures are JSON: unknown sport type 400, missing parameter 400, unknown data 404, no session 401', async () => {
    const get = async (query: string, cookie = cookies.owner) =>
      reply(await fetch(`${t.url}/api/outputs/generate/xml?${query}`, { headers: cookie ? { Cookie: cookie } : {} }));
    expect((await get('sportType=curling')).body).toMatchObject({ code: 'sports.unsupported_export' });
    expect((await get('sportType=football')).body).toMatchObject({
      code: 'request.invalid',
      details: [{ path: 'competitionSeasonId', message: 'competitionSeasonId is required' }],
    });
    expect((await get('sportType=wintersport&gender=men')).status).toBe(400);
    const missing = await get('sportType=football&competitionSeasonId=test:nowhere:2024-25');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect((await get('sportType=motorsport&raceId=test:f1:1999:1')).status).toBe(404);
    expect((await get('sportType=football&competitionSeasonId=x', '')).status).toBe(401);
  });
});

// Last: the widgets it creates would show in the owner's list that the first test checks.
describe('embed snippets and the Host header', () => {
  test('snippets point at NEWSDESK_PUBLIC_URL whatever Host or X-Forwarded-Host the request names', async () => {
    const forgeries: Record<string, string>[] = [
      { Host: 'evil.example', Origin: 'http://evil.example' },
      { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    ];
    for (const forged of forgeries) {
      const response = await rawRequest(`${t.url}/api/sports/widgets`, {
        method: 'POST',
        headers: { Cookie: cookies.owner, Origin: t.url, 'Content-Type': 'application/json', ...forged },
        body: JSON.stringify(standingsWidget()),
      });
      expect(response.status).toBe(200);
      const created = JSON.parse(response.body) as { embed: { script: string; iframe: string }; previewUrl: string };
      expect(JSON.stringify(created)).not.toContain('evil.example');
      expect(created.embed.script).toContain(`<script src="${PUBLIC_URL}/embed/newsdesk-sports-widget.js"`);
      expect(created.previewUrl.startsWith(`${PUBLIC_URL}/embed/sports/`)).toBe(true);
    }
  });
});
