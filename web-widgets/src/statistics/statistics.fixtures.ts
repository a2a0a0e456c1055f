import type {
  ChampionshipView,
  CompetitionSeasonRef,
  CompetitionView,
  FootballStandingRow,
  FootballStandingsView,
  FormLetter,
  MatchView,
  PlayerProfileView,
  TeamProfileView,
  TeamRef,
} from '@newsdesk/core/sports/sports.views';
import type { MatchStatus, Score } from '@newsdesk/core/sports/sports.types';

/**
 * Test data of the statistics widgets: a small league (six clubs, three played matchdays and two
 * to come), a cup with its final, one club's squad and transfers, one player. The table is
 * derived from the matches (3/1/0, goal difference, goals) so that both always agree.
 */
export const LEAGUE: CompetitionSeasonRef = {
  id: 'openfootball:en.1:2024-25',
  competitionId: 'openfootball:en.1',
  competitionName: 'Premier League',
  seasonId: '2024-25',
  name: '2024-25',
};
export const PREVIOUS_LEAGUE: CompetitionSeasonRef = { ...LEAGUE, id: 'openfootball:en.1:2023-24', seasonId: '2023-24', name: '2023-24' };
export const CUP: CompetitionSeasonRef = {
  id: 'openfootball:en.cup:2024-25',
  competitionId: 'openfootball:en.cup',
  competitionName: 'FA Cup',
  seasonId: '2024-25',
  name: '2024-25',
};

const team = (slug: string, name: string, shortName: string | null = null): TeamRef => ({
  id: `openfootball:team:${slug}`,
  name,
  shortName,
});
export const TEAMS = {
  arsenal: team('arsenal', 'Arsenal FC', 'Arsenal'),
  chelsea: team('chelsea', 'Chelsea FC', 'Chelsea'),
  liverpool: team('liverpool', 'Liverpool FC', 'Liverpool'),
  city: team('man-city', 'Manchester City FC', 'Man City'),
  newcastle: team('newcastle', 'Newcastle United FC', 'Newcastle'),
  spurs: team('spurs', 'Tottenham Hotspur FC', 'Spurs'),
};

let matchNumber = 0;
export const aMatch = (
  season: CompetitionSeasonRef,
  round: string,
  kickoff: string | null,
  date: string,
  home: TeamRef,
  away: TeamRef,
  fullTime: [number, number] | null,
  extra: { status?: MatchStatus; stage?: string | null; extraTime?: Score; penalties?: Score } = {},
): MatchView => {
  const score = fullTime ? { home: fullTime[0], away: fullTime[1] } : null;
  const decisive = extra.penalties ?? extra.extraTime ?? score;
  return {
    id: `${season.id}:m${++matchNumber}`,
    competitionSeason: season,
    round,
    stage: extra.stage ?? null,
    kickoff,
    date,
    home,
    away,
    status: extra.status ?? (score ? 'played' : 'scheduled'),
    fullTime: score,
    halfTime: null,
    extraTime: extra.extraTime ?? null,
    penalties: extra.penalties ?? null,
    winner: decisive ? (decisive.home > decisive.away ? 'home' : decisive.home < decisive.away ? 'away' : 'draw') : null,
  };
};

