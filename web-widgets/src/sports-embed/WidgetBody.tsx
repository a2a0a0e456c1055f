import type { PublicSportsWidget, SportsWidgetKind } from '@newsdesk/core/sports/sports-widgets';
import type {
  ChampionshipView,
  FootballStandingsView,
  MatchesPage,
  MotorsportRankingView,
  MotorsportResultsView,
  PlayerProfileView,
  TennisRankingView,
  WinterResultsView,
  WinterStandingsView,
} from '@newsdesk/core/sports/sports.views';
import type { ReactElement } from 'react';
import { ChampionshipRounds } from './views/ChampionshipRounds';
import { FootballStandingsTable } from './views/FootballStandingsTable';
import { MatchList } from './views/MatchList';
import { MotorsportResultsTables } from './views/MotorsportResultsTables';
import { MotorsportStandingsTable } from './views/MotorsportStandingsTable';
import { PlayerCard } from './views/PlayerCard';
import { TennisRankingTable } from './views/TennisRankingTable';
import { WinterResultsTables } from './views/WinterResultsTables';
import { WinterStandingsTable } from './views/WinterStandingsTable';

/** The view each kind's `data` holds (PublicSportsWidget documents the pairs). */
const BODIES: { [K in SportsWidgetKind]: (data: unknown) => ReactElement } = {
  'football-standings': (data) => <FootballStandingsTable view={data as FootballStandingsView} />,
  'football-fixtures': (data) => <MatchList page={data as MatchesPage} />,
  'football-results': (data) => <MatchList page={data as MatchesPage} />,
  championship: (data) => <ChampionshipRounds view={data as ChampionshipView} />,
  'tennis-ranking': (data) => <TennisRankingTable view={data as TennisRankingView} />,
  'motorsport-driver-standings': (data) => <MotorsportStandingsTable view={data as MotorsportRankingView} />,
  'motorsport-team-standings': (data) => <MotorsportStandingsTable view={data as MotorsportRankingView} />,
  'motorsport-results': (data) => <MotorsportResultsTables view={data as MotorsportResultsView} />,
  'wintersport-standings': (data) => <WinterStandingsTable view={data as WinterStandingsView} />,
  'wintersport-results': (data) => <WinterResultsTables view={data as WinterResultsView} />,
  player: (data) => <PlayerCard view={data as PlayerProfileView} />,
};

export const WidgetBody = ({ widget }: { widget: PublicSportsWidget }) => BODIES[widget.kind](widget.data);
