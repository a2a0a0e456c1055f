import { formatSportsDateTime, formatSportsDate } from '@newsdesk/core/sports/sports-time';
import type { MotorsportResultRow, MotorsportResultsView } from '@newsdesk/core/sports/sports.views';
import { formatNumber } from '../sports-embed-format';
import { useEmbedTranslation } from '../use-embed-translation';
import { AbbrHeader, Header } from './HeaderCell';

const ResultTable = ({ caption, rows }: { caption: string; rows: MotorsportResultRow[] }) => {
  const { t, lang } = useEmbedTranslation();
  return (
    <table className="nd-sports-embed__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <AbbrHeader name="rank" className="nd-sports-embed__num" />
          <Header>{t('column.driver')}</Header>
          <Header className="nd-sports-embed__optional">{t('column.constructor')}</Header>
          <Header className="nd-sports-embed__num">{t('column.time')}</Header>
          <AbbrHeader name="points" className="nd-sports-embed__num" />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.driver.id}>
            <td className="nd-sports-embed__num">{row.position ?? row.positionText}</td>
            <th scope="row" className="nd-sports-embed__name">
              {row.driver.name}
              {row.fastestLap ? <span className="nd-sports-embed__note"> · {t('fastestLap')}</span> : null}
            </th>
            <td className="nd-sports-embed__optional">{row.team.name}</td>
            {/* Those not classified show why (Engine, Collision …) instead of a time. */}
            <td className="nd-sports-embed__num">{row.position !== null && row.timeText ? row.timeText : row.status}</td>
            <td className="nd-sports-embed__num nd-sports-embed__strong">{formatNumber(row.points, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** A Grand Prix: where and when (Zurich time), then the race and, on sprint weekends, the sprint. */
export const MotorsportResultsTables = ({ view }: { view: MotorsportResultsView }) => {
  const { t, lang } = useEmbedTranslation();
  const { race } = view;
  return (
    <div className="nd-sports-embed__days">
      <p className="nd-sports-embed__meta">
        {race.circuit.name}
        {race.circuit.location ? `, ${race.circuit.location}` : ''} ·{' '}
        <time dateTime={race.startsAt ?? race.date}>
          {race.startsAt ? formatSportsDateTime(race.startsAt, lang) : formatSportsDate(race.date, lang)}
        </time>
      </p>
      {view.raceResults.length === 0 && view.sprintResults.length === 0 ? <p className="nd-sports-embed__message">{t('empty')}</p> : null}
      {view.raceResults.length > 0 ? <ResultTable caption={t('race')} rows={view.raceResults} /> : null}
      {view.sprintResults.length > 0 ? <ResultTable caption={t('sprint')} rows={view.sprintResults} /> : null}
    </div>
  );
};
