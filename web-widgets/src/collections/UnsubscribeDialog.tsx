import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import { Dialog } from '../ui/Dialog';
import type { UnsubscribeStore } from './collection-dialogs.store';
import './CollectionControls.css';
import { Button } from '../ui/Button';

/** Leave collections colleagues shared: a checkbox per collection (spec §5: at least one). */
export const UnsubscribeDialog = observer(function UnsubscribeDialog({ store }: { store: UnsubscribeStore }) {
  const { t } = useTranslation('collections');
  const options = store.options;
  return (
    <Dialog
      open={store.isOpen}
      onClose={store.close}
      title={t('unsubscribe.title')}
      closeLabel={t('close')}
      footer={
        <>
          <Button onClick={store.close}>{t('cancel')}</Button>
          {options.length > 0 && (
            <Button variant="primary" disabled={store.saving} onClick={() => void store.submit()}>
              {t('unsubscribe.submit')}
            </Button>
          )}
        </>
      }
    >
      {options.length === 0 ? (
        <p>{t('errors:collection.none_to_unsubscribe', { defaultValue: 'There are no collections to unsubscribe from.' })}</p>
      ) : (
        <fieldset className="nd-coll-checks" aria-describedby={store.error ? 'nd-unsubscribe-error' : undefined}>
          <legend className="nd-coll-field__label">{t('unsubscribe.lead')}</legend>
          {options.map((collection) => (
            <label key={collection.id} className="nd-coll-check">
              <input type="checkbox" checked={store.selected.includes(collection.id)} onChange={() => store.toggle(collection.id)} />
              <span>
                {collection.name}
                <span className="nd-coll-card__muted">
                  {' '}
                  — {t('role.subscriber', { owner: collection.owner.name || collection.owner.email })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p id="nd-unsubscribe-error" role="alert" tabIndex={-1} className={store.error ? 'nd-coll-form__warning' : 'nd-visually-hidden'}>
        {store.error ? t(errorKey(store.error.code), { ...store.error.values, defaultValue: store.error.message }) : ''}
      </p>
    </Dialog>
  );
});
