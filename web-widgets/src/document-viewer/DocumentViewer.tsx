import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { originalSourceUrl } from '@newsdesk/core/documents/original-source';
import { useTranslation } from 'react-i18next';
import { topicDisplayName } from '@newsdesk/core/topics/topic-labels';
import { createShortcutHandler } from '../shortcuts/use-keyboard-shortcuts';
import { useFocusKeptInside } from '../ui/dialog-focus';
import { copyText, type CopyOutcome } from '../ui/copy-text';
import { keepTabInside, useFocusWhileOpen } from '../ui/focus-trap';
import { Icon } from '../ui/icons';
import { DocumentSide } from './DocumentSide';
import { RelatedDocuments } from './RelatedDocuments';
import type { DocumentViewerStore } from './document-viewer.store';
import { formatDateTime, highlighted } from './format';
import './DocumentViewer.css';

export interface DocumentViewerProps {
  store: DocumentViewerStore;
  /** Origin of the shared link; defaults to the page's origin. */
  shareBaseUrl?: string | undefined;
  /** Defaults to the browser's clipboard. */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
}

type Message = CopyOutcome | 'originalMissing';

const defaultOrigin = () => (typeof location === 'undefined' ? '' : location.origin);

/** Spec §2 "Full document view": an overlay over the result list with previous and next. */
export const DocumentViewer = observer(function DocumentViewer({ store, shareBaseUrl, clipboard }: DocumentViewerProps) {
  const { t, i18n } = useTranslation('viewer');
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const shareButtonRef = useRef<HTMLButtonElement>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;

  useFocusWhileOpen(dialogRef, store.isOpen);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another document closes the share panel and clears its message
  useEffect(() => {
    setShareOpen(false);
    setMessage(null);
  }, [store.currentId]);

  // Previous/next turn disabled at the ends and while loading; a disabled button loses focus,
  // which would leave the dialog (and its Escape key) — the shared keeper puts it back.
  useFocusKeptInside(dialogRef, store.isOpen, () => store.close());

  if (!store.isOpen) return null;

  const doc = store.document;
  // only an http(s) address becomes a link: a javascript: URL from an archive must never be one
  const original = originalSourceUrl(doc?.document.url);
  const shareUrl = `${(shareBaseUrl ?? defaultOrigin()).replace(/\/+$/, '')}/search?docId=${encodeURIComponent(store.currentId ?? '')}`;

  const copy = (text: string) => copyText(text, clipboard, setMessage);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (shareOpen) {
        // The popup's controls vanish with it: focus returns to the Share button, so a second
        // Escape still reaches the dialog and closes it.
        setShareOpen(false);
        shareButtonRef.current?.focus();
      } else store.close();
      return;
    }
    // j/k, o, s (keyboard-shortcuts.ts); not while typing, e.g. in the share link's field.
    const usedShortcut = createShortcutHandler({
      next: () => (store.hasNext ? void store.next() : false),
      previous: () => (store.hasPrevious ? void store.previous() : false),
      openOriginal: () => {
        if (!doc) return false;
        if (original) window.open(original, '_blank', 'noopener,noreferrer');
        else setMessage('originalMissing');
      },
      share: () => {
        if (!doc) return false;
        setShareOpen(true);
        shareButtonRef.current?.focus();
      },
    })(event.nativeEvent);
    if (usedShortcut) {
      event.stopPropagation();
      return;
    }
    keepTabInside(event, dialogRef.current);
  };

  const newTab = <span className="nd-visually-hidden"> {t('opensInNewTab')}</span>;

  return (
    <div
      className="nd-viewer__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) store.close();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={doc ? `${id}-title` : undefined}
        aria-label={doc ? undefined : t('dialogLabel')}
        aria-busy={store.loading}
        tabIndex={-1}
        className="nd-viewer"
        onKeyDown={onKeyDown}
      >
        <header className="nd-viewer__toolbar">
          <div className="nd-viewer__toolbar-group">
            <button type="button" className="nd-viewer__btn" disabled={!store.hasPrevious} onClick={() => void store.previous()}>
              {t('previous')}
            </button>
            <button type="button" className="nd-viewer__btn" disabled={!store.hasNext} onClick={() => void store.next()}>
              {t('next')}
            </button>
          </div>
          {doc && (
            <div className="nd-viewer__toolbar-group">
              <div className="nd-viewer__share">
                <button
                  ref={shareButtonRef}
                  type="button"
                  className="nd-viewer__btn"
                  aria-expanded={shareOpen}
                  aria-controls={`${id}-share`}
                  onClick={() => setShareOpen((open) => !open)}
                >
                  {t('share')}
                </button>
                {shareOpen && (
                  <div id={`${id}-share`} role="group" aria-label={t('shareTitle')} className="nd-viewer__share-popup">
                    <label htmlFor={`${id}-share-url`}>{t('shareUrl')}</label>
                    <div className="nd-viewer__share-row">
                      <input
                        id={`${id}-share-url`}
                        className="nd-viewer__share-input"
                        readOnly
                        value={shareUrl}
                        onFocus={(event) => event.currentTarget.select()}
                      />
                      <button type="button" className="nd-viewer__btn nd-viewer__btn--primary" onClick={() => copy(shareUrl)}>
                        {t('copyLink')}
                      </button>
                    </div>
                  </div>
                )}
              </div>
              <button type="button" className="nd-viewer__btn" onClick={() => copy(doc.document.documentBody)}>
                {t('copyBody')}
              </button>
              {original ? (
                <a className="nd-viewer__btn" href={original} target="_blank" rel="noopener noreferrer">
                  {t('openOriginal')}
                  {newTab}
                </a>
              ) : (
                <button type="button" className="nd-viewer__btn" onClick={() => setMessage('originalMissing')}>
                  {t('openOriginal')}
                </button>
              )}
            </div>
          )}
          <button type="button" className="nd-viewer__icon-btn" aria-label={t('close')} onClick={store.close}>
            <Icon name="close" />
          </button>
        </header>
        <p role="status" className={message ? 'nd-viewer__message' : 'nd-visually-hidden'}>
          {message ? t(message) : ''}
        </p>
        {store.loading && (
          <div className="nd-viewer__loading">
            <span className="nd-viewer__spinner" aria-hidden="true" />
            <p role="status">{t('loading')}</p>
          </div>
        )}
        {doc && (
          <div className="nd-viewer__content">
            <article className="nd-viewer__main">
              <div className="nd-viewer__badges">
                {store.label && <span className={`nd-viewer__badge nd-viewer__badge--${store.label}`}>{t(`labels.${store.label}`)}</span>}
                {store.topic && <span className="nd-viewer__badge nd-viewer__badge--topic">{topicDisplayName(store.topic, language)}</span>}
              </div>
              <h2 id={`${id}-title`} className="nd-viewer__title">
                {highlighted(doc.document.documentTitle, store.highlights?.title)}
              </h2>
              <dl className="nd-viewer__meta">
                <div>
                  <dt>{t('published')}</dt>
                  <dd>{formatDateTime(store.shownDate ?? doc.document.firstAcquisitionDate, language)}</dd>
                </div>
                <div>
                  <dt>{t('indexed')}</dt>
                  <dd>{formatDateTime(doc.document.firstAcquisitionDate, language)}</dd>
                </div>
                {doc.document.domain && (
                  <div>
                    <dt>{t('source')}</dt>
                    <dd>
                      <a href={`https://${doc.document.domain}`} target="_blank" rel="noopener noreferrer">
                        {doc.document.domain}
                        {newTab}
                      </a>
                    </dd>
                  </div>
                )}
              </dl>
              <div className="nd-viewer__body">{highlighted(doc.document.documentBody, store.highlights?.body)}</div>
              {doc.document.associatedText.map((text, i) => (
                <section key={i} className="nd-viewer__pdf" aria-labelledby={`${id}-pdf-${i}`}>
                  <h3 id={`${id}-pdf-${i}`} className="nd-viewer__section-title">
                    {t('pdfText', { number: i + 1 })}
                  </h3>
                  <div className="nd-viewer__body">{highlighted(text, store.highlights?.associatedText?.[i])}</div>
                </section>
              ))}
              <RelatedDocuments store={store} />
            </article>
            <DocumentSide store={store} document={doc} />
          </div>
        )}
      </div>
    </div>
  );
});
