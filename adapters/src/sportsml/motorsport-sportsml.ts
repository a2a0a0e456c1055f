import type { MotorsportRankingView, MotorsportResultRow, MotorsportResultsView } from '@newsdesk/core/sports/sports.views';
import { eventName, playerMetadata, property, site, standingMetadata, standingStats, startDateTime, teamMetadata } from './sportsml-parts';
import { el, qcode, type XmlNode } from './sportsml-xml';

const driverResult = (row: MotorsportResultRow): XmlNode =>
  el('player', {}, [
    playerMetadata(row.driver, { uniformNumber: row.number, properties: [property('team', row.team.name)] }),
    el('player-stats', { 'event-standing-points': row.points }, [
      property('status', row.status),
      row.fastestLap ? property('fastest-lap', 'true') : null,
      // Not classified drivers keep their letter (R retired, D disqualified …) as the rank.
      el('rank', { type: 'spct:finish', value: row.position ?? row.positionText }),
      el('player-stats-motor-racing', {}, [
        row.grid !== null ? el('stats-motor-racing-qualifying', { grid: row.grid }) : null,
        el('stats-motor-racing-race', { time: row.timeText, points: row.points, 'laps-completed': row.laps }),
      ]),
    ]),
  ]);

/** The race (and the sprint, where the weekend had one) with every driver's result. */
export const motorsportRaceEvents = (view: MotorsportResultsView): XmlNode[] => {
  const { race } = view;
  const session = (suffix: string, key: string, start: string | null, rows: MotorsportResultRow[]) =>
    el('sports-event', {}, [
      el(
        'event-metadata',
        {
          key: qcode('vendevent', key),
          'event-status': rows.length > 0 ? 'speventstatus:post-event' : 'speventstatus:pre-event',
          'start-date-time': startDateTime(start, race.date),
          'round-number': race.round,
        },
        [property('season', race.seasonId), eventName(`${race.name}${suffix}`), site(race.circuit.name)],
      ),
      ...rows.map(driverResult),
    ]);
  return [
    ...(view.sprintResults.length > 0 ? [session(' – Sprint', `${race.id}:sprint`, race.sprintStartsAt, view.sprintResults)] : []),
    session('', race.id, race.startsAt, view.raceResults),
  ];
};

/** Driver or team standings after a round. */
export const motorsportStanding = (view: MotorsportRankingView): XmlNode =>
  el(
    'standing',
    { 'content-label': `${view.entityType === 'driver' ? 'Drivers' : 'Constructors'} ${view.seasonId} after round ${view.afterRound}` },
    [
      standingMetadata({ season: view.seasonId }, [property('after-round', view.afterRound), property('entity-type', view.entityType)]),
      ...view.rows.map((row) => {
        const stats = { rank: row.rank, points: row.points, wins: row.wins, properties: [property('podiums', row.podiums)] };
        if (view.entityType === 'driver' && row.driver) {
          return el('player', {}, [
            playerMetadata(row.driver, { properties: [property('team', row.team?.name)] }),
            standingStats('player-stats', stats),
          ]);
        }
        return el('team', {}, [
          teamMetadata(row.team ?? { id: 'unknown', name: 'Unknown', shortName: null }),
          standingStats('team-stats', stats),
        ]);
      }),
    ],
  );
