import { existsSync } from 'node:fs';
import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import type { Player, PublishedWinterStanding, WinterRace, WinterRaceResult } from '@newsdesk/core/sports/sports.types';
import { z } from 'zod';
import { batchOf } from '../shared/import-batch';
import { filesBelow, isFolder } from '../shared/list-files';
import { localInstant } from '../shared/local-instant';
import { readCsvRows } from '../shared/read-csv';
import { readJsonFile } from '../shared/read-json-file';
import { seasonRecord } from '../shared/season-records';
import { SportsImportError } from '../shared/sports-import.errors';
import type { SportsImporter, SportsImportOptions } from '../shared/sports-importer';
import { parseOrExplain } from '../shared/zod-issues';
import { ALPINE_DISCIPLINES, fisFileOf, type FisFile } from './fis-file-name';
import { athleteOfRow, fisRaceId, resultOfRow, standingsOfRow } from './fis-rows';
import { countryOfVenue } from './fis-venues';

export const FIS_WORLD_CUP_ID = 'fis:alpine-wc';

/** `<race file>.json` beside a race file: what its name cannot say. */
const sidecarSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM')
    .optional(),
  timeZone: z.string().min(1).default('Europe/Zurich'),
  venue: z.string().min(1).optional(),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'expected ISO 3166-1 alpha-2 (CH)')
    .optional(),
  name: z.string().min(1).optional(),
});
type Sidecar = z.infer<typeof sidecarSchema>;

const sidecarPath = (file: string) => file.replace(/\.csv$/i, '.json');

const raceMeta = async (file: Extract<FisFile, { kind: 'race' }>, date: string | undefined): Promise<Sidecar> => {
  const sidecar = sidecarPath(file.file);
  if (existsSync(sidecar)) return parseOrExplain(sidecarSchema, await readJsonFile(sidecar), sidecar);
  if (!date)
    throw new SportsImportError(
      `${file.file}: the race day is not in the file. Give it with --date YYYY-MM-DD or in ${sidecarPath(file.file)} ({"date": "2025-01-18", "time": "12:30"}).`,
    );
  return { date, timeZone: 'Europe/Zurich' };
};

const readRace = async (file: Extract<FisFile, { kind: 'race' }>, meta: Sidecar) => {
  const rows = await readCsvRows(file.file);
  if (rows.length === 0) throw new SportsImportError(`${file.file}: no result rows.`);
  const foreign = rows.find((row) => row.race_id && row.race_id !== file.raceId);
  if (foreign) throw new SportsImportError(`${file.file}: a row names race ${foreign.race_id}, the file name race ${file.raceId}.`);
  const discipline = ALPINE_DISCIPLINES.find((d) => d.id === file.disciplineId)!;
  const venue = meta.venue ?? file.venue;
  const startsAt = localInstant(
    existsSync(sidecarPath(file.file)) ? sidecarPath(file.file) : file.file,
    meta.date,
    meta.time ?? null,
    meta.timeZone,
  );
  const race: WinterRace = {
    id: fisRaceId(file.raceId),
    seasonId: file.seasonId,
    disciplineId: file.disciplineId,
    gender: file.gender,
    name: meta.name ?? `${venue} ${discipline.name}`,
    venue,
    countryCode: meta.countryCode ?? countryOfVenue(venue),
    startsAt,
    date: meta.date,
  };
  const hasRuns = 'run1' in rows[0]!;
  const athletes = rows.map((row, i) => athleteOfRow(row, `${file.file}: row ${i + 2}`));
  const results = rows.map((row, i) => resultOfRow(row, race.id, hasRuns, `${file.file}: row ${i + 2}`));
  return { race, athletes, results };
};

const readStandings = async (file: Exclude<FisFile, { kind: 'race' }>) => {
  const rows = await readCsvRows(file.file);
  const athletes: Player[] = [];
  const standings: PublishedWinterStanding[] = [];
  rows.forEach((row, i) => {
    if (file.kind === 'nations') {
      standings.push(...standingsOfRow(row, { seasonId: file.seasonId, gender: 'mixed', kind: 'nation' }, null));
      return;
    }
    const athlete = athleteOfRow(row, `${file.file}: row ${i + 2}`);
    athletes.push(athlete);
    standings.push(...standingsOfRow(row, { seasonId: file.seasonId, gender: file.gender, kind: 'athlete' }, athlete.id));
  });
  return { athletes, standings };
};

const listFiles = async (target: string): Promise<FisFile[]> => {
  if (!(await isFolder(target))) return [fisFileOf(target)];
  const files = (await filesBelow(target, /^fis_alpine_.*\.csv$/i)).map(fisFileOf);
  if (files.length === 0) throw new SportsImportError(`${target}: no fis_alpine_*.csv files below this folder.`);
  return files;
};

/**
 * The FIS-derived alpine CSVs: race result files (the race's day from a sidecar JSON or `--date`)
 * and published season standings (overall and per discipline, Nations Cup).
 */
export const readFisAlpine = async (target: string, options: SportsImportOptions): Promise<SportsImportBatch> => {
  const files = await listFiles(target);
  const races = files.filter((f): f is Extract<FisFile, { kind: 'race' }> => f.kind === 'race');
  const undated = races.filter((f) => !existsSync(sidecarPath(f.file)));
  if (options.date && undated.length > 1)
    throw new SportsImportError(
      `--date fits one race, but ${undated.length} race files have no sidecar: give each a ${'<file>.json'} with its date instead.`,
    );

  const athletes = new Map<string, Player>();
  const winterRaces: WinterRace[] = [];
  const winterResults: WinterRaceResult[] = [];
  const publishedWinterStandings: PublishedWinterStanding[] = [];
  for (const file of races) {
    const read = await readRace(file, await raceMeta(file, options.date));
    winterRaces.push(read.race);
    winterResults.push(...read.results);
    for (const athlete of read.athletes) athletes.set(athlete.id, athlete);
  }
  for (const file of files) {
    if (file.kind === 'race') continue;
    const read = await readStandings(file);
    publishedWinterStandings.push(...read.standings);
    for (const athlete of read.athletes) athletes.set(athlete.id, athlete);
  }
  const seasons = [...new Set(files.map((f) => f.seasonId))].sort();
  return batchOf({
    competitions: [
      {
        id: FIS_WORLD_CUP_ID,
        sport: 'wintersport',
        name: 'FIS Alpine Ski World Cup',
        countryCode: null,
        kind: 'series',
        rootTopic: 'sport',
      },
    ],
    seasons: seasons.map(seasonRecord),
    competitionSeasons: seasons.map((seasonId) => ({
      id: `${FIS_WORLD_CUP_ID}:${seasonId}`,
      competitionId: FIS_WORLD_CUP_ID,
      seasonId,
      name: seasonId,
      tieBreakers: [],
      pointAdjustments: [],
    })),
    winterDisciplines: ALPINE_DISCIPLINES.map(({ id, name }) => ({ id, name })),
    players: [...athletes.values()],
    winterRaces,
    winterResults,
    publishedWinterStandings,
  });
};

export const fisAlpineCsvImporter: SportsImporter = {
  format: 'fis-alpine-csv',
  description:
    'FIS-derived alpine World Cup CSVs: race results (fis_alpine_wc_<year>_<venue>_<gender>_<discipline>_<race id>.csv, day from --date or a <file>.json sidecar), standings, Nations Cup; or a folder of them',
  read: readFisAlpine,
};
