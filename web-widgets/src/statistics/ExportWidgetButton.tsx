import { useTranslation } from 'react-i18next';
import type { SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import { Button } from '../ui/Button';
import './StatisticsControls.css';

export interface ExportWidgetButtonProps {
  /** null while the table has no data to export. */
  request: SportsWidgetRequest | null;
  onExportWidget: (request: SportsWidgetRequest) => void;
  /** The table's caption, so "Export as widget" says which table where a view has several. */
  tableName?: string;
  /**
   * Without data: hidden (a table that comes and goes with a selection), or shown disabled
   * (the one export action of a view's header, which keeps its place).
   */
  unavailable?: 'hidden' | 'disabled';
}

/** "Export as widget": the page opens its dialog with the embed code for exactly this table. */
export const ExportWidgetButton = ({ request, onExportWidget, tableName, unavailable = 'disabled' }: ExportWidgetButtonProps) => {
  const { t } = useTranslation(['statistics', 'statistics-sports']);
  if (request === null && unavailable === 'hidden') return null;
  return (
    <Button
      disabled={request === null}
      aria-label={tableName === undefined ? undefined : t('statistics-sports:common.exportWidgetOf', { table: tableName })}
      onClick={() => request && onExportWidget(request)}
    >
      {t('export.widget')}
    </Button>
  );
};
