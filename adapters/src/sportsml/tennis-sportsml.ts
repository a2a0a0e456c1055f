import type { TennisMatchView, TennisRankingView, TennisToursView, TennisTournamentView } from '@newsdesk/core/sports/sports.views';
import { playerMetadata, property, standingStats } from './sportsml-parts';
import { el, names, qcode, type XmlNode } from './sportsml-xml';

const finalEvent = (tournament: TennisTournamentView, final: TennisMatchView): XmlNode =>
  el('sports-event', {}, [
    el(
      'event-metadata',
      { key: qcode('vendevent', final.id), 'event-status': 'speventstatus:post-event', 'start-date-time': tournament.startsOn },
      [property('round', final.round), property('score', final.score)],
    ),
    el('player', {}, [playerMetadata(final.winner), el('player-stats', { score: final.score, 'event-outcome': 'speventoutcome:win' })]),
    el('player', {}, [playerMetadata(final.loser), el('player-stats', { 'event-outcome': 'speventoutcome:loss' })]),
  ]);

/** Each finished tournament of the season with its final (the tour calendar's results). */
export const tennisTournaments = (tours: TennisToursView): XmlNode[] =>
  tours.tournaments.flatMap((tournament) =>
    tournament.final
      ? [
          el('tournament', {}, [
            el(
              'tournament-metadata',
              {
                key: qcode('vendtourn', tournament.id),
                'start-date-time': tournament.startsOn,
                'surface-type': tournament.surface ? qcode('vendsurface', tournament.surface.toLowerCase()) : undefined,
              },
              [property('level', tournament.level), property('draw-size', tournament.drawSize), ...names(tournament.name)],
            ),
            finalEvent(tournament, tournament.final),
          ]),
        ]
      : [],
  );

/** A weekly ranking list as a standing of players; the movement is the change since the previous list. */
export const tennisRanking = (ranking: TennisRankingView): XmlNode =>
  el('standing', { 'content-label': `${ranking.association} ranking ${ranking.rankingDate}` }, [
    el(
      'standing-metadata',
      {
        'end-date-time': ranking.rankingDate,
        'temporal-unit-type': 'spct:week',
        'temporal-unit-value': qcode('vendor', ranking.rankingDate),
      },
      [property('association', ranking.association), property('previous-ranking-date', ranking.previousRankingDate)],
    ),
    ...ranking.rows.map((row) =>
      el('player', {}, [
        playerMetadata(row.player),
        standingStats('player-stats', {
          rank: row.rank,
          points: row.points,
          played: row.tournamentsPlayed,
          properties: [property('movement', row.movement)],
        }),
      ]),
    ),
  ]);
