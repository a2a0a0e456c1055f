import { formatSportsDate, formatSportsDateTime } from '@newsdesk/core/sports/sports-time';
import type { WinterResultsView } from '@newsdesk/core/sports/sports.views';
import { formatRaceTime } from '../sports-embed-format';
import { useEmbedTranslation } from '../use-embed-translation';
import { AbbrHeader, Header } from './HeaderCell';

/** Each race: venue and start (Zurich time), finishers with time, gap and cup points, then DNF, DSQ, DNS. */
export const WinterResultsTables = ({ view }: { view: WinterResultsView }) => {
  const { t, lang } = useEmbedTranslation();
  if (view.races.length === 0) return <p className="nd-sports-embed__message">{t('empty')}</p>;
  return (
    <div className="nd-sports-embed__days">
      {view.races.map(({ race, results }) => (
        <table key={race.id} className="nd-sports-embed__table">
          <caption>
            {race.name} · {t(`discipline.${race.disciplineId}`, { defaultValue: race.disciplineName })} · {t(`gender.${race.gender}`)}
            <span className="nd-sports-embed__note">
              {' '}
              · {race.venue} ·{' '}
              <time dateTime={race.startsAt ?? race.date}>
                {race.startsAt ? formatSportsDateTime(race.startsAt, lang) : formatSportsDate(race.date, lang)}
              </time>
            </span>
          </caption>
          <thead>
            <tr>
              <AbbrHeader name="rank" className="nd-sports-embed__num" />
              <Header>{t('column.athlete')}</Header>
              <Header className="nd-sports-embed__optional">{t('column.nation')}</Header>
              <Header className="nd-sports-embed__num">{t('column.time')}</Header>
              <Header className="nd-sports-embed__num nd-sports-embed__optional">{t('column.behind')}</Header>
              <AbbrHeader name="points" className="nd-sports-embed__num" />
            </tr>
          </thead>
          <tbody>
            {results.map((row) => (
              <tr key={row.athlete.id}>
                <td className="nd-sports-embed__num">{row.rank ?? ''}</td>
                <th scope="row" className="nd-sports-embed__name">
                  {row.athlete.name}
                </th>
                <td className="nd-sports-embed__optional">{row.nation ?? ''}</td>
                <td className="nd-sports-embed__num">{row.timeMs !== null ? formatRaceTime(row.timeMs) : t(`status.${row.status}`)}</td>
                <td className="nd-sports-embed__num nd-sports-embed__optional">
                  {row.behindMs !== null ? `+${formatRaceTime(row.behindMs)}` : ''}
                </td>
                <td className="nd-sports-embed__num nd-sports-embed__strong">{row.cupPoints > 0 ? row.cupPoints : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
};
