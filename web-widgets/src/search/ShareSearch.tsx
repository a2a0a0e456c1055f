import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import type { SearchStore } from './search.store';
import { Button } from '../ui/Button';
import { copyText, type CopyOutcome } from '../ui/copy-text';

export interface ShareSearchProps {
  store: SearchStore;
  /** Defaults to the browser's clipboard. */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
}

/** "Share search": makes a link to the current criteria and offers it for copying. */
export const ShareSearch = observer(function ShareSearch({ store, clipboard }: ShareSearchProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<CopyOutcome>(null);
  const sharing = store.sharing;

  const toggle = () => {
    setMessage(null);
    if (open) {
      setOpen(false);
      sharing.reset();
      return;
    }
    setOpen(true);
    void store.shareSearch();
  };

  const copy = (text: string) => copyText(text, clipboard, setMessage);

  return (
    <div
      className="nd-share"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          sharing.reset();
        }
      }}
    >
      <Button aria-expanded={open} aria-controls={`${id}-popup`} onClick={toggle}>
        {t('share.button')}
      </Button>
      <div id={`${id}-popup`} role="group" aria-label={t('share.title')} className="nd-share__popup" hidden={!open}>
        {open && sharing.status === 'sharing' && <p role="status">{t('share.creating')}</p>}
        {open && sharing.status === 'error' && sharing.error && (
          <p role="alert" className="nd-share__error">
            {t(errorKey(sharing.error.code), { ...sharing.error.values, defaultValue: sharing.error.message })}
          </p>
        )}
        {open && sharing.status === 'shared' && sharing.url && (
          <>
            <label htmlFor={`${id}-url`}>{t('share.url')}</label>
            <div className="nd-share__row">
              <input
                id={`${id}-url`}
                className="nd-share__input"
                readOnly
                value={sharing.url}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button variant="primary" onClick={() => copy(sharing.url ?? '')}>
                {t('share.copy')}
              </Button>
            </div>
            <p className="nd-share__note">{t('share.validity')}</p>
          </>
        )}
        <p role="status" className={message ? 'nd-share__message' : 'nd-visually-hidden'}>
          {message ? t(`share.${message}`) : ''}
        </p>
      </div>
    </div>
  );
});
