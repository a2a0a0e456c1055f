import { useTranslation } from 'react-i18next';
import type { FootballStandingRow, FootballStandingsView, FormLetter } from '@newsdesk/core/sports/sports.views';
import { signed } from '../format';
import { TableScroll } from '../../ui/TableScroll';

export interface StandingsTableProps {
  standings: FootballStandingsView;
  onOpenTeam: (id: string, name: string) => void;
  /** The overview shows the top of the table only. */
  maxRows?: number;
  /** Narrow places (the overview) leave out goals and form. */
  compact?: boolean;
  /** The team a document's chip opened the table for (ADR 0030): its row is marked. */
  highlightTeamId?: string | undefined;
}

const Form = ({ form }: { form: FormLetter[] }) => {
  const { t } = useTranslation('statistics');
  if (form.length === 0) return null;
  return (
    <span
      className="nd-stats-form"
      aria-label={t('table.formLabel', { results: form.map((letter) => t(`form.long.${letter}`)).join(', ') })}
      role="img"
    >
      {form.map((letter, index) => (
        <span key={index} className={`nd-stats-form__letter nd-stats-form__letter--${letter}`} aria-hidden="true">
          {t(`form.short.${letter}`)}
        </span>
      ))}
    </span>
  );
};

const Header = ({ short, long, numeric = true }: { short: string; long: string; numeric?: boolean }) => (
  <th scope="col" className={numeric ? 'nd-stats-num' : undefined}>
    {/* Screen readers hear the whole word; the eye gets the column-wide abbreviation. */}
    <span aria-hidden="true" title={long}>
      {short}
    </span>
    <span className="nd-visually-hidden">{long}</span>
  </th>
);

const Row = ({
  row,
  compact,
  onOpenTeam,
  highlighted,
}: {
  row: FootballStandingRow;
  compact: boolean;
  onOpenTeam: StandingsTableProps['onOpenTeam'];
  highlighted: boolean;
}) => {
  const { t } = useTranslation('statistics');
  return (
    <tr className={highlighted ? 'nd-stats-row--highlight' : undefined} aria-current={highlighted ? 'true' : undefined}>
      <td className="nd-stats-num nd-stats-rank">{row.rank}</td>
      <th scope="row" className="nd-stats-team">
        <button type="button" className="nd-stats-link" onClick={() => onOpenTeam(row.team.id, row.team.name)}>
          {row.team.name}
        </button>
        {row.pointAdjustment !== 0 && (
          <span className="nd-stats-adjustment">{t('table.adjustment', { points: signed(row.pointAdjustment) })}</span>
        )}
      </th>
      <td className="nd-stats-num">{row.played}</td>
      <td className="nd-stats-num">{row.won}</td>
      <td className="nd-stats-num">{row.drawn}</td>
      <td className="nd-stats-num">{row.lost}</td>
      {!compact && (
        <td className="nd-stats-num nd-stats-nowrap">
          {row.goalsFor}:{row.goalsAgainst}
        </td>
      )}
      <td className="nd-stats-num">{signed(row.goalDifference)}</td>
      <td className="nd-stats-num nd-stats-points">{row.points}</td>
      {!compact && (
        <td>
          <Form form={row.form} />
        </td>
      )}
    </tr>
  );
};

/** A league table (or one per cup group): rank, team, played, W/D/L, goals, difference, points, form. */
export const StandingsTable = ({ standings, onOpenTeam, maxRows, compact = false, highlightTeamId }: StandingsTableProps) => {
  const { t } = useTranslation('statistics');
  const title = `${standings.competitionSeason.competitionName} ${standings.competitionSeason.name}`;
  return (
    <>
      {standings.groups.map((group) => {
        const rows = maxRows === undefined ? group.rows : group.rows.slice(0, maxRows);
        return (
          <TableScroll key={group.name ?? 'table'} label={group.name ? `${title} · ${group.name}` : title} className="nd-stats-table-wrap">
            <table className="nd-stats-table">
              <caption className="nd-stats-table__caption">{group.name ? `${title} · ${group.name}` : title}</caption>
              <thead>
                <tr>
                  <Header short="#" long={t('table.rank')} />
                  <th scope="col">{t('table.team')}</th>
                  <Header short={t('table.playedShort')} long={t('table.played')} />
                  <Header short={t('table.wonShort')} long={t('table.won')} />
                  <Header short={t('table.drawnShort')} long={t('table.drawn')} />
                  <Header short={t('table.lostShort')} long={t('table.lost')} />
                  {!compact && <Header short={t('table.goalsShort')} long={t('table.goals')} />}
                  <Header short={t('table.differenceShort')} long={t('table.difference')} />
                  <Header short={t('table.pointsShort')} long={t('table.points')} />
                  {!compact && <Header short={t('table.form')} long={t('table.formLong')} numeric={false} />}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <Row
                    key={row.team.id}
                    row={row}
                    compact={compact}
                    onOpenTeam={onOpenTeam}
                    highlighted={row.team.id === highlightTeamId}
                  />
                ))}
              </tbody>
            </table>
          </TableScroll>
        );
      })}
    </>
  );
};