/** Three matchdays played in August (CEST), two to come; one match known by its day only. */
export const leagueMatches = (teams = TEAMS, season = LEAGUE): MatchView[] => {
  const { arsenal, chelsea, liverpool, city, newcastle, spurs } = teams;
  return [
    aMatch(season, 'Matchday 1', '2024-08-17T11:30:00.000Z', '2024-08-17', arsenal, chelsea, [2, 0]),
    aMatch(season, 'Matchday 1', '2024-08-17T14:00:00.000Z', '2024-08-17', liverpool, city, [1, 1]),
    aMatch(season, 'Matchday 1', '2024-08-18T15:30:00.000Z', '2024-08-18', newcastle, spurs, [3, 1]),
    aMatch(season, 'Matchday 2', '2024-08-24T14:00:00.000Z', '2024-08-24', chelsea, liverpool, [1, 2]),
    aMatch(season, 'Matchday 2', '2024-08-24T16:30:00.000Z', '2024-08-24', city, newcastle, [4, 0]),
    aMatch(season, 'Matchday 2', '2024-08-25T13:00:00.000Z', '2024-08-25', spurs, arsenal, [0, 0]),
    aMatch(season, 'Matchday 3', '2024-08-31T11:30:00.000Z', '2024-08-31', arsenal, liverpool, [1, 3]),
    aMatch(season, 'Matchday 3', '2024-08-31T14:00:00.000Z', '2024-08-31', newcastle, chelsea, [2, 2]),
    aMatch(season, 'Matchday 3', '2024-09-01T15:30:00.000Z', '2024-09-01', spurs, city, [1, 2]),
    // Winter: 15:00 UTC is 16:00 CET.
    aMatch(season, 'Matchday 4', '2025-01-11T15:00:00.000Z', '2025-01-11', chelsea, arsenal, null),
    aMatch(season, 'Matchday 4', '2025-01-11T17:30:00.000Z', '2025-01-11', city, liverpool, null),
    aMatch(season, 'Matchday 4', null, '2025-01-12', spurs, newcastle, null, { status: 'postponed' }),
    aMatch(season, 'Matchday 5', '2025-01-18T15:00:00.000Z', '2025-01-18', liverpool, newcastle, null),
    aMatch(season, 'Matchday 5', '2025-01-18T17:30:00.000Z', '2025-01-18', arsenal, city, null),
    aMatch(season, 'Matchday 5', '2025-01-19T14:00:00.000Z', '2025-01-19', chelsea, spurs, null),
  ];
};

