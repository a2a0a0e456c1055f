import { useId } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MAX_COMMENT_LENGTH } from '@newsdesk/core/glossary/glossary.types';
import type { GlossaryItemView } from './glossary.gateway';
import type { GlossaryStore } from './glossary.store';
import { formatDay } from './format-date';
import { Button } from '../ui/Button';

/** The unfolded comments of one item: plain text, oldest first, and a box to add one. */
export const GlossaryComments = observer(function GlossaryComments({
  store,
  item,
  id,
}: {
  store: GlossaryStore;
  item: GlossaryItemView;
  id: string;
}) {
  const { t, i18n } = useTranslation('glossary');
  const inputId = useId();
  const draft = store.commentDrafts.get(item.id) ?? '';
  const busy = store.busy.has(item.id);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.addComment(item);
  };
  return (
    <div id={id} className="nd-gloss-comments">
      {item.comments.length === 0 ? (
        <p className="nd-gloss-muted">{t('comments.none')}</p>
      ) : (
        <ul className="nd-gloss-comments__list" aria-label={t('comments.listLabel', { title: item.title })}>
          {item.comments.map((comment) => {
            const name = comment.createdBy.name || t('unknownAuthor');
            return (
              <li key={comment.id} className="nd-gloss-comment">
                <p className="nd-gloss-comment__meta">{t('comments.by', { name, date: formatDay(comment.createdAt, i18n.language) })}</p>
                <p className="nd-gloss-comment__text">{comment.text}</p>
                {comment.canDelete && (
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={t('comments.deleteLabel', { name })}
                    disabled={busy}
                    onClick={() => void store.deleteComment(item, comment.id)}
                  >
                    {t('comments.delete')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form className="nd-gloss-comments__form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="nd-visually-hidden">
          {t('comments.addLabel', { title: item.title })}
        </label>
        <textarea
          id={inputId}
          className="nd-gloss-input nd-gloss-comments__input"
          rows={2}
          maxLength={MAX_COMMENT_LENGTH}
          placeholder={t('comments.add')}
          value={draft}
          onChange={(event) => store.setCommentDraft(item, event.target.value)}
        />
        <Button type="submit" disabled={busy || draft.trim() === ''}>
          {t('comments.submit')}
        </Button>
      </form>
    </div>
  );
});
