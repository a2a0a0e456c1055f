import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@newsdesk/core/identity/create-user';
import { LANGUAGES, type Language } from '@newsdesk/core/identity/user-view';
import { AdminAlert } from '../source-admin/AdminMessages';
import { FormDialog } from '../ui/FormDialog';
import type { CreateUserStore, NewUserField } from './create-user.store';

const TEXT_FIELDS: ReadonlyArray<{ field: NewUserField; type: string; autoComplete: string; wide?: boolean; hint?: boolean }> = [
  { field: 'email', type: 'email', autoComplete: 'off', wide: true },
  { field: 'givenName', type: 'text', autoComplete: 'off' },
  { field: 'familyName', type: 'text', autoComplete: 'off' },
  // new-password: browsers offer to generate one instead of filling in the admin's own
  { field: 'password', type: 'password', autoComplete: 'new-password', wide: true, hint: true },
];

/** "New user": e-mail, names, a first password, language and whether they are an administrator. */
export const CreateUserDialog = observer(function CreateUserDialog({ store }: { store: CreateUserStore }) {
  const { t } = useTranslation(['user-admin', 'admin']);
  const id = useId();
  if (!store.open) return null;
  const errorId = `${id}-error`;

  return (
    <FormDialog
      open
      onClose={store.close}
      title={t('create.title')}
      closeLabel={t('admin:close')}
      cancelLabel={t('admin:cancel')}
      submitLabel={store.saving ? t('create.saving') : t('create.save')}
      busy={store.saving}
      onSubmit={() => void store.save()}
      formClassName="nd-admin-form nd-admin-form--dialog"
    >
      {TEXT_FIELDS.map(({ field, type, autoComplete, wide, hint }) => {
        const invalid = store.invalidField === field;
        const describedBy = [hint ? `${id}-${field}-hint` : '', invalid ? errorId : ''].filter(Boolean).join(' ') || undefined;
        return (
          <div key={field} className={wide ? 'nd-admin-field nd-admin-field--wide' : 'nd-admin-field'}>
            <label htmlFor={`${id}-${field}`}>{t(`create.${field}`)}</label>
            <input
              id={`${id}-${field}`}
              className="nd-admin-input"
              type={type}
              autoComplete={autoComplete}
              spellCheck={false}
              maxLength={field === 'password' ? 1024 : field === 'email' ? 254 : 100}
              value={store.fields[field]}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => store.setField(field, event.target.value)}
            />
            {hint && (
              <p id={`${id}-${field}-hint`} className="nd-admin-hint">
                {t('create.passwordHint', { minLength: MIN_PASSWORD_LENGTH })}
              </p>
            )}
          </div>
        );
      })}
      <div className="nd-admin-field">
        <label htmlFor={`${id}-language`}>{t('create.language')}</label>
        <select
          id={`${id}-language`}
          className="nd-admin-input nd-admin-select"
          value={store.fields.language}
          onChange={(event) => store.setLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="nd-admin-field nd-admin-field--wide nd-admin-check">
        <input id={`${id}-admin`} type="checkbox" checked={store.fields.admin} onChange={(event) => store.setAdmin(event.target.checked)} />
        <label htmlFor={`${id}-admin`}>{t('create.admin')}</label>
      </div>
      <AdminAlert id={errorId} error={store.error} className="nd-admin-field--wide" />
    </FormDialog>
  );
});
