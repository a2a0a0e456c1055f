/**
 * What the sports API answers (spec §7) and the statistics widgets render: one shape per view,
 * shared by core's SportsStatistics use cases, the HTTP routes and the widgets' gateway.
 * Instants stay UTC ISO strings; widgets show them in Europe/Zurich with ./sports-time.ts.
 */
import type {
  Competition,
  FootballTieBreaker,
  Gender,
  IsoDate,
  IsoInstant,
  MatchStatus,
  Player,
  Score,
  Sport,
  TennisAssociation,
  TennisTournament,
  TransferKind,
  WinterResultStatus,
} from './sports.types';

export const SPORTS_TIME_ZONE = 'Europe/Zurich';

export interface TeamRef {
  id: string;
  name: string;
  shortName: string | null;
}

export interface PlayerRef {
  id: string;
  name: string;
  nationality: string | null;
}

export interface CompetitionSeasonRef {
  /** The competition season id (spec: competitionSeasonId). */
  id: string;
  competitionId: string;
  competitionName: string;
  seasonId: string;
  name: string;
}

/** GET /api/sports/statistics/competitions */
export interface CompetitionView extends Competition {
  seasons: CompetitionSeasonRef[];
}
export interface CompetitionsView {
  competitions: CompetitionView[];
}

/** GET /api/sports/football/competition/seasons/?id= */
export interface CompetitionSeasonsView {
  competition: Competition;
  seasons: CompetitionSeasonRef[];
}

export interface MatchView {
  id: string;
  competitionSeason: CompetitionSeasonRef;
  round: string;
  stage: string | null;
  kickoff: IsoInstant | null;
  date: IsoDate;
  home: TeamRef;
  away: TeamRef;
  status: MatchStatus;
  fullTime: Score | null;
  halfTime: Score | null;
  extraTime: Score | null;
  penalties: Score | null;
  /** Who went through or won, counting extra time and penalties; null while open. */
  winner: 'home' | 'away' | 'draw' | null;
}

/** GET /api/sports/statistics/matches — pages are 1-based. */
export interface MatchesPage {
  items: MatchView[];
  page: number;
  limit: number;
  total: number;
  timeZone: typeof SPORTS_TIME_ZONE;
}

export type FormLetter = 'W' | 'D' | 'L';

export interface FootballStandingRow {
  rank: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Sum of the point adjustments included in `points` (0 when none). */
  pointAdjustment: number;
  /** Last five results, oldest first. */
  form: FormLetter[];
}

/** GET /api/sports/statistics/standings — a league table, or one table per group of a cup. */
export interface FootballStandingsView {
  competitionSeason: CompetitionSeasonRef;
  groups: { name: string | null; rows: FootballStandingRow[] }[];
  tieBreakers: FootballTieBreaker[];
  matchesCounted: number;
  lastMatchDate: IsoDate | null;
}

/** GET /api/sports/statistics/results?competitionSeasonId= (football) */
export interface FootballResultsView {
  kind: 'football';
  competitionSeason: CompetitionSeasonRef;
  rounds: { round: string; matches: MatchView[] }[];
}

export interface WinterRaceView {
  id: string;
  seasonId: string;
  disciplineId: string;
  disciplineName: string;
  gender: Gender;
  name: string;
  venue: string;
  countryCode: string | null;
  startsAt: IsoInstant | null;
  date: IsoDate;
}

export interface WinterResultRow {
  rank: number | null;
  athlete: PlayerRef;
  nation: string | null;
  bib: number | null;
  status: WinterResultStatus;
  timeMs: number | null;
  /** Behind the winner; null for the winner and for those not finished. */
  behindMs: number | null;
  runTimesMs: (number | null)[];
  /** World Cup points by core's table (ties share points). */
  cupPoints: number;
}

/** GET /api/sports/statistics/results?disciplineId= (winter sport): each race with its result list. */
export interface WinterResultsView {
  kind: 'wintersport';
  races: { race: WinterRaceView; results: WinterResultRow[] }[];
}

export type ResultsView = FootballResultsView | WinterResultsView;

export interface TransferView {
  id: string;
  player: PlayerRef;
  from: TeamRef | null;
  to: TeamRef | null;
  date: IsoDate;
  kind: TransferKind;
  fee: string | null;
}

export interface SquadEntryView {
  player: PlayerRef;
  shirtNumber: number | null;
  position: string | null;
}

/** GET /api/sports/statistics/team — the club panel (club, squad, transfers, fixtures, results). */
export interface TeamProfileView {
  team: TeamRef & { sport: Sport; countryCode: string | null; venue: string | null };
  competitionSeasons: CompetitionSeasonRef[];
  /** Latest season with a squad; empty when the provider has none. */
  squad: { seasonId: string | null; players: SquadEntryView[] };
  transfers: TransferView[];
  recentResults: MatchView[];
  nextFixtures: MatchView[];
  /** Place in the table of the latest competition season, if it is a league. */
  standing: { competitionSeason: CompetitionSeasonRef; rank: number; points: number; played: number } | null;
}

export interface TennisMatchView {
  id: string;
  tournamentId: string;
  tournamentName: string;
  startsOn: IsoDate;
  round: string;
  winner: PlayerRef;
  loser: PlayerRef;
  score: string;
}

