/**
 * GET /api/outputs/generate/xml (spec §2 "export of results to a wire service"): results and standings of one sport as an IPTC
 * SportsML 3 document for the wire. Read through the same statistics use cases as the page, so
 * the wire gets exactly the tables the desk sees (computed by core, times in Europe/Zurich).
 */
import { winterRaceResults } from '@newsdesk/core/sports/embeds/read-widget-view';
import type { SportsStatisticsUseCases } from '@newsdesk/core/sports/sports-statistics.contract';
import type { SportsmlSportType } from '@newsdesk/core/sports/sports-widgets';
import type { Gender, TennisAssociation } from '@newsdesk/core/sports/sports.types';
import type { Clock } from '@newsdesk/core/shared/clock';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { footballResultEvents, footballStandings } from './football-sportsml';
import { motorsportRaceEvents, motorsportStanding } from './motorsport-sportsml';
import { sportsmlDocument, type SportsmlMetadata, type XmlNode } from './sportsml-xml';
import { tennisRanking, tennisTournaments } from './tennis-sportsml';
import { winterRaceEvents, winterStanding } from './wintersport-sportsml';

export type SportsmlQuery =
  | { sportType: 'football'; serviceProvider: string; competitionSeasonId: string }
  | { sportType: 'tennis'; serviceProvider: string; associationName: TennisAssociation; seasonId?: string | undefined }
  | { sportType: 'motorsport'; serviceProvider: string; seasonId?: string | undefined; raceId?: string | undefined }
  | {
      sportType: 'wintersport';
      serviceProvider: string;
      raceId?: string | undefined;
      seasonId?: string | undefined;
      gender?: Gender | undefined;
      disciplineId?: string | undefined;
    };

export interface SportsmlFile {
  fileName: string;
  xml: string;
}

/** Players of a ranking list the wire gets: the top of the list, like the agencies publish it. */
export const SPORTSML_RANKING_SIZE = 100;

interface Content {
  parts: XmlNode[];
  /** What the file covers, for its name and doc-id: `premier-league-2024-25`. */
  subject: string;
  title: string;
  documentClass: string;
  codes: SportsmlMetadata['codes'];
}

const slug = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'export';

const stamp = (at: Date): string => at.toISOString().replace(/[-:]/g, '').slice(0, 13);

export class ExportSportsml {
  constructor(
    private readonly statistics: SportsStatisticsUseCases,
    private readonly clock: Clock,
  ) {}

  async execute(query: SportsmlQuery): Promise<SportsmlFile> {
    const now = this.clock.now();
    const content = await this.content(query);
    const name = `sportsml-${query.sportType}-${slug(content.subject)}-${stamp(now)}`;
    const xml = sportsmlDocument(
      {
        sport: query.sportType,
        docId: `newsdesk.${name}`,
        generatedAt: now.toISOString(),
        documentClass: content.documentClass,
        title: content.title,
        codes: content.codes,
      },
      content.parts,
    );
    return { fileName: `${name}.xml`, xml };
  }

  private content(query: SportsmlQuery): Promise<Content> {
    const byType: { [T in SportsmlSportType]: (q: Extract<SportsmlQuery, { sportType: T }>) => Promise<Content> } = {
      football: (q) => this.football(q),
      tennis: (q) => this.tennis(q),
      motorsport: (q) => this.motorsport(q),
      wintersport: (q) => this.wintersport(q),
    };
    return (byType[query.sportType] as (q: SportsmlQuery) => Promise<Content>)(query);
  }

