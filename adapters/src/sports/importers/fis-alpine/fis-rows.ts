import type { Player, PublishedWinterStanding, WinterRaceResult, WinterResultStatus } from '@newsdesk/core/sports/sports.types';
import { cell, intCell, type CsvRow } from '../shared/read-csv';
import { SportsImportError } from '../shared/sports-import.errors';

export const athleteId = (competitorId: string) => `fis:athlete:${competitorId}`;
export const fisRaceId = (raceId: string) => `fis:race:${raceId}`;

/** `2:22.58` → 142580 ms; `59.87` → 59870; null for an empty cell. */
export const raceTimeMs = (text: string | null): number | null => {
  if (!text) return null;
  const match = /^(?:(\d+):)?(?:(\d+):)?(\d+)(?:[.,](\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const parts = [match[1], match[2]].filter((p): p is string => p !== undefined).map(Number);
  const minutes = parts.length === 2 ? parts[0]! * 60 + parts[1]! : (parts[0] ?? 0);
  const fraction = match[4] ? Number(match[4].padEnd(3, '0')) : 0;
  return (minutes * 60 + Number(match[3])) * 1000 + fraction;
};

const title = (word: string) =>
  word.toLowerCase().replace(/(^|[-'])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());

/** FIS writes `ODERMATT Marco`, `DE ALIPRANDINI Luca`: family name in capitals first. */
export const splitAthleteName = (text: string): { name: string; firstName: string | null; lastName: string | null } => {
  const words = text.trim().split(/\s+/);
  const upper = words.filter((_word, i) => words.slice(0, i + 1).every((x) => x === x.toUpperCase() && x !== x.toLowerCase()));
  if (upper.length === 0 || upper.length === words.length) return { name: text.trim(), firstName: null, lastName: null };
  const lastName = upper.map(title).join(' ');
  const firstName = words.slice(upper.length).join(' ');
  return { name: `${firstName} ${lastName}`, firstName, lastName };
};

export const athleteOfRow = (row: CsvRow, where: string): Player => {
  const competitorId = cell(row, 'competitor_id');
  const athlete = cell(row, 'athlete');
  if (!competitorId || !athlete) throw new SportsImportError(`${where}: competitor_id and athlete are needed.`);
  return {
    id: athleteId(competitorId),
    sport: 'wintersport',
    ...splitAthleteName(athlete),
    nationality: cell(row, 'nation'),
    birthDate: null,
    hand: null,
    heightCm: null,
    teamId: null,
    position: null,
    number: null,
  };
};

/** The page's section headings (`Did not finish 2nd run`) and `finished`. */
export const statusOf = (text: string | null, where: string): WinterResultStatus => {
  const status = (text ?? '').trim().toLowerCase();
  if (status === 'finished' || status === 'ok') return 'finished';
  if (status.startsWith('did not finish') || status === 'dnf') return 'dnf';
  if (status.startsWith('did not start') || status === 'dns') return 'dns';
  if (status.startsWith('disqualified') || status === 'dsq') return 'dsq';
  if (status.startsWith('did not qualify') || status === 'dnq') return 'dnq';
  throw new SportsImportError(
    `${where}: unknown status “${text ?? ''}” (expected finished, Did not finish…, Did not start, Disqualified, Did not qualify).`,
  );
};

export const resultOfRow = (row: CsvRow, raceId: string, hasRuns: boolean, where: string): WinterRaceResult => {
  const status = statusOf(cell(row, 'status'), where);
  const finished = status === 'finished';
  return {
    raceId,
    athleteId: athleteId(cell(row, 'competitor_id')!),
    status,
    rank: finished ? intCell(row, 'rank') : null,
    bib: intCell(row, 'bib'),
    nation: cell(row, 'nation'),
    timeMs: finished ? raceTimeMs(cell(row, 'time')) : null,
    runTimesMs: hasRuns ? [raceTimeMs(cell(row, 'run1')), raceTimeMs(cell(row, 'run2'))] : [],
    publishedCupPoints: intCell(row, 'cup_points'),
  };
};

const STANDING_COLUMNS = [
  ['ALL', 'all'],
  ['DH', 'dh'],
  ['SG', 'sg'],
  ['GS', 'gs'],
  ['SL', 'sl'],
] as const;

/** One row of a standings file → a line per table the athlete (or nation) is ranked in. */
export const standingsOfRow = (
  row: CsvRow,
  scope: Pick<PublishedWinterStanding, 'seasonId' | 'gender' | 'kind'>,
  athlete: string | null,
): PublishedWinterStanding[] =>
  STANDING_COLUMNS.flatMap(([disciplineId, column]) => {
    const rank = intCell(row, `${column}_rank`);
    const points = intCell(row, `${column}_points`);
    const nation = cell(row, 'nation');
    if (rank === null || points === null || !nation) return [];
    return [{ ...scope, disciplineId, athleteId: athlete, nation, rank, points }];
  });
