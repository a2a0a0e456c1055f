import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import type { MotorsportResult } from '@newsdesk/core/sports/sports.types';
import { batchOf } from '../shared/import-batch';
import { isFolder } from '../shared/list-files';
import { readCsvRows, type CsvRow } from '../shared/read-csv';
import { seasonRecord } from '../shared/season-records';
import { SportsImportError } from '../shared/sports-import.errors';
import type { SportsImporter } from '../shared/sports-importer';
import { constructorOfRow, driverOfRow, F1_COMPETITION_ID, raceOfRow, resultOfRow } from './ergast-rows';

const REQUIRED = ['races', 'results', 'drivers', 'constructors', 'circuits', 'status'] as const;

const byId = (rows: CsvRow[], column: string) => new Map(rows.map((row) => [row[column] ?? '', row]));

/**
 * The Ergast database tables (races, results, sprint_results, drivers, constructors, circuits,
 * status) in one folder. Drivers and constructors come in only when a result names them (the
 * reference tables reach back to 1950); a driver's team is the constructor of their latest race.
 */
export const readErgastF1 = async (target: string): Promise<SportsImportBatch> => {
  const folder = (await isFolder(target)) ? target : path.dirname(target);
  const missing = REQUIRED.filter((table) => !existsSync(path.join(folder, `${table}.csv`)));
  if (missing.length)
    throw new SportsImportError(
      `${folder}: the Ergast tables ${missing.map((t) => `${t}.csv`).join(', ')} are missing (needed: ${REQUIRED.join(', ')}; sprint_results optional).`,
    );
  const table = (name: string) => readCsvRows(path.join(folder, `${name}.csv`));

  const circuits = byId(await table('circuits'), 'circuitId');
  const statuses = new Map((await table('status')).map((row) => [row.statusId ?? '', row.status ?? '']));
  const races = (await table('races')).filter((row) => row.raceId && row.year).map((row) => raceOfRow(row, circuits));
  const raceIds = new Set(races.map((race) => race.id));

  const results: MotorsportResult[] = (await table('results')).map((row) => resultOfRow(row, 'race', statuses));
  if (existsSync(path.join(folder, 'sprint_results.csv')))
    results.push(...(await table('sprint_results')).map((row) => resultOfRow(row, 'sprint', statuses)));
  const orphans = results.filter((result) => !raceIds.has(result.raceId));
  if (orphans.length)
    throw new SportsImportError(
      `${folder}: ${orphans.length} results name races that races.csv does not have (first: ${orphans[0]!.raceId}).`,
    );

  // the constructor of each driver's latest race (races in order of their start)
  const raceOrder = new Map(
    [...races].sort((a, b) => a.date.localeCompare(b.date) || a.round - b.round).map((race, index) => [race.id, index]),
  );
  const latestTeam = new Map<string, { order: number; teamId: string }>();
  for (const result of results) {
    const order = raceOrder.get(result.raceId)!;
    const known = latestTeam.get(result.driverId);
    if (!known || order >= known.order) latestTeam.set(result.driverId, { order, teamId: result.teamId });
  }
  const teamIds = new Set(results.map((result) => result.teamId));

  const drivers = (await table('drivers')).filter((row) => latestTeam.has(`ergast:driver:${row.driverId}`));
  const constructors = (await table('constructors')).filter((row) => teamIds.has(`ergast:constructor:${row.constructorId}`));
  const seasons = [...new Set(races.map((race) => race.seasonId))].sort();

  return batchOf({
    competitions: [
      {
        id: F1_COMPETITION_ID,
        sport: 'motorsport',
        name: 'Formula 1 World Championship',
        countryCode: null,
        kind: 'series',
        rootTopic: 'sport',
      },
    ],
    seasons: seasons.map(seasonRecord),
    competitionSeasons: seasons.map((seasonId) => ({
      id: `${F1_COMPETITION_ID}:${seasonId}`,
      competitionId: F1_COMPETITION_ID,
      seasonId,
      name: seasonId,
      tieBreakers: [],
      pointAdjustments: [],
    })),
    teams: constructors.map(constructorOfRow),
    players: drivers.map((row) => driverOfRow(row, latestTeam.get(`ergast:driver:${row.driverId}`)?.teamId ?? null)),
    motorsportRaces: races,
    motorsportResults: results,
  });
};

export const ergastF1Importer: SportsImporter = {
  format: 'ergast-f1',
  description:
    'Ergast-schema Formula 1 tables: the folder with races.csv, results.csv, sprint_results.csv, drivers.csv, constructors.csv, circuits.csv, status.csv',
  read: (target) => readErgastF1(target),
};
