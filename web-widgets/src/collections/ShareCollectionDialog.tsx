import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import { Dialog } from '../ui/Dialog';
import { ChipInput, useProblemText } from './ChipInput';
import type { ShareCollectionStore } from './collection-dialogs.store';
import './CollectionControls.css';
import { Button } from '../ui/Button';

/** "Share": colleagues by e-mail; they see the collection and its documents and may unsubscribe. */
export const ShareCollectionDialog = observer(function ShareCollectionDialog({ store }: { store: ShareCollectionStore }) {
  const { t } = useTranslation('collections');
  const text = useProblemText();
  const collection = store.collection;
  const messages = [
    ...store.emails.invalidChips.map((chip) =>
      t('editor.chipProblem', {
        value: chip.value,
        message: text({ key: `errors:${chip.problem?.code ?? ''}`, message: chip.problem?.message ?? '', values: {} }),
      }),
    ),
    ...(store.attempted && store.emails.hasPendingText ? [t('editor.pending.emails', { value: store.emails.draft.trim() })] : []),
    ...(store.attempted && store.emails.chips.length === 0 && !store.emails.hasPendingText ? [t('share.nobody')] : []),
  ];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <Dialog
      open={store.isOpen}
      onClose={store.close}
      title={t('share.title', { name: collection?.name ?? '' })}
      closeLabel={t('close')}
      footer={
        <>
          <Button onClick={store.close}>{t('cancel')}</Button>
          <Button variant="primary" type="submit" form="nd-collection-share-form" disabled={store.saving}>
            {t('share.submit')}
          </Button>
        </>
      }
    >
      <form id="nd-collection-share-form" noValidate onSubmit={onSubmit} className="nd-coll-form">
        <p className="nd-coll-form__lead">{t('share.lead')}</p>
        {collection && collection.subscribers.length > 0 && (
          <p className="nd-coll-card__muted">
            {t('sharedWith', { names: collection.subscribers.map((s) => s.name || s.email).join(', ') })}
          </p>
        )}
        <ChipInput chips={store.emails} label={t('share.emails')} placeholder={t('editor.emailsPlaceholder')} messages={messages} />
        <div role="alert" tabIndex={-1} className={store.error ? 'nd-coll-form__error' : 'nd-visually-hidden'}>
          {store.error ? t(errorKey(store.error.code), { ...store.error.values, defaultValue: store.error.message }) : ''}
          {store.error?.values['value'] !== undefined ? ` (${store.error.values['value']})` : ''}
        </div>
      </form>
    </Dialog>
  );
});
