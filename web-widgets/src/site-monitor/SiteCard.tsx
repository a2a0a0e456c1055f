import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SiteView } from './site-monitor.gateway';
import type { SiteMonitorStore } from './site-monitor.store';
import { SiteAlertForm } from './SiteAlertForm';
import { SiteDiff } from './SiteDiff';
import { Button } from '../ui/Button';

const formatTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** One watched site: name (opens the page), selector, last check, its last change and actions. */
export const SiteCard = observer(function SiteCard({ site, store }: { site: SiteView; store: SiteMonitorStore }) {
  const { t, i18n } = useTranslation('site-monitor');
  const id = useId();
  const change = site.lastChange;
  return (
    <li className={`nd-site-card${site.isNew ? ' nd-site-card--new' : ''}`} aria-labelledby={`${id}-name`}>
      <div className="nd-site-card__head">
        <h3 id={`${id}-name`} className="nd-site-card__name">
          <a href={site.url} target="_blank" rel="noopener noreferrer">
            {site.name}
          </a>
          {site.isNew && <span className="nd-site-card__new">{t('site.new')}</span>}
        </h3>
        <div className="nd-site-card__actions">
          {site.isNew && (
            <Button
              size="small"
              disabled={store.viewing.includes(site.id)}
              aria-label={t('site.markViewedLabel', { name: site.name })}
              onClick={() => void store.markViewed(site.id)}
            >
              {t('site.markViewed')}
            </Button>
          )}
          <Button
            variant="quiet-danger"
            size="small"
            aria-label={t('site.removeLabel', { name: site.name })}
            onClick={() => store.askDelete(site)}
          >
            {t('site.remove')}
          </Button>
        </div>
      </div>
      <dl className="nd-site-card__facts">
        <div>
          <dt>{t('site.selector')}</dt>
          <dd>
            <code>{site.selector}</code>
          </dd>
        </div>
        <div>
          <dt>{t('site.lastChecked')}</dt>
          <dd>{site.lastCheckedAt ? formatTime(site.lastCheckedAt, i18n.language) : t('site.never')}</dd>
        </div>
        {site.ignoredPatterns.length > 0 && (
          <div>
            <dt>{t('site.ignored')}</dt>
            <dd>
              {site.ignoredPatterns.map((rule) => (
                <code key={rule} className="nd-site-card__rule">
                  {rule}
                </code>
              ))}
            </dd>
          </div>
        )}
      </dl>
      {site.lastError && (
        <p className="nd-site-card__error">
          {t('site.lastError', { error: t(`errors:${site.lastError.code}`, { defaultValue: t('errors:site_monitor.check_failed') }) })}
        </p>
      )}
      {change ? (
        <details className="nd-site-card__change" open={site.isNew}>
          <summary id={`${id}-change`}>{t('site.changedAt', { time: formatTime(change.at, i18n.language) })}</summary>
          <SiteDiff parts={change.parts} labelledBy={`${id}-change`} />
        </details>
      ) : (
        <p className="nd-site-card__quiet">{t('site.noChange')}</p>
      )}
      <SiteAlertForm site={site} editor={store.alertEditor} onShowDeliveries={() => void store.deliveries.open(site)} />
    </li>
  );
});
