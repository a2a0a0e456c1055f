/**
 * Winter sport (alpine World Cup): disciplines, race results with World Cup points, and season
 * standings. A standing the governing body published is shown as published (it counts races core
 * may not hold); otherwise core computes it from the races it has.
 */
import type { SportsDataProvider } from '../sports.ports';
import type { Gender, WinterDiscipline, WinterRace, WinterRaceResult, WinterResultStatus } from '../sports.types';
import type { WinterDisciplinesView, WinterRaceView, WinterResultRow, WinterResultsView, WinterStandingsView } from '../sports.views';
import { raceNotFound, seasonNotFound } from '../sports.errors';
import { SportsRefs } from '../sports-refs';
import { raceCupPoints } from '../standings/alpine-points';
import { OVERALL_DISCIPLINE, wintersportStandings } from '../standings/wintersport-standings';

// the order FIS lists its disciplines in; others follow by name
const DISCIPLINE_ORDER = ['DH', 'SG', 'GS', 'SL', 'AC', 'PAR'];
const disciplineRank = (d: WinterDiscipline) => {
  const i = DISCIPLINE_ORDER.indexOf(d.id);
  return i === -1 ? DISCIPLINE_ORDER.length : i;
};

// result list: finishers by rank, then as FIS lists the others
const STATUS_ORDER: Record<WinterResultStatus, number> = { finished: 0, dnq: 1, dnf: 2, dsq: 3, dns: 4 };

const byDate = (a: WinterRace, b: WinterRace) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1);

/** The season of the most recent race (races of winter seasons are named by their season id). */
export const latestWinterSeason = (races: WinterRace[]): string | null => [...races].sort(byDate).at(-1)?.seasonId ?? null;

export const winterDisciplines = async (p: SportsDataProvider): Promise<WinterDisciplinesView> => {
  const [disciplines, races] = await Promise.all([p.winterDisciplines(), p.winterRaces({})]);
  const count = new Map<string, number>();
  for (const r of races) count.set(r.disciplineId, (count.get(r.disciplineId) ?? 0) + 1);
  return {
    disciplines: [...disciplines]
      .sort((a, b) => disciplineRank(a) - disciplineRank(b) || a.name.localeCompare(b.name, 'en'))
      .map((d) => ({ id: d.id, name: d.name, races: count.get(d.id) ?? 0 })),
  };
};

const raceView = (race: WinterRace, disciplines: Map<string, string>): WinterRaceView => ({
  ...race,
  disciplineName: disciplines.get(race.disciplineId) ?? race.disciplineId,
});

const resultRows = (results: WinterRaceResult[], refs: SportsRefs): WinterResultRow[] => {
  const sorted = [...results].sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      (a.rank ?? Infinity) - (b.rank ?? Infinity) ||
      (a.bib ?? Infinity) - (b.bib ?? Infinity) ||
      (a.athleteId < b.athleteId ? -1 : 1),
  );
  const best = sorted.find((r) => r.status === 'finished' && r.timeMs !== null)?.timeMs ?? null;
  return sorted.map((r) => ({
    rank: r.rank,
    athlete: refs.player(r.athleteId),
    nation: r.nation,
    bib: r.bib,
    status: r.status,
    timeMs: r.timeMs,
    behindMs: r.status === 'finished' && r.timeMs !== null && best !== null && r.rank !== 1 ? r.timeMs - best : null,
    runTimesMs: r.runTimesMs,
    cupPoints: raceCupPoints(r),
  }));
};

/** Results of one race, or of a discipline's races (`ALL` = every discipline) in a season (default: latest). */
export const winterResults = async (
  p: SportsDataProvider,
  q: { disciplineId: string; seasonId?: string; gender?: Gender; raceId?: string },
): Promise<WinterResultsView> => {
  let races: WinterRace[];
  if (q.raceId) {
    races = await p.winterRaces({ ids: [q.raceId] });
    if (!races.length) throw raceNotFound(q.raceId);
  } else {
    const disciplineId = q.disciplineId === OVERALL_DISCIPLINE ? undefined : q.disciplineId;
    const inScope = await p.winterRaces({ disciplineId, gender: q.gender, seasonId: q.seasonId });
    const seasonId = q.seasonId ?? latestWinterSeason(inScope);
    races = inScope.filter((r) => r.seasonId === seasonId);
  }
  races.sort(byDate);
  const [results, disciplines] = await Promise.all([
    races.length ? p.winterRaceResults(races.map((r) => r.id)) : [],
    p.winterDisciplines(),
  ]);
  const refs = await SportsRefs.load(p, { playerIds: results.map((r) => r.athleteId) });
  const names = new Map(disciplines.map((d) => [d.id, d.name]));
  return {
    kind: 'wintersport',
    races: races.map((race) => ({
      race: raceView(race, names),
      results: resultRows(
        results.filter((r) => r.raceId === race.id),
        refs,
      ),
    })),
  };
};

export const winterStandings = async (
  p: SportsDataProvider,
  q: { seasonId?: string; gender: Gender; disciplineId: string; kind: 'athlete' | 'nation' },
): Promise<WinterStandingsView> => {
  const races = await p.winterRaces({ gender: q.gender, seasonId: q.seasonId });
  const seasonId = q.seasonId ?? latestWinterSeason(races);
  const base = { gender: q.gender, disciplineId: q.disciplineId, kind: q.kind };
  if (seasonId === null) return { ...base, seasonId: '', basis: 'computed', racesCounted: 0, rows: [] };
  const scoped = races.filter(
    (r) => r.seasonId === seasonId && (q.disciplineId === OVERALL_DISCIPLINE || r.disciplineId === q.disciplineId),
  );
  const published = await p.publishedWinterStandings({ seasonId, gender: q.gender, disciplineId: q.disciplineId, kind: q.kind });
  if (q.seasonId && !races.length && !published.length) throw seasonNotFound(q.seasonId);

  if (published.length) {
    const refs = await SportsRefs.load(p, { playerIds: published.map((s) => s.athleteId) });
    return {
      ...base,
      seasonId,
      basis: 'published',
      racesCounted: scoped.length,
      rows: published.map((s) => ({
        rank: s.rank,
        athlete: s.athleteId ? refs.player(s.athleteId) : null,
        nation: s.nation,
        points: s.points,
      })),
    };
  }
  const results = scoped.length ? await p.winterRaceResults(scoped.map((r) => r.id)) : [];
  const refs = await SportsRefs.load(p, { playerIds: results.map((r) => r.athleteId) });
  const computed = wintersportStandings({ races: scoped, results, seasonId, ...base, athleteName: refs.playerName });
  return {
    ...base,
    seasonId,
    basis: 'computed',
    racesCounted: computed.racesCounted,
    rows: computed.rows.map((r) => ({
      rank: r.rank,
      athlete: r.athleteId ? refs.player(r.athleteId) : null,
      nation: r.nation,
      points: r.points,
    })),
  };
};
