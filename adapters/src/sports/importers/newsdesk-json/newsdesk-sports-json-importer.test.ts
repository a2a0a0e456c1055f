import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { readNewsdeskSportsJson } from './newsdesk-sports-json-importer';

/** The example of docs/sports-import.md must stay a valid file. */
const DOC = path.resolve(import.meta.dirname, '../../../../../docs/sports-import.md');
const docExample = (): unknown => JSON.parse(/```json\n([\s\S]*?)\n```/.exec(readFileSync(DOC, 'utf8'))![1]!);

const write = async (content: unknown) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nd-sports-json-'));
  const file = path.join(dir, 'squads.json');
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

describe('newsdesk-sports-json', () => {
  test('the example of docs/sports-import.md imports: squads, transfers, a race with results, standings', async () => {
    const batch = await readNewsdeskSportsJson(await write(docExample()));
    expect(batch.teams.map((t) => t.id)).toEqual(['demo:team:lakeside', 'demo:team:hillside']);
    expect(batch.teams[1]).toEqual({
      id: 'demo:team:hillside',
      sport: 'football',
      name: 'Hillside United',
      shortName: null,
      countryCode: 'CH',
      venue: null,
    });
    expect(batch.players[0]).toEqual({
      id: 'demo:player:ana-keller',
      sport: 'football',
      name: 'Ana Keller',
      firstName: 'Ana',
      lastName: 'Keller',
      nationality: 'SUI',
      birthDate: '2001-04-12',
      hand: null,
      heightCm: null,
      teamId: 'demo:team:lakeside',
      position: 'Midfielder',
      number: 8,
    });
    expect(batch.squads).toEqual([
      { teamId: 'demo:team:lakeside', seasonId: '2024-25', playerId: 'demo:player:ana-keller', shirtNumber: 8, position: 'Midfielder' },
    ]);
    expect(batch.transfers).toEqual([
      {
        id: 'demo:transfer:1',
        playerId: 'demo:player:ana-keller',
        fromTeamId: 'demo:team:hillside',
        toTeamId: 'demo:team:lakeside',
        date: '2024-07-01',
        kind: 'permanent',
        fee: 'undisclosed',
      },
    ]);
    expect(batch.seasons.map((s) => s.id)).toEqual(['2024-25']);
    // 10:30 in Zurich in January is 09:30 UTC
    expect(batch.winterRaces).toEqual([
      {
        id: 'demo:race:lakeside-gs',
        seasonId: '2024-25',
        disciplineId: 'GS',
        gender: 'women',
        name: 'Lakeside Giant slalom',
        venue: 'Lakeside',
        countryCode: 'CH',
        date: '2025-01-11',
        startsAt: '2025-01-11T09:30:00.000Z',
      },
    ]);
    expect(batch.winterDisciplines).toEqual([{ id: 'GS', name: 'Giant slalom' }]);
    expect(batch.winterResults).toEqual([
      {
        raceId: 'demo:race:lakeside-gs',
        athleteId: 'demo:athlete:lena-berg',
        status: 'finished',
        rank: 1,
        bib: 7,
        nation: 'SUI',
        timeMs: 141_040,
        runTimesMs: [70_500, 70_540],
        publishedCupPoints: null,
      },
      {
        raceId: 'demo:race:lakeside-gs',
        athleteId: 'demo:athlete:mia-rossi',
        status: 'dnf',
        rank: null,
        bib: 3,
        nation: 'ITA',
        timeMs: null,
        runTimesMs: [71_020, null],
        publishedCupPoints: null,
      },
    ]);
    expect(batch.publishedWinterStandings).toEqual([
      {
        seasonId: '2024-25',
        gender: 'women',
        disciplineId: 'GS',
        kind: 'athlete',
        athleteId: 'demo:athlete:lena-berg',
        nation: 'SUI',
        rank: 1,
        points: 100,
      },
    ]);
    expect(batch.footballMatches).toEqual([]);
  });

  test('errors name the path of each problem', async () => {
    const bad = {
      format: 'newsdesk-sports-json',
      version: 1,
      transfers: [{ id: 't1', playerId: 'p1', date: '1.7.2024', kind: 'swap' }],
      wintersport: {
        races: [
          {
            id: 'r1',
            seasonId: '2024-25',
            disciplineId: 'GS',
            gender: 'women',
            name: 'R',
            venue: 'V',
            date: '2025-01-11',
            results: [{ athleteId: 'a1', status: 'finished' }],
          },
        ],
      },
    };
    const error = await readNewsdeskSportsJson(await write(bad)).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(/squads\.json is not valid:/);
    expect(message).toContain('transfers[0].date: expected YYYY-MM-DD');
    expect(message).toContain('transfers[0].kind:');
    expect(message).toContain('wintersport.races[0].results[0]: a finished result needs rank and time');
  });

  test('a wrong format tag, unknown keys, duplicates, an undeclared discipline, not JSON, a folder: clear errors', async () => {
    await expect(readNewsdeskSportsJson(await write({ format: 'other', version: 1 }))).rejects.toThrow('format:');
    await expect(readNewsdeskSportsJson(await write({ format: 'newsdesk-sports-json', version: 1, player: [] }))).rejects.toThrow(
      /\(root\): Unrecognized key/,
    );
    const twice = { format: 'newsdesk-sports-json', version: 1, teams: [1, 2].map(() => ({ id: 'x', sport: 'football', name: 'X' })) };
    await expect(readNewsdeskSportsJson(await write(twice))).rejects.toThrow('teams[1]: the same as teams[0] (x)');
    const biathlon = {
      format: 'newsdesk-sports-json',
      version: 1,
      wintersport: {
        races: [{ id: 'r', seasonId: '2024-25', disciplineId: 'SPRINT', gender: 'men', name: 'R', venue: 'V', date: '2025-01-11' }],
      },
    };
    await expect(readNewsdeskSportsJson(await write(biathlon))).rejects.toThrow(
      'wintersport.races[0].disciplineId: “SPRINT” is neither in wintersport.disciplines nor an alpine one',
    );
    const declared = { ...biathlon, wintersport: { ...biathlon.wintersport, disciplines: [{ id: 'SPRINT', name: 'Sprint' }] } };
    expect((await readNewsdeskSportsJson(await write(declared))).winterDisciplines).toEqual([{ id: 'SPRINT', name: 'Sprint' }]);
    const mars = {
      ...declared,
      wintersport: { ...declared.wintersport, races: [{ ...biathlon.wintersport.races[0]!, time: '10:00', timeZone: 'Mars/Olympus' }] },
    };
    await expect(readNewsdeskSportsJson(await write(mars))).rejects.toThrow('wintersport.races[0]: Unknown time zone: “Mars/Olympus”');
    await expect(readNewsdeskSportsJson(await write('{"format": '))).rejects.toThrow('is not JSON');
    await expect(readNewsdeskSportsJson(os.tmpdir())).rejects.toThrow('imports one file');
  });
});
