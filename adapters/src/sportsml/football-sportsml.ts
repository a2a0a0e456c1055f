import type { FootballResultsView, FootballStandingsView, MatchView } from '@newsdesk/core/sports/sports.views';
import { property, standingMetadata, standingStats, startDateTime, teamMetadata } from './sportsml-parts';
import { el, qcode, type XmlNode } from './sportsml-xml';

/** One table per group (a league has one group without a name), as SportsML standings. */
export const footballStandings = (view: FootballStandingsView): XmlNode[] =>
  view.groups.map((group) =>
    el('standing', { 'content-label': group.name ?? view.competitionSeason.name }, [
      standingMetadata({ season: view.competitionSeason.seasonId, endDay: view.lastMatchDate }, [
        property('matches-counted', view.matchesCounted),
        property('tie-breakers', view.tieBreakers.join(' ')),
      ]),
      ...group.rows.map((row) =>
        el('team', {}, [
          teamMetadata(row.team),
          standingStats('team-stats', {
            rank: row.rank,
            points: row.points,
            played: row.played,
            wins: row.won,
            losses: row.lost,
            ties: row.drawn,
            scoredFor: row.goalsFor,
            scoredAgainst: row.goalsAgainst,
            properties: [
              row.pointAdjustment !== 0 ? property('point-adjustment', row.pointAdjustment) : null,
              property('form', row.form.join('')),
            ],
          }),
        ]),
      ),
    ]),
  );

const OUTCOME = { win: 'speventoutcome:win', loss: 'speventoutcome:loss', tie: 'speventoutcome:tie' } as const;

const outcomeOf = (match: MatchView, side: 'home' | 'away') =>
  match.winner === null ? undefined : match.winner === 'draw' ? OUTCOME.tie : match.winner === side ? OUTCOME.win : OUTCOME.loss;

/** Periods as the wire reads them: 1 and 2 (halves), ET (extra time only), shootout. */
const subScores = (match: MatchView, side: 'home' | 'away'): XmlNode[] => {
  const { halfTime, fullTime, extraTime, penalties } = match;
  const parts: XmlNode[] = [];
  if (halfTime && fullTime) {
    parts.push(
      el('sub-score', { 'period-value': '1', score: halfTime[side] }),
      el('sub-score', { 'period-value': '2', score: fullTime[side] - halfTime[side] }),
    );
  }
  if (extraTime && fullTime) parts.push(el('sub-score', { 'period-value': 'ET', score: extraTime[side] - fullTime[side] }));
  if (penalties) parts.push(el('sub-score', { 'period-value': 'shootout', score: penalties[side] }));
  return parts;
};

const outcomeType = (match: MatchView) =>
  match.status === 'awarded'
    ? 'speventoutcometype:forfeit'
    : match.penalties
      ? 'speventoutcometype:shootout'
      : match.extraTime
        ? 'speventoutcometype:overtime'
        : 'speventoutcometype:regular';

/** A played (or awarded) match with both teams' scores; the score counts extra time, not penalties. */
export const footballMatchEvent = (match: MatchView): XmlNode => {
  const final = match.extraTime ?? match.fullTime;
  const team = (side: 'home' | 'away') =>
    el('team', {}, [
      teamMetadata(side === 'home' ? match.home : match.away, { alignment: side }),
      el(
        'team-stats',
        { score: final?.[side], 'score-opposing': final?.[side === 'home' ? 'away' : 'home'], 'event-outcome': outcomeOf(match, side) },
        subScores(match, side),
      ),
    ]);
  return el('sports-event', {}, [
    el(
      'event-metadata',
      {
        key: qcode('vendevent', match.id),
        'event-status': 'speventstatus:post-event',
        'start-date-time': startDateTime(match.kickoff, match.date),
        'event-outcome-type': outcomeType(match),
      },
      [property('round', match.round), property('stage', match.stage), match.status === 'awarded' ? property('status', 'awarded') : null],
    ),
    team('home'),
    team('away'),
  ]);
};

/** Results only: fixtures (and postponed or cancelled matches) are not news for the wire. */
export const footballResultEvents = (results: FootballResultsView): XmlNode[] =>
  results.rounds.flatMap((round) =>
    round.matches.filter((m) => (m.status === 'played' || m.status === 'awarded') && m.fullTime !== null).map(footballMatchEvent),
  );