  private async football({ serviceProvider, competitionSeasonId }: Extract<SportsmlQuery, { sportType: 'football' }>): Promise<Content> {
    const results = await this.statistics.results({ serviceProvider, competitionSeasonId });
    if (results.kind !== 'football') throw new Error('football results expected');
    // A knockout cup has no table: its export is the results alone.
    const standings = await this.statistics.standings({ serviceProvider, id: competitionSeasonId }).catch((error: unknown) => {
      if (isDomainError(error) && error.code === 'sports.not_a_league') return null;
      throw error;
    });
    const cs = results.competitionSeason;
    return {
      parts: [...(standings ? footballStandings(standings) : []), ...footballResultEvents(results)],
      subject: cs.name,
      title: `${cs.competitionName} ${cs.seasonId}: ${standings ? 'standings and results' : 'results'}`,
      documentClass: standings ? 'spct:standings' : 'spct:event-summary',
      codes: [
        { type: 'spct:league', key: `vendleague:${cs.competitionId.replace(/\s/g, '_')}`, name: cs.competitionName },
        { type: 'spct:season', key: `season:${cs.seasonId}` },
      ],
    };
  }

  private async tennis({ serviceProvider, associationName, seasonId }: Extract<SportsmlQuery, { sportType: 'tennis' }>): Promise<Content> {
    const tours = await this.statistics.tennisTours({ serviceProvider, associationName, seasonId });
    const ranking = await this.statistics.tennisStandings({ serviceProvider, associationName, page: 1, limit: SPORTSML_RANKING_SIZE });
    return {
      parts: [tennisRanking(ranking), ...tennisTournaments(tours)],
      subject: `${associationName} ${tours.seasonId}`,
      title: `${associationName} ${tours.seasonId}: ranking of ${ranking.rankingDate} and tournament finals`,
      documentClass: 'spct:standings',
      codes: [
        { type: 'spct:league', key: `vendleague:${associationName.toLowerCase()}`, name: associationName },
        { type: 'spct:season', key: `season:${tours.seasonId}` },
      ],
    };
  }

  private async motorsport({ serviceProvider, seasonId, raceId }: Extract<SportsmlQuery, { sportType: 'motorsport' }>): Promise<Content> {
    const race = raceId ? await this.statistics.motorsportResults({ serviceProvider, raceId }) : null;
    // With a race, the standings are those after that race, so the wire gets the table of the day.
    const scope = race ? { seasonId: race.race.seasonId, afterRound: race.race.round } : { seasonId };
    const drivers = await this.statistics.motorsportRanking({ serviceProvider, entityType: 'driver', ...scope });
    const teams = await this.statistics.motorsportRanking({ serviceProvider, entityType: 'team', ...scope });
    return {
      parts: [...(race ? motorsportRaceEvents(race) : []), motorsportStanding(drivers), motorsportStanding(teams)],
      subject: race ? `${race.race.seasonId} ${race.race.name}` : `formula-1 ${drivers.seasonId}`,
      title: race
        ? `${race.race.name} ${race.race.seasonId}: results and standings`
        : `Formula 1 ${drivers.seasonId}: standings after round ${drivers.afterRound}`,
      documentClass: race ? 'spct:event-summary' : 'spct:standings',
      codes: [{ type: 'spct:season', key: `season:${drivers.seasonId}` }],
    };
  }

  private async wintersport({
    serviceProvider,
    raceId,
    seasonId,
    gender,
    disciplineId,
  }: Extract<SportsmlQuery, { sportType: 'wintersport' }>): Promise<Content> {
    const results = raceId ? await winterRaceResults(this.statistics, serviceProvider, raceId) : null;
    const standing =
      gender && disciplineId
        ? await this.statistics.winterStandings({ serviceProvider, seasonId, gender, disciplineId, kind: 'athlete' })
        : null;
    const race = results?.races[0]?.race;
    const season = standing?.seasonId ?? race?.seasonId ?? seasonId ?? 'season';
    return {
      parts: [...(results ? winterRaceEvents(results) : []), ...(standing ? [winterStanding(standing)] : [])],
      subject: race ? `${race.name} ${race.date}` : `world-cup ${season} ${gender ?? ''} ${disciplineId ?? ''}`,
      title: race ? `${race.name} (${race.date}): results` : `Alpine World Cup ${season}: standings`,
      documentClass: race ? 'spct:event-summary' : 'spct:standings',
      codes: [{ type: 'spct:season', key: `season:${season.replace(/\s/g, '_')}` }],
    };
  }
}
