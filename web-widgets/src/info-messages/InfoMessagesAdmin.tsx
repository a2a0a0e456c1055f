import { useId } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@newsdesk/core/identity/user-view';
import { textFor } from '@newsdesk/core/release-notes/release-note.types';
import { AdminStatus } from '../source-admin/AdminMessages';
import { AdminSection } from '../source-admin/AdminSection';
import { AdminTable } from '../source-admin/AdminTable';
import { ConfirmDeletion } from '../ui/ConfirmDialog';
import { AdminPanelFrame } from '../ui/AdminPanelFrame';
import type { InfoMessageLevel } from './info-messages.gateway';
import type { InfoMessagesAdminStore } from './info-messages-admin.store';
import '../source-admin/SourceAdmin.css';
import '../source-admin/admin-controls.css';
import '../source-admin/admin-table.css';
import './InfoMessagesAdmin.css';
import { Button } from '../ui/Button';

export interface InfoMessagesAdminProps {
  store: InfoMessagesAdminStore;
  /** Load on first render when the store has not loaded yet (default true). */
  autoLoad?: boolean;
  /** For "expired" in the list; defaults to the current time. */
  now?: Date;
}

const asLanguage = (value: string | undefined): Language => LANGUAGES.find((language) => language === value) ?? 'en';

/** The form and the list of messages, once loaded. */
const InfoMessagesList = observer(function InfoMessagesList({ store, now }: { store: InfoMessagesAdminStore; now?: Date }) {
  const { t, i18n } = useTranslation('info-messages');
  const id = useId();
  const lng = asLanguage(i18n.resolvedLanguage);
  const dates = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  const current = now ?? new Date();
  const shortText = (text: Record<string, string | undefined>) => {
    const full = textFor(text, lng);
    return full.length > 60 ? `${full.slice(0, 57)}…` : full;
  };

  return (
    <div className="nd-admin nd-info-admin">
      <AdminSection title={t('admin.title')} lead={t('admin.lead')}>
        <form
          className="nd-admin-form nd-info-admin__form"
          noValidate
          onSubmit={onSubmit}
          aria-busy={store.saving}
          aria-labelledby={`${id}-form-title`}
        >
          <h3 id={`${id}-form-title`} className="nd-info-admin__form-title">
            {store.editingId ? t('admin.formTitleEdit') : t('admin.formTitleNew')}
          </h3>
          <div className="nd-admin-field">
            <label htmlFor={`${id}-level`}>{t('admin.level')}</label>
            <select
              id={`${id}-level`}
              className="nd-admin-input nd-admin-select"
              value={store.level}
              onChange={(event) => store.setLevel(event.target.value as InfoMessageLevel)}
            >
              <option value="info">{t('admin.levels.info')}</option>
              <option value="warning">{t('admin.levels.warning')}</option>
            </select>
          </div>
          {LANGUAGES.map((language) => (
            <div key={language} className="nd-admin-field nd-admin-field--wide">
              <label htmlFor={`${id}-text-${language}`}>{t('admin.text', { language: t(`admin.languages.${language}`) })}</label>
              <textarea
                id={`${id}-text-${language}`}
                className="nd-admin-input nd-info-admin__text"
                rows={2}
                maxLength={500}
                lang={language}
                value={store.text[language]}
                aria-describedby={language === 'en' ? `${id}-text-hint` : undefined}
                onChange={(event) => store.setText(language, event.target.value)}
              />
              {language === 'en' && (
                <p id={`${id}-text-hint`} className="nd-admin-hint">
                  {t('admin.textHint')}
                </p>
              )}
            </div>
          ))}
          <div className="nd-admin-field">
            <label htmlFor={`${id}-expires`}>{t('admin.expiresAt')}</label>
            <input
              id={`${id}-expires`}
              type="datetime-local"
              className="nd-admin-input"
              value={store.expiresAt}
              aria-describedby={`${id}-expires-hint`}
              onChange={(event) => store.setExpiresAt(event.target.value)}
            />
            <p id={`${id}-expires-hint`} className="nd-admin-hint">
              {t('admin.expiresHint')}
            </p>
          </div>
          <div className="nd-info-admin__actions">
            <Button variant="primary" type="submit" disabled={store.saving}>
              {store.saving ? t('admin.saving') : store.editingId ? t('admin.save') : t('admin.create')}
            </Button>
            {store.editingId && <Button onClick={store.cancelEdit}>{t('admin.cancelEdit')}</Button>}
          </div>
        </form>
        <AdminStatus notice={store.notice ? { key: `info-messages:${store.notice}` } : null} />
        <AdminTable
          empty={store.messages.length === 0 ? t('admin.empty') : null}
          caption={t('admin.tableCaption')}
          columns={[t('admin.columns.text'), t('admin.columns.level'), t('admin.columns.expires')]}
          actionsLabel={t('admin.columns.actions')}
          region={false}
        >
          {store.messages.map((message) => {
            const expired = message.expiresAt !== null && Date.parse(message.expiresAt) <= current.getTime();
            const label = shortText(message.text);
            return (
              <tr key={message.id} className={expired ? 'nd-info-admin__row--expired' : undefined}>
                <th scope="row" className="nd-admin-table__main nd-info-admin__cell-text">
                  {textFor(message.text, lng)}
                </th>
                <td>
                  <span className={`nd-info-admin__level nd-info-admin__level--${message.level}`}>
                    {t(`admin.levels.${message.level}`)}
                  </span>
                </td>
                <td className="nd-admin-table__nowrap">
                  {message.expiresAt === null ? t('admin.noExpiry') : dates.format(new Date(message.expiresAt))}
                  {expired && <span className="nd-info-admin__expired"> ({t('admin.expired')})</span>}
                </td>
                <td className="nd-info-admin__row-actions">
                  <Button size="small" aria-label={t('admin.editLabel', { text: label })} onClick={() => store.edit(message)}>
                    {t('admin.edit')}
                  </Button>
                  <Button
                    variant="quiet-danger"
                    size="small"
                    aria-label={t('admin.deleteLabel', { text: label })}
                    onClick={() => store.deletion.ask(message)}
                  >
                    {t('admin.delete')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </AdminTable>
        <ConfirmDeletion
          deletion={store.deletion}
          ns="info-messages"
          keys="admin.confirmDelete"
          values={(message) => ({ text: shortText(message.text) })}
        />
      </AdminSection>
    </div>
  );
});

/** The "Info messages" tab of the administration: banners at the top of the shell. */
export const InfoMessagesAdmin = observer(function InfoMessagesAdmin({ store, autoLoad = true, now }: InfoMessagesAdminProps) {
  const { t } = useTranslation('info-messages');
  const texts = { loading: t('admin.loading'), failed: t('admin.loadFailed'), retry: t('admin.retry') };
  return (
    <AdminPanelFrame store={store} autoLoad={autoLoad} texts={texts}>
      <InfoMessagesList store={store} now={now} />
    </AdminPanelFrame>
  );
});
