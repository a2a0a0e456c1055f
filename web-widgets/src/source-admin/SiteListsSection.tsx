import { useId } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SITE_LIST_KINDS, type SiteListKind } from '@newsdesk/core/sources/site-list';
import { AdminAlert, AdminStatus } from './AdminMessages';
import { ConfirmDialog } from './ConfirmDialog';
import { formatDateTime, formatSize } from './format';
import type { SiteListsStore } from './site-lists.store';

/** Upload form and table of the generic/custom site list files. */
export const SiteListsSection = observer(function SiteListsSection({ store }: { store: SiteListsStore }) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.upload();
  };

  return (
    <section className="nd-admin-section" aria-labelledby={`${id}-title`}>
      <header className="nd-admin-section__header">
        <div>
          <h2 id={`${id}-title`} className="nd-admin-section__title">{t('lists.title')}</h2>
          <p className="nd-admin-section__lead">{t('lists.lead')}</p>
        </div>
      </header>
      <form className="nd-admin-form nd-admin-form--inline" noValidate onSubmit={onSubmit} aria-busy={store.uploading}>
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
        <button type="submit" className="nd-admin-btn nd-admin-btn--primary" disabled={store.uploading}>
          {store.uploading ? t('lists.uploading') : t('lists.upload')}
        </button>
      </form>
      <AdminAlert id={errorId} error={store.error} />
      <AdminStatus notice={store.notice} />
      {store.files.length === 0 ? (
        <p className="nd-admin-empty">{t('lists.empty')}</p>
      ) : (
        <div className="nd-admin-table-wrap" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className="nd-admin-table">
            <caption id={`${id}-caption`} className="nd-visually-hidden">{t('lists.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lists.columns.name')}</th>
                <th scope="col">{t('lists.columns.kind')}</th>
                <th scope="col" className="nd-admin-table__number">{t('lists.columns.entries')}</th>
                <th scope="col" className="nd-admin-table__number">{t('lists.columns.size')}</th>
                <th scope="col">{t('lists.columns.uploaded')}</th>
                <th scope="col">
                  <span className="nd-visually-hidden">{t('lists.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
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
                        className="nd-admin-btn nd-admin-btn--small nd-admin-btn--secondary"
                        href={store.downloadUrl(file.name)}
                        download={file.name}
                        aria-label={t('lists.downloadLabel', { name: file.name })}
                      >
                        {t('lists.download')}
                      </a>
                      <button
                        type="button"
                        className="nd-admin-btn nd-admin-btn--small nd-admin-btn--quiet-danger"
                        aria-label={t('lists.deleteLabel', { name: file.name })}
                        onClick={() => store.askDelete(file)}
                      >
                        {t('lists.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={store.pendingDelete !== null}
        title={t('lists.confirmDelete.title')}
        text={t('lists.confirmDelete.text', { name: store.pendingDelete?.name ?? '' })}
        confirmLabel={t('lists.confirmDelete.confirm')}
        busy={store.deleting}
        onConfirm={() => void store.confirmDelete()}
        onCancel={store.cancelDelete}
      />
    </section>
  );
});
