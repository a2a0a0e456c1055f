import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useLink } from '../provider/widget-context';
import { CollectionSparkline } from '../search/attention/CollectionSparkline';
import { DocumentLinks } from './CollectionDocumentsList';
import type { CollectionsStore } from './collections.store';
import type { CollectionView } from './collections.types';
import { SearchChips } from './SearchChips';
import './CollectionControls.css';
import { Button } from '../ui/Button';

/** What dnd-kit's useSortable gives a card in edit mode (SortableCollectionList.tsx). */
export interface CardDrag {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  style: CSSProperties;
  isDragging: boolean;
}

export interface CollectionCardProps {
  store: CollectionsStore;
  collection: CollectionView;
  onOpenDocument: (id: string) => void;
  /** In edit mode, once dnd-kit has loaded: the drag handle and the card's movement. */
  drag?: CardDrag | undefined;
}

const GripIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />))}
  </svg>
);

/** One collection: name, role, search, alert, newest documents; in edit mode a drag handle and actions. */
export const CollectionCard = observer(function CollectionCard({ store, collection, onOpenDocument, drag }: CollectionCardProps) {
  const { t } = useTranslation('collections');
  const Link = useLink();
  const editing = store.mode === 'edit';
  const docs = store.documents[collection.id];
  const owner = collection.role === 'owner';
  const alert = collection.alert;
  const headingId = `nd-coll-${collection.id}`;

  return (
    <li
      ref={drag?.setNodeRef}
      className={`nd-coll-card${drag?.isDragging ? ' nd-coll-card--dragging' : ''}`}
      style={drag?.style}
      data-collection-id={collection.id}
    >
      <article className="nd-coll-card__body" aria-labelledby={headingId}>
        <header className="nd-coll-card__header">
          {editing && drag && (
            <button
              type="button"
              ref={drag.setActivatorNodeRef}
              className="nd-coll-card__handle"
              {...drag.attributes}
              {...drag.listeners}
              aria-label={t('drag.handle', { name: collection.name })}
            >
              <GripIcon />
            </button>
          )}
          <h2 id={headingId} className="nd-coll-card__name">
            <Link to={collection.url} className="nd-coll-card__link">
              {collection.name}
            </Link>
          </h2>
          <span className={`nd-coll-role nd-coll-role--${collection.role}`}>
            {owner ? t('role.owner') : t('role.subscriber', { owner: collection.owner.name || collection.owner.email })}
          </span>
        </header>
        <SearchChips search={collection.search} topics={store.topics} />
        {store.sparklines && <CollectionSparkline sparkline={store.sparklines.of(collection.id)} />}
        <p className="nd-coll-card__alert">
          {owner && alert ? (
            <>
              <span className="nd-coll-card__frequency">{t(`frequency.${alert.frequency}`)}</span>
              {[...alert.slackChannels, ...alert.emails].map((recipient) => (
                <span key={recipient} className="nd-coll-recipient">
                  {recipient}
                </span>
              ))}
            </>
          ) : (
            <span className="nd-coll-card__muted">{owner ? t('alert.none') : t('alert.byOwner')}</span>
          )}
        </p>
        {owner && collection.subscribers.length > 0 && (
          <p className="nd-coll-card__muted">
            {t('sharedWith', { names: collection.subscribers.map((s) => s.name || s.email).join(', ') })}
          </p>
        )}
        {editing ? (
          <div className="nd-coll-card__actions" role="group" aria-label={t('actions.label', { name: collection.name })}>
            {owner ? (
              <>
                <Button onClick={() => store.edit(collection)}>{t('actions.edit')}</Button>
                <Button onClick={() => store.sharing.open(collection)}>{t('actions.share')}</Button>
                <Button onClick={() => void store.deliveries.open(collection)}>{t('actions.deliveries')}</Button>
                <Button variant="quiet-danger" onClick={() => store.askDelete(collection)}>
                  {t('actions.delete')}
                </Button>
              </>
            ) : (
              <span className="nd-coll-card__muted">{t('actions.subscriberHint')}</span>
            )}
          </div>
        ) : (
          <section className="nd-coll-card__documents" aria-label={t('documents.label', { name: collection.name })}>
            {docs?.status === 'error' && (
              <p role="alert" className="nd-coll-card__error">
                <span>{t('errors:collection.documents_failed', { defaultValue: 'Error fetching collection documents' })}</span>
                <Button size="small" onClick={() => void store.loadDocuments(collection.id)}>
                  {t('retry')}
                </Button>
              </p>
            )}
            {docs?.status === 'loading' && docs.hits.length === 0 && <p className="nd-coll-card__muted">{t('documents.loading')}</p>}
            {docs?.status === 'ready' && docs.hits.length === 0 && <p className="nd-coll-card__muted">{t('documents.empty')}</p>}
            {docs && docs.hits.length > 0 && (
              <DocumentLinks
                documents={docs.hits.map((hit) => hit.document)}
                onOpenDocument={onOpenDocument}
                label={t('documents.label', { name: collection.name })}
              />
            )}
            <Link to={collection.url} className="nd-coll-card__more">
              {docs && docs.total > 0 ? t('documents.all', { count: docs.total }) : t('documents.openSearch')}
            </Link>
            {store.csvExportHref(collection.id) && (
              <a
                className="nd-coll-card__more"
                href={store.csvExportHref(collection.id) ?? undefined}
                download
                aria-label={t('documents.exportCsvOf', { name: collection.name })}
              >
                {t('documents.exportCsv')}
              </a>
            )}
          </section>
        )}
      </article>
    </li>
  );
});
