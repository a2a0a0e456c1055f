import { useTranslation } from 'react-i18next';
import { stageAndRoundName } from '@newsdesk/core/sports/round-names';
import type { MatchView } from '@newsdesk/core/sports/sports.views';
import { matchDay, matchTime, scoreOf } from '../format';
import { TableScroll } from '../../ui/TableScroll';

export interface MatchTableProps {
  matches: MatchView[];
  caption: string;
  onOpenTeam: (id: string, name: string) => void;
  /** Fixtures across rounds name the round; a table per round does not need to. */
  showRound?: boolean;
  /** Under a heading that already says it, the caption is for screen readers only. */
  captionHidden?: boolean;
  /** Narrow places (the overview's cards): day and kick-off share one column. */
  compact?: boolean;
}

const Score = ({ match }: { match: MatchView }) => {
  const { t } = useTranslation('statistics');
  const score = scoreOf(match);
  if (match.status === 'postponed' || match.status === 'cancelled')
    return <span className="nd-stats-muted">{t(`match.status.${match.status}`)}</span>;
  if (!score) return <span className="nd-stats-muted">{t('match.versus')}</span>;
  return (
    <>
      <span className="nd-stats-score">{score}</span>
      {match.extraTime && <span className="nd-stats-score-note">{t('match.afterExtraTime')}</span>}
      {match.penalties && (
        <span className="nd-stats-score-note">{t('match.penalties', { home: match.penalties.home, away: match.penalties.away })}</span>
      )}
      {match.status === 'awarded' && <span className="nd-stats-score-note">{t('match.status.awarded')}</span>}
    </>
  );
};

/** Fixtures or results: day and kick-off in Europe/Zurich, the two teams (each opens its panel), the score. */
export const MatchTable = ({
  matches,
  caption,
  onOpenTeam,
  showRound = false,
  captionHidden = false,
  compact = false,
}: MatchTableProps) => {
  const { t, i18n } = useTranslation('statistics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const team = (side: MatchView['home'], winner: boolean) => (
    <button
      type="button"
      className={winner ? 'nd-stats-link nd-stats-link--winner' : 'nd-stats-link'}
      onClick={() => onOpenTeam(side.id, side.name)}
    >
      {compact ? (side.shortName ?? side.name) : side.name}
    </button>
  );
  return (
    <TableScroll label={caption} className="nd-stats-table-wrap">
      <table className="nd-stats-table nd-stats-table--matches">
        <caption className={captionHidden ? 'nd-visually-hidden' : 'nd-stats-table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {compact ? (
              <th scope="col">{t('match.when')}</th>
            ) : (
              <>
                <th scope="col">{t('match.date')}</th>
                <th scope="col">{t('match.kickoff')}</th>
              </>
            )}
            {showRound && <th scope="col">{t('match.round')}</th>}
            <th scope="col" className="nd-stats-home">
              {t('match.home')}
            </th>
            <th scope="col" className="nd-stats-center">
              {t('match.score')}
            </th>
            <th scope="col">{t('match.away')}</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((match) => (
            <tr key={match.id}>
              {compact ? (
                <td className="nd-stats-when">
                  <span className="nd-stats-nowrap">{matchDay(match, language)}</span>{' '}
                  <span className="nd-stats-nowrap nd-stats-muted">{matchTime(match, language) ?? t('match.timeUnknown')}</span>
                </td>
              ) : (
                <>
                  <td className="nd-stats-nowrap">{matchDay(match, language)}</td>
                  <td className="nd-stats-nowrap">
                    {matchTime(match, language) ?? <span className="nd-stats-muted">{t('match.timeUnknown')}</span>}
                  </td>
                </>
              )}
              {showRound && <td>{stageAndRoundName(match.stage, match.round, language)}</td>}
              <td className="nd-stats-home">{team(match.home, match.winner === 'home')}</td>
              <td className="nd-stats-center nd-stats-nowrap">
                <Score match={match} />
              </td>
              <td>{team(match.away, match.winner === 'away')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
};
