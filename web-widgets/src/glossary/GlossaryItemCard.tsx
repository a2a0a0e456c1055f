import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GlossaryItemView } from './glossary.gateway';
import type { GlossaryStore } from './glossary.store';
import { GlossaryComments } from './GlossaryComments';
import { RichText } from './RichText';
import { formatDay } from './format-date';
import { Button } from '../ui/Button';

const Heart = ({ filled }: { filled: boolean }) => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinejoin="round"
  >
    <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
  </svg>
);

/** One term: title, description, who added it, likes, comments; edit and delete for its author or an admin. */
export const GlossaryItemCard = observer(function GlossaryItemCard({ store, item }: { store: GlossaryStore; item: GlossaryItemView }) {
  const { t, i18n } = useTranslation('glossary');
  const id = useId();
  const expanded = store.expanded.has(item.id);
  const busy = store.busy.has(item.id);
  const name = item.createdBy.name || t('unknownAuthor');
  return (
    <article className="nd-gloss-item" aria-labelledby={`${id}-title`}>
      <header className="nd-gloss-item__header">
        <h2 id={`${id}-title`} className="nd-gloss-item__title">
          {item.title}
        </h2>
        {(item.canEdit || item.canDelete) && (
          <div className="nd-gloss-item__actions">
            {item.canEdit && (
              <Button
                variant="ghost"
                size="small"
                aria-label={t('editLabel', { title: item.title })}
                onClick={() => store.editor.startEdit(item)}
              >
                {t('edit')}
              </Button>
            )}
            {item.canDelete && (
              <Button
                variant="quiet-danger"
                size="small"
                aria-label={t('deleteLabel', { title: item.title })}
                onClick={() => store.askDelete(item)}
              >
                {t('delete')}
              </Button>
            )}
          </div>
        )}
      </header>
      <RichText className="nd-gloss-item__description" text={item.description} format={item.descriptionFormat} />
      <p className="nd-gloss-item__meta">
        {t('byline', { name, date: formatDay(item.createdAt, i18n.language) })}
        {item.updatedAt !== item.createdAt && <> · {t('edited', { date: formatDay(item.updatedAt, i18n.language) })}</>}
      </p>
      <footer className="nd-gloss-item__footer">
        <Button
          size="small"
          className={`nd-gloss-like${item.likedByMe ? ' nd-gloss-like--on' : ''}`}
          aria-pressed={item.likedByMe}
          aria-label={t('likeLabel', { title: item.title })}
          disabled={busy}
          onClick={() => void store.toggleLike(item)}
        >
          <Heart filled={item.likedByMe} />
          <span aria-hidden="true">{item.likes}</span>
        </Button>
        <span className="nd-visually-hidden" aria-live="polite">
          {t('likes', { count: item.likes })}
        </span>
        <Button
          variant="ghost"
          size="small"
          aria-expanded={expanded}
          aria-controls={expanded ? `${id}-comments` : undefined}
          onClick={() => store.toggleComments(item)}
        >
          {t('comments.toggle', { count: item.comments.length })}
        </Button>
      </footer>
      {expanded && <GlossaryComments store={store} item={item} id={`${id}-comments`} />}
    </article>
  );
});
