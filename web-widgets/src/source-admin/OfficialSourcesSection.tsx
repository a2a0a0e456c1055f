import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OFFICIAL_SOURCE_KINDS, type OfficialSourceKind } from '@newsdesk/core/sources/official-source.types';
import { AdminAlert, AdminStatus } from './AdminMessages';
import { AdminInlineForm, AdminSection } from './AdminSection';
import { AdminTable, SourceNameCell } from './AdminTable';
import type { OfficialSourcesStore } from './official-sources.store';
import { URL_INPUT } from './url-input';

export const OfficialSourcesSection = observer(function OfficialSourcesSection({ store }: { store: OfficialSourcesStore }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <AdminSection title={t('official.title')} lead={t('official.lead')}>
      <AdminInlineForm
        busy={store.saving}
        onSubmit={() => void store.save()}
        submitLabel={t('official.add')}
        busyLabel={t('official.saving')}
      >
        <div className="nd-admin-field nd-admin-field--grow">
          <label htmlFor={`${id}-name`}>{t('official.name')}</label>
          <input
            id={`${id}-name`}
            className="nd-admin-input"
            value={store.name}
            maxLength={200}
            aria-invalid={store.missing.name || undefined}
            aria-describedby={store.error ? errorId : undefined}
            onChange={(event) => store.setName(event.target.value)}
          />
        </div>
        <div className="nd-admin-field nd-admin-field--grow">
          <label htmlFor={`${id}-url`}>{t('official.url')}</label>
          <input
            id={`${id}-url`}
            className="nd-admin-input"
            {...URL_INPUT}
            value={store.url}
            aria-invalid={store.missing.url || store.error?.code === 'source.invalid_url' || undefined}
            aria-describedby={store.error ? errorId : undefined}
            onChange={(event) => store.setUrl(event.target.value)}
          />
        </div>
        <div className="nd-admin-field">
          <label htmlFor={`${id}-kind`}>{t('official.kind')}</label>
          <select
            id={`${id}-kind`}
            className="nd-admin-input nd-admin-select"
            value={store.kind}
            onChange={(event) => store.setKind(event.target.value as OfficialSourceKind)}
          >
            {OFFICIAL_SOURCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`official.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
      </AdminInlineForm>
      <AdminAlert id={errorId} error={store.error} />
      <AdminStatus notice={store.notice} />
      <AdminTable
        empty={store.sources.length === 0 ? t('official.empty') : null}
        caption={t('official.caption')}
        columns={[t('official.columns.name'), t('official.columns.kind'), t('official.columns.domain')]}
      >
        {store.sources.map((source) => (
          <tr key={source.id}>
            <SourceNameCell name={source.name} url={source.url} />
            <td>{t(`official.kinds.${source.kind}`)}</td>
            <td>{source.domain}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
});
