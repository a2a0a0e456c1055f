import { useTranslation } from 'react-i18next';
import type { TransferView } from '@newsdesk/core/sports/sports.views';
import { formatDay } from '../format';
import { TableScroll } from '../../ui/TableScroll';

export interface TransfersTableProps {
  transfers: TransferView[];
  caption: string;
  onOpenTeam: (id: string, name: string) => void;
  onOpenPlayer: (id: string, name: string) => void;
}

/** Newest first: day, player, from, to, kind and fee as published. */
export const TransfersTable = ({ transfers, caption, onOpenTeam, onOpenPlayer }: TransfersTableProps) => {
  const { t, i18n } = useTranslation('statistics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const sorted = [...transfers].sort((a, b) => b.date.localeCompare(a.date));
  const club = (team: TransferView['from']) =>
    team ? (
      <button type="button" className="nd-stats-link" onClick={() => onOpenTeam(team.id, team.name)}>
        {team.name}
      </button>
    ) : (
      <span className="nd-stats-muted">{t('transfers.noClub')}</span>
    );
  return (
    <TableScroll label={caption} className="nd-stats-table-wrap">
      <table className="nd-stats-table">
        <caption className="nd-stats-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transfers.date')}</th>
            <th scope="col">{t('transfers.player')}</th>
            <th scope="col">{t('transfers.from')}</th>
            <th scope="col">{t('transfers.to')}</th>
            <th scope="col">{t('transfers.kind')}</th>
            <th scope="col">{t('transfers.fee')}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((transfer) => (
            <tr key={transfer.id}>
              <td className="nd-stats-nowrap">{formatDay(transfer.date, language)}</td>
              <td>
                <button type="button" className="nd-stats-link" onClick={() => onOpenPlayer(transfer.player.id, transfer.player.name)}>
                  {transfer.player.name}
                </button>
              </td>
              <td>{club(transfer.from)}</td>
              <td>{club(transfer.to)}</td>
              <td>{t(`transfers.kinds.${transfer.kind}`)}</td>
              <td>{transfer.fee ?? <span className="nd-stats-muted">{t('transfers.feeUnknown')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
};
