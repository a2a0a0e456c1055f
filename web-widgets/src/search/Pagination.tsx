import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SearchStore } from './search.store';
import { Button } from '../ui/Button';

/** Page numbers to show: first, last, and two either side of the current, with gaps as null. */
export const pageWindow = (current: number, count: number): (number | null)[] => {
  const pages = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - (sorted[i - 1] ?? page) > 1 ? [null, page] : [page]));
};

export const Pagination = observer(function Pagination({ store }: { store: SearchStore }) {
  const { t } = useTranslation('search');
  const count = store.pageCount;
  const current = store.params.page;
  if (count <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="nd-pagination">
      <ul className="nd-pagination__list">
        <li>
          <Button disabled={current <= 1} onClick={() => void store.goToPage(current - 1)}>
            {t('pagination.previous')}
          </Button>
        </li>
        {pageWindow(current, count).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className="nd-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <button
                type="button"
                className={page === current ? 'nd-pagination__page nd-pagination__page--current' : 'nd-pagination__page'}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page })}
                onClick={() => void store.goToPage(page)}
              >
                {page}
              </button>
            </li>
          ),
        )}
        <li>
          <Button disabled={current >= count} onClick={() => void store.goToPage(current + 1)}>
            {t('pagination.next')}
          </Button>
        </li>
      </ul>
    </nav>
  );
});
