import { useTranslation } from 'react-i18next';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the list the pages belong to, e.g. the table's caption. */
  label: string;
}

/** Previous / next with "Page 2 of 43": ranking lists are read from the top, rarely jumped into. */
export const Pager = ({ page, pages, onPage, label }: PagerProps) => {
  const { t } = useTranslation('statistics-sports');
  if (pages <= 1) return null;
  return (
    <nav className="nd-sports-pager" aria-label={t('common.pagination', { list: label })}>
      <button type="button" className="nd-sports-btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </button>
      <span className="nd-sports-pager__where" aria-live="polite">
        {t('common.page', { page, pages })}
      </span>
      <button type="button" className="nd-sports-btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
};
