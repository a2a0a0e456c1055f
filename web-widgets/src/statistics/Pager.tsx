import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import './StatisticsControls.css';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the list the pages belong to (the table's caption), for the navigation landmark. */
  label: string;
}

/**
 * Previous / "Page 2 of 43" / next; hidden when everything fits on one page. Lists here are read
 * from the top, rarely jumped into. The position is a live region so a screen reader hears the page change.
 */
export const Pager = ({ page, pages, onPage, label }: PagerProps) => {
  const { t } = useTranslation('statistics');
  if (pages <= 1) return null;
  return (
    <nav className="nd-stats-pager" aria-label={t('pager.label', { name: label })}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span className="nd-stats-pager__position" aria-live="polite">
        {t('pager.position', { page, pages })}
      </span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
};
