import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OTHER_LETTER } from '@newsdesk/core/glossary/glossary.types';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { GlossaryStore } from './glossary.store';
import { GlossaryEditorDialog } from './GlossaryEditorDialog';
import { GlossaryItemCard } from './GlossaryItemCard';
import { GlossaryToolbar } from './GlossaryToolbar';
import { LetterBar } from './LetterBar';
import { Spinner } from '../ui/Spinner';
import './Glossary.css';
import { Button } from '../ui/Button';

export interface GlossaryProps {
  store: GlossaryStore;
  /** Load on first render when the store has not loaded yet (default true). */
  autoLoad?: boolean;
}

/** Spec §2 /glossary: the letter bar, search, sort, items with likes and comments, and the editor. */
export const Glossary = observer(function Glossary({ store, autoLoad = true }: GlossaryProps) {
  const { t } = useTranslation('glossary');
  useEffect(() => {
    if (autoLoad && store.status === 'idle') void store.load();
  }, [autoLoad, store]);

  return (
    <div className="nd-gloss">
      <GlossaryToolbar store={store} />
      <LetterBar store={store} />
      <GlossaryBody store={store} />
      <GlossaryEditorDialog editor={store.editor} />
      <ConfirmDialog
        open={store.pendingDelete !== null}
        title={t('confirmDelete.title')}
        text={t('confirmDelete.text', { title: store.pendingDelete?.title ?? '' })}
        confirmLabel={t('confirmDelete.confirm')}
        busy={store.deleting}
        onConfirm={() => void store.confirmDelete()}
        onCancel={store.cancelDelete}
      />
    </div>
  );
});

const GlossaryBody = observer(function GlossaryBody({ store }: { store: GlossaryStore }) {
  const { t } = useTranslation('glossary');
  if (store.status === 'idle' || store.status === 'loading') {
    return (
      <div className="nd-gloss-state" aria-busy="true">
        <Spinner />
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  if (store.status === 'error') {
    return (
      <div className="nd-gloss-state">
        <p>{t('loadFailed')}</p>
        <Button variant="primary" onClick={() => void store.load()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { letter, search } = store.shown;
  const filter = [letter === OTHER_LETTER ? t('letters.other') : letter, search ? `“${search}”` : null].filter(Boolean).join(', ');
  return (
    <>
      <p className="nd-gloss-count" role="status">
        {filter ? t('countFiltered', { count: store.total, filter }) : t('count', { count: store.total })}
      </p>
      {store.items.length === 0 ? (
        <div className="nd-gloss-state nd-gloss-state--empty">
          <p>{store.filtered ? t('noMatches') : t('empty')}</p>
        </div>
      ) : (
        <ul className="nd-gloss-list" aria-label={t('list')}>
          {store.items.map((item) => (
            <li key={item.id}>
              <GlossaryItemCard store={store} item={item} />
            </li>
          ))}
        </ul>
      )}
      {store.pages > 1 && (
        <nav className="nd-gloss-pager" aria-label={t('pager.label')}>
          <Button size="small" disabled={store.page <= 1} onClick={() => store.goToPage(store.page - 1)}>
            {t('pager.previous')}
          </Button>
          <span>{t('pager.status', { page: store.page, pages: store.pages })}</span>
          <Button size="small" disabled={store.page >= store.pages} onClick={() => store.goToPage(store.page + 1)}>
            {t('pager.next')}
          </Button>
        </nav>
      )}
    </>
  );
});
