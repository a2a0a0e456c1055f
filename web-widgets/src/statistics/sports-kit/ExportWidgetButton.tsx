import { useTranslation } from 'react-i18next';
import type { SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';

export interface ExportWidgetButtonProps {
  /** null while the table has no data to export. */
  request: SportsWidgetRequest | null;
  onExportWidget: (request: SportsWidgetRequest) => void;
  /** The table's caption, so "Export as widget" says which table when there are several. */
  tableName: string;
}

/** "Export as widget": the page opens its dialog with the embed code for exactly this table. */
export const ExportWidgetButton = ({ request, onExportWidget, tableName }: ExportWidgetButtonProps) => {
  const { t } = useTranslation('statistics-sports');
  if (request === null) return null;
  return (
    <button
      type="button"
      className="nd-sports-btn nd-sports-btn--export"
      aria-label={t('common.exportWidgetOf', { table: tableName })}
      onClick={() => onExportWidget(request)}
    >
      {t('common.exportWidget')}
    </button>
  );
};
