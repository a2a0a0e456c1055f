import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SiteEntry } from '@newsdesk/core/sources/site-list';
import type { SourceIncidentView } from '@newsdesk/core/sources/list-source-incidents';
import type { FeedSourceView } from '@newsdesk/core/sources/source.views';
import { AdminAlert, AdminStatus } from './AdminMessages';
import { AdminSection } from './AdminSection';
import { AdminTable, SourceNameCell } from './AdminTable';
import { ConfirmDeletion } from '../ui/ConfirmDialog';
import { FeedSourceDialog } from './FeedSourceDialog';
import type { FeedSourcesStore } from './feed-sources.store';
import { formatDateTime } from './format';
import { sourceStatus } from './source-status';
import { Button } from '../ui/Button';

/** An open source-health incident (ADR 0027): what the admins were told, and when. */
function IncidentNote({ incident }: { incident: SourceIncidentView | undefined }) {
  const { t, i18n } = useTranslation('admin');
  if (!incident) return null;
  const since = formatDateTime(incident.openedAt, i18n.language);
  const p = incident.problem;
  const text =
    p.kind === 'failing'
      ? t('sources.incident.failing', { since })
      : p.kind === 'silent'
        ? t('sources.incident.silent', { since, hours: Math.round(p.silentHours) })
        : t(`sources.incident.${p.direction}`, { since, count: p.count, date: p.date, usual: p.usual });
  return <p className="nd-admin-health__detail nd-admin-health__detail--error">{text}</p>;
}

const StatusCell = observer(function StatusCell({ source, store }: { source: FeedSourceView; store: FeedSourcesStore }) {
  const { t } = useTranslation('admin');
  const status = sourceStatus(source);
  const { health } = source;
  return (
    <div className="nd-admin-health">
      <span className={`nd-admin-badge nd-admin-badge--${status}`}>{t(`sources.status.${status}`)}</span>
      {/* The crawler's own pause reason is English; the usual one (repeated failures) is said in the reader's language. */}
      {status === 'paused' && (health.consecutiveFailures > 0 || !health.pausedReason) && (
        <p className="nd-admin-health__detail">{t('sources.pausedAfter', { count: health.consecutiveFailures })}</p>
      )}
      {status === 'paused' && health.consecutiveFailures === 0 && health.pausedReason && (
        <p className="nd-admin-health__detail">{health.pausedReason}</p>
      )}
      {status === 'failing' && <p className="nd-admin-health__detail">{t('sources.failures', { count: health.consecutiveFailures })}</p>}
      {health.lastError && (status === 'failing' || status === 'paused' || status === 'disabled') && (
        <p className="nd-admin-health__detail nd-admin-health__detail--error">{t('sources.lastError', { error: health.lastError })}</p>
      )}
      <IncidentNote incident={store.incidents.get(source.id)} />
      {/* Resuming answers the pause, so it sits with the reason rather than among the row's actions. */}
      {health.paused && (
        <Button
          variant="primary"
          size="small"
          aria-label={t('sources.resumeLabel', { name: source.name })}
          disabled={store.busyId === source.id}
          onClick={() => void store.resume(source)}
        >
          {store.busyId === source.id ? t('sources.resuming') : t('sources.resume')}
        </Button>
      )}
    </div>
  );
});

const SourceRow = observer(function SourceRow({ source, store }: { source: FeedSourceView; store: FeedSourcesStore }) {
  const { t, i18n } = useTranslation('admin');
  const { health } = source;
  return (
    <tr>
      <SourceNameCell name={source.name} url={source.url} />
      <td>
        <span className="nd-admin-table__value">{source.domain}</span>
        <span className="nd-admin-table__sub">{t('sources.every', { minutes: source.intervalMinutes })}</span>
      </td>
      <td className="nd-admin-table__nowrap">
        <span className="nd-admin-table__value">
          {health.lastFetchAt ? formatDateTime(health.lastFetchAt, i18n.language) : t('sources.never')}
        </span>
        {/* Counts belong to the last crawl that worked; a source that never worked has none. */}
        {health.lastSuccessAt && (
          <span className="nd-admin-table__sub">{t('sources.items', { items: health.lastItemCount, fresh: health.lastNewCount })}</span>
        )}
      </td>
      <td>
        <StatusCell source={source} store={store} />
      </td>
      <td>
        <div className="nd-admin-actions">
          <Button size="small" aria-label={t('sources.editLabel', { name: source.name })} onClick={() => store.openEdit(source)}>
            {t('sources.edit')}
          </Button>
          <Button
            variant="quiet-danger"
            size="small"
            aria-label={t('sources.deleteLabel', { name: source.name })}
            onClick={() => store.deletion.ask(source)}
          >
            {t('sources.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
});

/** The RSS-enabled sources with their health, and what an admin does with them. */
export const FeedSourcesSection = observer(function FeedSourcesSection({
  store,
  domains,
}: {
  store: FeedSourcesStore;
  domains: SiteEntry[];
}) {
  const { t } = useTranslation('admin');
  return (
    <AdminSection
      title={t('sources.title')}
      lead={t('sources.lead')}
      actions={
        <Button variant="primary" onClick={store.openAdd}>
          {t('sources.add')}
        </Button>
      }
    >
      <AdminStatus notice={store.notice} />
      <AdminAlert error={store.error} />
      <AdminTable
        empty={store.sources.length === 0 ? t('sources.empty') : null}
        caption={t('sources.caption')}
        columns={[t('sources.columns.source'), t('sources.columns.domain'), t('sources.columns.lastFetch'), t('sources.columns.status')]}
        actionsLabel={t('sources.columns.actions')}
      >
        {store.sources.map((source) => (
          <SourceRow key={source.id} source={source} store={store} />
        ))}
      </AdminTable>
      <FeedSourceDialog store={store} domains={domains} />
      <ConfirmDeletion deletion={store.deletion} keys="sources.confirmDelete" values={(source) => ({ name: source.name })} />
    </AdminSection>
  );
});
