import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import type { WinterDiscipline, WinterRace, WinterRaceResult } from '@newsdesk/core/sports/sports.types';
import { ALPINE_DISCIPLINES } from '../fis-alpine/fis-file-name';
import { raceTimeMs } from '../fis-alpine/fis-rows';
import { batchOf, rowKeyOf } from '../shared/import-batch';
import { isFolder } from '../shared/list-files';
import { localInstant } from '../shared/local-instant';
import { readJsonFile } from '../shared/read-json-file';
import { seasonRecord } from '../shared/season-records';
import { SportsImportError } from '../shared/sports-import.errors';
import type { SportsImporter } from '../shared/sports-importer';
import { parseOrExplain } from '../shared/zod-issues';
import { newsdeskSportsJsonSchema, type NewsdeskSportsJson } from './newsdesk-sports-json.schema';

/** Two rows with one key in one file are a mistake of the author, not "the later one wins". */
const assertUnique = <T>(rows: readonly T[], key: (row: T) => string, where: string, file: string) => {
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const k = key(row);
    const first = seen.get(k);
    if (first !== undefined)
      throw new SportsImportError(`${file} is not valid:\n  ${where}[${index}]: the same as ${where}[${first}] (${k})`);
    seen.set(k, index);
  });
};

const disciplinesOf = (json: NewsdeskSportsJson, file: string): WinterDiscipline[] => {
  const declared = new Map(json.wintersport.disciplines.map((d) => [d.id, d]));
  json.wintersport.races.forEach((race, index) => {
    if (declared.has(race.disciplineId)) return;
    const alpine = ALPINE_DISCIPLINES.find((d) => d.id === race.disciplineId);
    if (!alpine)
      throw new SportsImportError(
        `${file} is not valid:\n  wintersport.races[${index}].disciplineId: “${race.disciplineId}” is neither in wintersport.disciplines nor an alpine one (${ALPINE_DISCIPLINES.map((d) => d.id).join(', ')})`,
      );
    declared.set(alpine.id, { id: alpine.id, name: alpine.name });
  });
  return [...declared.values()];
};

export const batchOfNewsdeskJson = (json: NewsdeskSportsJson, file: string): SportsImportBatch => {
  assertUnique(json.teams, (t) => t.id, 'teams', file);
  assertUnique(json.players, (p) => p.id, 'players', file);
  assertUnique(json.transfers, (t) => t.id, 'transfers', file);
  assertUnique(json.wintersport.races, (r) => r.id, 'wintersport.races', file);
  const squads = json.squads.flatMap((s) => s.players.map((p) => ({ teamId: s.teamId, seasonId: s.seasonId, ...p })));
  assertUnique(squads, rowKeyOf('squads'), 'squads (team, season, player)', file);

  const winterRaces: WinterRace[] = [];
  const winterResults: WinterRaceResult[] = [];
  json.wintersport.races.forEach(({ results, time, timeZone, ...race }, index) => {
    assertUnique(results, (r) => r.athleteId, `wintersport.races[${index}].results`, file);
    const startsAt = localInstant(`${file} is not valid:\n  wintersport.races[${index}]`, race.date, time, timeZone);
    winterRaces.push({ ...race, startsAt });
    for (const r of results)
      winterResults.push({
        raceId: race.id,
        athleteId: r.athleteId,
        status: r.status,
        rank: r.status === 'finished' ? r.rank : null,
        bib: r.bib,
        nation: r.nation,
        timeMs: r.status === 'finished' ? raceTimeMs(r.time) : null,
        runTimesMs: r.runs.map(raceTimeMs),
        publishedCupPoints: r.cupPoints,
      });
  });
  const publishedWinterStandings = json.wintersport.standings.flatMap(({ rows, ...table }) =>
    rows.map((row) => ({
      ...table,
      athleteId: table.kind === 'athlete' ? row.athleteId : null,
      nation: row.nation,
      rank: row.rank,
      points: row.points,
    })),
  );
  assertUnique(publishedWinterStandings, rowKeyOf('publishedWinterStandings'), 'wintersport.standings rows', file);

  const seasons = new Set([
    ...squads.map((s) => s.seasonId),
    ...winterRaces.map((r) => r.seasonId),
    ...publishedWinterStandings.map((s) => s.seasonId),
  ]);
  return batchOf({
    competitions: json.competitions.map((c) => ({ ...c, rootTopic: c.rootTopic ?? 'sport' })),
    seasons: [...seasons].sort().map(seasonRecord),
    teams: json.teams,
    players: json.players,
    squads,
    transfers: json.transfers,
    winterDisciplines: winterRaces.length || json.wintersport.disciplines.length ? disciplinesOf(json, file) : [],
    winterRaces,
    winterResults,
    publishedWinterStandings,
  });
};

export const readNewsdeskSportsJson = async (target: string): Promise<SportsImportBatch> => {
  if (await isFolder(target))
    throw new SportsImportError(`${target}: newsdesk-sports-json imports one file; give the path of the .json file.`);
  return batchOfNewsdeskJson(parseOrExplain(newsdeskSportsJsonSchema, await readJsonFile(target), target), target);
};

export const newsdeskSportsJsonImporter: SportsImporter = {
  format: 'newsdesk-sports-json',
  description: 'Newsdesk sports JSON (docs/sports-import.md): squads, transfers, winter-sport races, results and standings',
  read: (target) => readNewsdeskSportsJson(target),
};
