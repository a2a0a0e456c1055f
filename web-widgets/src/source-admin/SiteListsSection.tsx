import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SITE_LIST_KINDS, type SiteListKind } from '@newsdesk/core/sources/site-list';
import { AdminAlert, AdminStatus } from './AdminMessages';
import { AdminInlineForm, AdminSection } from './AdminSection';
import { AdminTable } from './AdminTable';
import { ConfirmDeletion } from '../ui/ConfirmDialog';
import { formatDateTime, formatSize } from './format';
import type { SiteListsStore } from './site-lists.store';
import { Button } from '../ui/Button';

/** Upload form and table of the generic/custom site list files. */
export const SiteListsSection = observer(function SiteListsSection({ store }: { store: SiteListsStore }) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <AdminSection title={t('lists.title')} lead={t('lists.lead')}>
      <AdminInlineForm
        busy={store.uploading}
        onSubmit={() => void store.upload()}
        submitLabel={t('lists.upload')}
        busyLabel={t('lists.uploading')}
      >
        <div className="nd-admin-field">
          <label htmlFor={`${id}-kind`}>{t('lists.kind')}</label>
          <select
            id={`${id}-kind`}
            className="nd-admin-input nd-admin-select"
            value={store.kind}
            onChange={(event) => store.setKind(event.target.value as SiteListKind)}
          >
            {SITE_LIST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`lists.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="nd-admin-field nd-admin-field--grow">
          <label htmlFor={`${id}-file`}>{t('lists.file')}</label>
          <input
            // A new element after each upload: a file input cannot be emptied from script everywhere.
            key={store.inputGeneration}
            id={`${id}-file`}
            className="nd-admin-input nd-admin-file"
            type="file"
            name="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-invalid={store.error ? true : undefined}
            aria-describedby={store.error ? errorId : undefined}
            onChange={(event) => store.setFile(event.target.files?.[0] ?? null)}
          />
        </div>
      </AdminInlineForm>
      <AdminAlert id={errorId} error={store.error} />
      <AdminStatus notice={store.notice} />
      <AdminTable
        empty={store.files.length === 0 ? t('lists.empty') : null}
        caption={t('lists.caption')}
        columns={[
          t('lists.columns.name'),
          t('lists.columns.kind'),
          { label: t('lists.columns.entries'), className: 'nd-admin-table__number' },
          { label: t('lists.columns.size'), className: 'nd-admin-table__number' },
          t('lists.columns.uploaded'),
        ]}
        actionsLabel={t('lists.columns.actions')}
      >
        {store.files.map((file) => (
          <tr key={file.name}>
            <th scope="row" className="nd-admin-table__main">
              <span className="nd-admin-table__name">{file.name}</span>
            </th>
            <td>
              <span className={`nd-admin-badge nd-admin-badge--${file.kind}`}>{t(`lists.kinds.${file.kind}`)}</span>
            </td>
            <td className="nd-admin-table__number">{file.entries.toLocaleString(i18n.language)}</td>
            <td className="nd-admin-table__number nd-admin-table__nowrap">{formatSize(file.size, i18n.language)}</td>
            <td>
              {file.uploadedBy
                ? t('lists.uploadedBy', { date: formatDateTime(file.uploadedAt, i18n.language), name: file.uploadedBy.name })
                : formatDateTime(file.uploadedAt, i18n.language)}
            </td>
            <td>
              <div className="nd-admin-actions">
                <a
                  className="nd-btn nd-btn--small nd-btn--secondary"
                  href={store.downloadUrl(file.name)}
                  download={file.name}
                  aria-label={t('lists.downloadLabel', { name: file.name })}
                >
                  {t('lists.download')}
                </a>
                <Button
                  variant="quiet-danger"
                  size="small"
                  aria-label={t('lists.deleteLabel', { name: file.name })}
                  onClick={() => store.deletion.ask(file)}
                >
                  {t('lists.delete')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <ConfirmDeletion deletion={store.deletion} keys="lists.confirmDelete" values={(file) => ({ name: file.name })} />
    </AdminSection>
  );
});