/** 3/1/0, then goal difference, goals scored, name: enough for test data (core owns the real rules). */
export const tableOf = (season: CompetitionSeasonRef, matches: MatchView[]): FootballStandingsView => {
  const rows = new Map<string, FootballStandingRow>();
  const row = (ref: TeamRef) => {
    let found = rows.get(ref.id);
    if (!found) {
      found = {
        rank: 0,
        team: ref,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
        pointAdjustment: 0,
        form: [],
      };
      rows.set(ref.id, found);
    }
    return found;
  };
  const played = matches.filter((m) => m.status === 'played' && m.fullTime).sort((a, b) => a.date.localeCompare(b.date));
  for (const match of played) {
    const score = match.fullTime!;
    for (const [side, goals, against] of [
      [match.home, score.home, score.away],
      [match.away, score.away, score.home],
    ] as const) {
      const r = row(side);
      r.played++;
      r.goalsFor += goals;
      r.goalsAgainst += against;
      r.goalDifference = r.goalsFor - r.goalsAgainst;
      const letter: FormLetter = goals > against ? 'W' : goals === against ? 'D' : 'L';
      if (letter === 'W') r.won++;
      else if (letter === 'D') r.drawn++;
      else r.lost++;
      r.points = r.won * 3 + r.drawn;
      r.form = [...r.form, letter].slice(-5);
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor || a.team.name.localeCompare(b.team.name),
  );
  sorted.forEach((r, index) => (r.rank = index + 1));
  return {
    competitionSeason: season,
    groups: [{ name: null, rows: sorted }],
    tieBreakers: [],
    matchesCounted: played.length,
    lastMatchDate: played.at(-1)?.date ?? null,
  };
};

export const competitionOf = (season: CompetitionSeasonRef, kind: 'league' | 'cup', seasons = [season]): CompetitionView => ({
  id: season.competitionId,
  sport: 'football',
  name: season.competitionName,
  countryCode: 'GB',
  kind,
  rootTopic: 'sport',
  seasons,
});

export const cupFinal = (): ChampionshipView => ({
  competitionSeason: CUP,
  sport: 'football',
  stages: [
    {
      name: 'Semi-finals',
      rounds: [
        {
          round: 'Semi-finals',
          matches: [
            aMatch(CUP, 'Semi-finals', '2025-04-26T16:15:00.000Z', '2025-04-26', TEAMS.arsenal, TEAMS.spurs, [1, 1], {
              stage: 'Semi-finals',
              extraTime: { home: 2, away: 1 },
            }),
            aMatch(CUP, 'Semi-finals', '2025-04-27T15:30:00.000Z', '2025-04-27', TEAMS.city, TEAMS.newcastle, [0, 0], {
              stage: 'Semi-finals',
              extraTime: { home: 0, away: 0 },
              penalties: { home: 4, away: 3 },
            }),
          ],
        },
      ],
    },
    {
      name: 'Final',
      rounds: [
        {
          round: 'Final',
          matches: [aMatch(CUP, 'Final', '2025-05-17T15:30:00.000Z', '2025-05-17', TEAMS.arsenal, TEAMS.city, [2, 1], { stage: 'Final' })],
        },
      ],
    },
  ],
  winner: TEAMS.arsenal,
});

export const SAKA = { id: 'openfootball:player:saka', name: 'Bukayo Saka', nationality: 'ENG' };

export const teamProfile = (ref: TeamRef, matches: MatchView[]): TeamProfileView => {
  const own = matches.filter((m) => m.home.id === ref.id || m.away.id === ref.id);
  const table = tableOf(LEAGUE, matches).groups[0]!.rows.find((r) => r.team.id === ref.id);
  const isArsenal = ref.id === TEAMS.arsenal.id;
  return {
    team: { ...ref, sport: 'football', countryCode: 'GB', venue: isArsenal ? 'Emirates Stadium' : null },
    competitionSeasons: [LEAGUE],
    squad: {
      seasonId: '2024-25',
      players: isArsenal
        ? [
            { player: { id: 'openfootball:player:raya', name: 'David Raya', nationality: 'ESP' }, shirtNumber: 22, position: 'Goalkeeper' },
            { player: SAKA, shirtNumber: 7, position: 'Forward' },
            {
              player: { id: 'openfootball:player:rice', name: 'Declan Rice', nationality: 'ENG' },
              shirtNumber: 41,
              position: 'Midfielder',
            },
          ]
        : [],
    },
    transfers: isArsenal
      ? [
          {
            id: 't1',
            player: { id: 'openfootball:player:calafiori', name: 'Riccardo Calafiori', nationality: 'ITA' },
            from: team('bologna', 'Bologna FC 1909', 'Bologna'),
            to: ref,
            date: '2024-07-29',
            kind: 'permanent',
            fee: '€ 45m',
          },
          {
            id: 't2',
            player: { id: 'openfootball:player:ramsdale', name: 'Aaron Ramsdale', nationality: 'ENG' },
            from: ref,
            to: team('southampton', 'Southampton FC', 'Southampton'),
            date: '2024-08-30',
            kind: 'permanent',
            fee: null,
          },
        ]
      : [],
    recentResults: own.filter((m) => m.status === 'played').reverse(),
    nextFixtures: own.filter((m) => m.status !== 'played'),
    standing: table ? { competitionSeason: LEAGUE, rank: table.rank, points: table.points, played: table.played } : null,
  };
};

export const sakaProfile = (): PlayerProfileView => ({
  player: {
    id: SAKA.id,
    sport: 'football',
    name: SAKA.name,
    firstName: 'Bukayo',
    lastName: 'Saka',
    nationality: 'ENG',
    birthDate: '2001-09-05',
    hand: null,
    heightCm: 178,
    teamId: TEAMS.arsenal.id,
    position: 'Forward',
    number: 7,
  },
  team: TEAMS.arsenal,
  transfers: [],
  tennis: null,
  motorsport: null,
  wintersport: null,
});

/** The same league with names as long as real ones get (women's teams, full club names). */
export const LONG_NAMES = {
  arsenal: team('gladbach', 'Borussia Mönchengladbach Frauen- und Mädchenfussball'),
  chelsea: team('wolfsburg', 'VfL Wolfsburg Frauenfussball-Bundesliga-Mannschaft'),
  liverpool: team('hoffenheim', 'TSG 1899 Hoffenheim Fussball-Spielbetriebs GmbH'),
  city: team('leverkusen', 'Bayer 04 Leverkusen Fussball GmbH Frauen'),
  newcastle: team('koeln', '1. FC Köln Frauen- und Mädchenfussballabteilung'),
  spurs: team('frankfurt', 'Eintracht Frankfurt Fussball AG Frauen'),
};