/** GET /api/sports/statistics/player — player info. */
export interface PlayerProfileView {
  player: Player;
  team: TeamRef | null;
  transfers: TransferView[];
  tennis: {
    association: TennisAssociation;
    ranking: { rank: number; points: number; rankingDate: IsoDate } | null;
    recentMatches: TennisMatchView[];
  } | null;
  motorsport: { seasonId: string; rank: number | null; points: number; wins: number } | null;
  wintersport: { seasonId: string; rank: number | null; points: number } | null;
}

/** A tournament with its winner and final, as Tours and events show it. */
export interface TennisTournamentView extends TennisTournament {
  winner: PlayerRef | null;
  final: TennisMatchView | null;
}

/** GET /api/sports/statistics/tennis/tours */
export interface TennisToursView {
  association: TennisAssociation;
  seasonId: string;
  /** Every season of the tour, newest first (the season picker's choices). */
  seasonIds: string[];
  tournaments: TennisTournamentView[];
}

export interface TennisRankingRow {
  rank: number;
  player: PlayerRef;
  points: number;
  tournamentsPlayed: number | null;
  /** Places gained (+) or lost (−) since the previous list; null when new or no previous list. */
  movement: number | null;
}

/** GET /api/sports/statistics/tennis/standings?associationName= */
export interface TennisRankingView {
  association: TennisAssociation;
  rankingDate: IsoDate;
  previousRankingDate: IsoDate | null;
  /** Every ranking week of the association, newest first (the week picker's choices). */
  rankingDates: IsoDate[];
  rows: TennisRankingRow[];
  page: number;
  limit: number;
  total: number;
}

/** GET /api/sports/statistics/championships — knockout competitions (cups) by stage. */
export interface ChampionshipView {
  competitionSeason: CompetitionSeasonRef;
  sport: Sport;
  stages: { name: string; rounds: { round: string; matches: MatchView[] }[] }[];
  winner: TeamRef | null;
}
export interface ChampionshipsView {
  championships: ChampionshipView[];
}

/** GET /api/sports/statistics/wintersport/disciplines */
export interface WinterDisciplinesView {
  disciplines: { id: string; name: string; races: number }[];
}

export interface WinterStandingRow {
  rank: number;
  athlete: PlayerRef | null;
  nation: string;
  points: number;
}

/** GET /api/sports/statistics/wintersport/standings */
export interface WinterStandingsView {
  seasonId: string;
  gender: Gender;
  /** `ALL` = overall. */
  disciplineId: string;
  kind: 'athlete' | 'nation';
  /** computed: from the season's races by core's points table; published: the governing body's table as imported. */
  basis: 'computed' | 'published';
  racesCounted: number;
  rows: WinterStandingRow[];
}

export interface MotorsportRaceView {
  id: string;
  seasonId: string;
  round: number;
  name: string;
  circuit: { name: string; location: string | null; country: string | null };
  startsAt: IsoInstant | null;
  date: IsoDate;
  sprintStartsAt: IsoInstant | null;
  winner: PlayerRef | null;
  hasResults: boolean;
}

/** GET /api/sports/statistics/motorsport/races */
export interface MotorsportRacesView {
  seasonId: string;
  races: MotorsportRaceView[];
}

export interface MotorsportResultRow {
  positionText: string;
  position: number | null;
  driver: PlayerRef;
  team: TeamRef;
  number: number | null;
  grid: number | null;
  laps: number | null;
  timeText: string | null;
  status: string;
  points: number;
  fastestLap: boolean;
}

/** GET /api/sports/statistics/motorsport/results?raceId= */
export interface MotorsportResultsView {
  race: MotorsportRaceView;
  raceResults: MotorsportResultRow[];
  sprintResults: MotorsportResultRow[];
}

export interface MotorsportStandingRow {
  rank: number;
  driver: PlayerRef | null;
  team: TeamRef | null;
  points: number;
  wins: number;
  podiums: number;
}

/** GET /api/sports/statistics/motorsport/ranking?entityType=driver|team — driver and team standings. */
export interface MotorsportRankingView {
  seasonId: string;
  entityType: 'driver' | 'team';
  afterRound: number;
  rows: MotorsportStandingRow[];
}

/** POST /api/sports/statistics/search */
export interface SportsSearchHit {
  type: 'team' | 'player';
  id: string;
  name: string;
  sport: Sport;
  /** Country, team or nationality to tell namesakes apart. */
  detail: string | null;
}
export interface SportsSearchView {
  hits: SportsSearchHit[];
}

/** A document's entity name that is one team or player of the sports data (GET /api/sports/lookup, ADR 0030). */
export type SportsSubjectView =
  | {
      type: 'team';
      /** The name as the document has it. */
      name: string;
      teamId: string;
      teamName: string;
      sport: Sport;
      /** Football: the league the club played in last, whose table the chip opens; null: none in the data. */
      league: { competitionId: string; competitionName: string; competitionSeasonId: string; seasonName: string } | null;
    }
  | { type: 'player'; name: string; playerId: string; playerName: string; sport: Sport };
export interface SportsLookupView {
  subjects: SportsSubjectView[];
}
