import { useId } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import type { SiteView } from './site-monitor.gateway';
import { SITE_ALERT_FREQUENCIES, SITE_ALERT_LISTS, type SiteAlertEditor, type SiteAlertFrequency } from './site-alert.store';
import { Button } from '../ui/Button';

/**
 * A site's alerts (ADR 0026): a summary of where changes go, and the form to change it —
 * frequency and one recipient per line for e-mail, Slack, webhooks and Teams, as a collection
 * allows. The server's rules decide; its message is shown under the form.
 */
export const SiteAlertForm = observer(function SiteAlertForm({
  site,
  editor,
  onShowDeliveries,
}: {
  site: SiteView;
  editor: SiteAlertEditor;
  /** Opens the site's delivery log; offered once the site has alert settings. */
  onShowDeliveries?: () => void;
}) {
  const { t } = useTranslation('site-monitor');
  const id = useId();
  const editing = editor.siteId === site.id;
  const recipients = site.alert ? SITE_ALERT_LISTS.reduce((n, list) => n + (site.alert?.[list]?.length ?? 0), 0) : 0;

  if (!editing)
    return (
      <div className="nd-site-alerts">
        <p className="nd-site-alerts__summary">
          {site.alert && recipients > 0
            ? t('alerts.summary', { count: recipients, frequency: t(`alerts.frequency.${site.alert.frequency}`) })
            : t('alerts.none')}
        </p>
        <Button size="small" aria-label={t('alerts.editLabel', { name: site.name })} onClick={() => editor.open(site)}>
          {t('alerts.edit')}
        </Button>
        {site.alert && onShowDeliveries && (
          <Button size="small" aria-label={t('alerts.deliveriesLabel', { name: site.name })} onClick={onShowDeliveries}>
            {t('alerts.deliveries')}
          </Button>
        )}
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save();
  };
  const error = editor.error;
  return (
    <form className="nd-site-alerts nd-site-alerts--editing" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h4 id={`${id}-title`} className="nd-site-alerts__title">
        {t('alerts.title', { name: site.name })}
      </h4>
      <div className="nd-site-alerts__field">
        <label htmlFor={`${id}-frequency`}>{t('alerts.frequencyLabel')}</label>
        <select
          id={`${id}-frequency`}
          value={editor.frequency}
          onChange={(event) => editor.setFrequency(event.target.value as SiteAlertFrequency | '')}
        >
          <option value="">{t('alerts.frequency.off')}</option>
          {SITE_ALERT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`alerts.frequency.${frequency}`)}
            </option>
          ))}
        </select>
      </div>
      {SITE_ALERT_LISTS.map((list) => (
        <div key={list} className="nd-site-alerts__field">
          <label htmlFor={`${id}-${list}`}>{t(`alerts.${list}`)}</label>
          <textarea
            id={`${id}-${list}`}
            rows={2}
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            placeholder={t(`alerts.${list}Placeholder`)}
            value={editor.text[list]}
            onChange={(event) => editor.setText(list, event.target.value)}
          />
        </div>
      ))}
      <p id={`${id}-hint`} className="nd-site-alerts__hint">
        {t('alerts.hint')}
      </p>
      <div className="nd-site-alerts__secret">
        <Button size="small" disabled={editor.makingSecret} onClick={() => void editor.makeSecret()}>
          {editor.makingSecret ? t('alerts.secretMaking') : t('alerts.secretMake')}
        </Button>
        {editor.secret && (
          <p role="status">
            {t('alerts.secretShown')} <code>{editor.secret}</code>
          </p>
        )}
      </div>
      <div role="alert" className={error ? 'nd-site-alerts__error' : 'nd-visually-hidden'}>
        {error ? t(errorKey(error.code), { defaultValue: error.message }) : ''}
      </div>
      <div className="nd-site-alerts__actions">
        <Button variant="ghost" size="small" type="submit" disabled={editor.saving}>
          {editor.saving ? t('alerts.saving') : t('alerts.save')}
        </Button>
        <Button size="small" onClick={editor.close}>
          {t('alerts.cancel')}
        </Button>
      </div>
    </form>
  );
});
