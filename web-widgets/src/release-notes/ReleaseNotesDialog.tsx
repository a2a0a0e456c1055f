import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@newsdesk/core/identity/user-view';
import type { Language } from '@newsdesk/core/identity/user-view';
import { Dialog } from '../ui/Dialog';
import { newestFirst, releaseNoteBody } from './release-notes';
import type { ReleaseNote } from './release-notes';
import { ReleaseNoteBody } from './ReleaseNoteBody';
import './ReleaseNotesDialog.css';

export interface ReleaseNotesDialogProps {
  open: boolean;
  onClose: () => void;
  notes: ReleaseNote[];
  /** Defaults to the language of the provider's i18n. */
  language?: Language;
  /** 'loading' before the first page; 'error' when it could not be fetched (default 'ready'). */
  status?: 'idle' | 'loading' | 'ready' | 'error';
  /** Older notes exist: shows "Load previous entries". */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onRetry?: () => void;
}

const asLanguage = (value: string | undefined): Language => LANGUAGES.find((language) => language === value) ?? 'en';

/** The release notes slider (spec §2): newest first, in the reader's language, English as fallback. */
export const ReleaseNotesDialog = ({
  open,
  onClose,
  notes,
  language,
  status = 'ready',
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onRetry,
}: ReleaseNotesDialogProps) => {
  const { t, i18n } = useTranslation('release-notes');
  const lng = language ?? asLanguage(i18n.resolvedLanguage);
  const dates = new Intl.DateTimeFormat(lng, { dateStyle: 'long' });

  const content = () => {
    if (status === 'idle' || status === 'loading') {
      return (
        <p className="nd-release-notes__state" role="status" aria-busy="true">
          {t('loading')}
        </p>
      );
    }
    if (status === 'error') {
      return (
        <div className="nd-release-notes__state">
          <p>{t('loadFailed')}</p>
          {onRetry && (
            <button type="button" className="nd-release-notes__more" onClick={onRetry}>
              {t('retry')}
            </button>
          )}
        </div>
      );
    }
    if (notes.length === 0) return <p className="nd-release-notes__state">{t('empty')}</p>;
    return (
      <>
        <ol className="nd-release-notes__list">
          {newestFirst(notes).map((note) => {
            const date = new Date(note.createdAt);
            return (
              <li key={note.id} className="nd-release-notes__entry">
                <time className="nd-release-notes__date" dateTime={note.createdAt}>
                  {Number.isNaN(date.getTime()) ? note.createdAt : dates.format(date)}
                </time>
                {/* sanitised on save by the server and again here, on render */}
                <Suspense fallback={<div className="nd-release-notes__body" />}>
                  <ReleaseNoteBody html={releaseNoteBody(note, lng)} />
                </Suspense>
              </li>
            );
          })}
        </ol>
        {hasMore && onLoadMore && (
          <div className="nd-release-notes__footer">
            <button type="button" className="nd-release-notes__more" disabled={loadingMore} aria-busy={loadingMore} onClick={onLoadMore}>
              {loadingMore ? t('loadingMore') : t('loadMore')}
            </button>
          </div>
        )}
      </>
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} size="large">
      {content()}
    </Dialog>
  );
};
