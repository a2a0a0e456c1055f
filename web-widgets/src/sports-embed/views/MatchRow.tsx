import { formatSportsTime } from '@newsdesk/core/sports/sports-time';
import type { MatchView } from '@newsdesk/core/sports/sports.views';
import { decidingScore } from '../sports-embed-format';
import { useEmbedTranslation } from '../use-embed-translation';

/** One fixture or result: kick-off (Zurich time) or score, the two teams, and how it was decided. */
export const MatchRow = ({ match }: { match: MatchView }) => {
  const { t, lang } = useEmbedTranslation();
  const score = decidingScore(match);
  const note = match.penalties
    ? t('onPenalties', { home: match.penalties.home, away: match.penalties.away })
    : match.extraTime
      ? t('afterExtraTime')
      : match.status === 'awarded'
        ? t('awarded')
        : null;
  return (
    <li className="nd-sports-embed__match">
      <span className="nd-sports-embed__team nd-sports-embed__team--home" data-winner={match.winner === 'home' || undefined}>
        {match.home.shortName ?? match.home.name}
      </span>
      <span className="nd-sports-embed__score">
        {score ? (
          `${score.home}:${score.away}`
        ) : match.kickoff ? (
          <time dateTime={match.kickoff}>{formatSportsTime(match.kickoff, lang)}</time>
        ) : (
          <span aria-label={t('vs')}>{t('notPlayed')}</span>
        )}
      </span>
      <span className="nd-sports-embed__team nd-sports-embed__team--away" data-winner={match.winner === 'away' || undefined}>
        {match.away.shortName ?? match.away.name}
      </span>
      {note ? <span className="nd-sports-embed__note">{note}</span> : null}
    </li>
  );
};
