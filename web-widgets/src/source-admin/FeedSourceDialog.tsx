import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CONCURRENCY_LIMITS, INTERVAL_LIMITS } from '@newsdesk/core/sources/schedule';
import type { SiteEntry } from '@newsdesk/core/sources/site-list';
import { FormDialog } from '../ui/FormDialog';
import { AdminAlert } from './AdminMessages';
import type { FeedSourcesStore } from './feed-sources.store';
import { URL_INPUT } from './url-input';

const CONCURRENCY_CHOICES = Array.from(
  { length: CONCURRENCY_LIMITS.max - CONCURRENCY_LIMITS.min + 1 },
  (_, i) => CONCURRENCY_LIMITS.min + i,
);

/** Add or edit an RSS-enabled source; the domain field suggests the listed domains. */
export const FeedSourceDialog = observer(function FeedSourceDialog({ store, domains }: { store: FeedSourcesStore; domains: SiteEntry[] }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const form = store.form;
  if (!form) return null;
  const errorId = `${id}-error`;
  const described = (hint: string) => [hint, form.error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <FormDialog
      open
      onClose={store.closeForm}
      title={form.mode === 'add' ? t('sources.form.addTitle') : t('sources.form.editTitle')}
      closeLabel={t('close')}
      cancelLabel={t('cancel')}
      submitLabel={form.saving ? t('sources.form.saving') : t('sources.form.save')}
      busy={form.saving}
      onSubmit={() => void store.save()}
      formClassName="nd-admin-form nd-admin-form--dialog"
    >
      <div className="nd-admin-field nd-admin-field--wide">
        <label htmlFor={`${id}-name`}>{t('sources.form.name')}</label>
        <input
          id={`${id}-name`}
          className="nd-admin-input"
          value={form.name}
          required
          maxLength={200}
          aria-invalid={store.missing.name || undefined}
          aria-describedby={described('')}
          onChange={(event) => store.setField('name', event.target.value)}
        />
      </div>
      <div className="nd-admin-field nd-admin-field--wide">
        <label htmlFor={`${id}-url`}>{t('sources.form.url')}</label>
        <input
          id={`${id}-url`}
          className="nd-admin-input"
          {...URL_INPUT}
          value={form.url}
          required
          aria-invalid={
            store.missing.url || form.error?.code === 'source.invalid_url' || form.error?.code === 'source.url_taken' || undefined
          }
          aria-describedby={described(`${id}-url-hint`)}
          onChange={(event) => store.setField('url', event.target.value)}
        />
        <p id={`${id}-url-hint`} className="nd-admin-hint">
          {t('sources.form.urlHint')}
        </p>
      </div>
      <div className="nd-admin-field nd-admin-field--wide">
        <label htmlFor={`${id}-domain`}>{t('sources.form.domain')}</label>
        <input
          id={`${id}-domain`}
          className="nd-admin-input"
          list={`${id}-domains`}
          spellCheck={false}
          value={form.domain}
          aria-invalid={form.error?.code === 'source.domain_not_listed' || form.error?.code === 'source.invalid_domain' || undefined}
          aria-describedby={described(`${id}-domain-hint`)}
          onChange={(event) => store.setField('domain', event.target.value)}
        />
        <datalist id={`${id}-domains`}>
          {domains.map((site) => (
            <option key={site.domain} value={site.domain}>
              {site.name}
            </option>
          ))}
        </datalist>
        <p id={`${id}-domain-hint`} className="nd-admin-hint">
          {t('sources.form.domainHint')}
        </p>
      </div>
      <div className="nd-admin-field">
        <label htmlFor={`${id}-interval`}>{t('sources.form.interval')}</label>
        <input
          id={`${id}-interval`}
          className="nd-admin-input"
          type="number"
          min={INTERVAL_LIMITS.min}
          max={INTERVAL_LIMITS.max}
          step={1}
          value={form.intervalMinutes}
          aria-invalid={form.error?.code === 'source.invalid_interval' || undefined}
          aria-describedby={described(`${id}-interval-hint`)}
          onChange={(event) => store.setField('intervalMinutes', event.target.value)}
        />
        <p id={`${id}-interval-hint`} className="nd-admin-hint">
          {t('sources.form.intervalHint')}
        </p>
      </div>
      <div className="nd-admin-field">
        <label htmlFor={`${id}-concurrency`}>{t('sources.form.concurrency')}</label>
        <select
          id={`${id}-concurrency`}
          className="nd-admin-input nd-admin-select"
          value={form.concurrency}
          onChange={(event) => store.setField('concurrency', event.target.value)}
        >
          {CONCURRENCY_CHOICES.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="nd-admin-field nd-admin-field--wide nd-admin-check">
        <input id={`${id}-enabled`} type="checkbox" checked={form.enabled} onChange={(event) => store.setEnabled(event.target.checked)} />
        <label htmlFor={`${id}-enabled`}>{t('sources.form.enabled')}</label>
      </div>
      <AdminAlert id={errorId} error={form.error} className="nd-admin-field--wide" />
    </FormDialog>
  );
});
