import { useTranslation } from 'react-i18next';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What is paged, for the navigation landmark's name. */
  label: string;
}

/** Previous / page x of y / next; hidden when everything fits on one page. */
export const Pager = ({ page, pages, onPage, label }: PagerProps) => {
  const { t } = useTranslation('statistics');
  if (pages <= 1) return null;
  return (
    <nav className="nd-stats-pager" aria-label={t('pager.label', { name: label })}>
      <button type="button" className="nd-stats-btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span className="nd-stats-pager__position">{t('pager.position', { page, pages })}</span>
      <button type="button" className="nd-stats-btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
};
