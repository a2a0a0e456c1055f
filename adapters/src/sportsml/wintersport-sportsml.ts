import type { WinterResultRow, WinterResultsView, WinterStandingsView } from '@newsdesk/core/sports/sports.views';
import { eventName, playerMetadata, property, site, standingMetadata, standingStats, startDateTime } from './sportsml-parts';
import { el, qcode, text, type XmlNode } from './sportsml-xml';

/** 105230 ms → `1:45.23` (alpine results are published to the hundredth). */
export const alpineTime = (ms: number): string => {
  const hundredths = Math.round(ms / 10);
  const minutes = Math.floor(hundredths / 6000);
  const seconds = ((hundredths % 6000) / 100).toFixed(2);
  return minutes > 0 ? `${minutes}:${seconds.padStart(5, '0')}` : seconds;
};

const athleteResult = (row: WinterResultRow): XmlNode =>
  el('player', {}, [
    playerMetadata({ ...row.athlete, nationality: row.nation ?? row.athlete.nationality }, { uniformNumber: row.bib }),
    el('player-stats', { score: row.timeMs === null ? undefined : alpineTime(row.timeMs), 'event-standing-points': row.cupPoints }, [
      property('status', row.status),
      property('behind', row.behindMs === null ? null : `+${alpineTime(row.behindMs)}`),
      ...row.runTimesMs.map((run, i) => property(`run-${i + 1}`, run === null ? null : alpineTime(run))),
      row.rank === null ? null : el('rank', { type: 'spct:finish', value: row.rank }),
    ]),
  ]);

/** Each race with its full result list (finishers first, then DNF, DSQ, DNS as the view orders them). */
export const winterRaceEvents = (view: WinterResultsView): XmlNode[] =>
  view.races.map(({ race, results }) =>
    el('sports-event', {}, [
      el(
        'event-metadata',
        {
          key: qcode('vendevent', race.id),
          'event-status': results.length > 0 ? 'speventstatus:post-event' : 'speventstatus:pre-event',
          'start-date-time': startDateTime(race.startsAt, race.date),
        },
        [
          property('discipline', race.disciplineName),
          property('gender', race.gender),
          property('season', race.seasonId),
          eventName(race.name),
          site(race.venue),
        ],
      ),
      ...results.map(athleteResult),
    ]),
  );

/** World Cup standings of athletes or nations. */
export const winterStanding = (view: WinterStandingsView): XmlNode =>
  el(
    'standing',
    {
      'content-label': `World Cup ${view.seasonId} ${view.gender} ${view.disciplineId === 'ALL' ? 'overall' : view.disciplineId}${view.kind === 'nation' ? ' nations' : ''}`,
    },
    [
      standingMetadata({ season: view.seasonId }, [
        property('discipline', view.disciplineId),
        property('gender', view.gender),
        property('basis', view.basis),
        property('races-counted', view.racesCounted),
      ]),
      ...view.rows.map((row) =>
        row.athlete && view.kind === 'athlete'
          ? el('player', {}, [
              playerMetadata({ ...row.athlete, nationality: row.nation }),
              standingStats('player-stats', { rank: row.rank, points: row.points }),
            ])
          : el('team', {}, [
              el('team-metadata', { key: qcode('vendteam', `nation:${row.nation}`), nationality: row.nation }, [
                el('name', { role: 'nrol:full' }, [text(row.nation)]),
              ]),
              standingStats('team-stats', { rank: row.rank, points: row.points }),
            ]),
      ),
    ],
  );
