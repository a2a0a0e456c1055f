import { useTranslation } from 'react-i18next';
import type { SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';

/** Opens the "export as widget" dialog for one table or match list. */
export const ExportWidgetButton = ({ request, onExport }: { request: SportsWidgetRequest | null; onExport: (request: SportsWidgetRequest) => void }) => {
  const { t } = useTranslation('statistics');
  return (
    <button type="button" className="nd-stats-btn" disabled={!request} onClick={() => request && onExport(request)}>
      {t('export.widget')}
    </button>
  );
};
