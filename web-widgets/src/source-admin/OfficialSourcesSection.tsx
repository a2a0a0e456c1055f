import { useId } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OFFICIAL_SOURCE_KINDS, type OfficialSourceKind } from '@newsdesk/core/sources/official-source.types';
import { AdminAlert, AdminStatus } from './AdminMessages';
import type { OfficialSourcesStore } from './official-sources.store';

export const OfficialSourcesSection = observer(function OfficialSourcesSection({ store }: { store: OfficialSourcesStore }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };

  return (
    <section className="nd-admin-section" aria-labelledby={`${id}-title`}>
      <header className="nd-admin-section__header">
        <div>
          <h2 id={`${id}-title`} className="nd-admin-section__title">{t('official.title')}</h2>
          <p className="nd-admin-section__lead">{t('official.lead')}</p>
        </div>
      </header>
      <form className="nd-admin-form nd-admin-form--inline" noValidate onSubmit={onSubmit} aria-busy={store.saving}>
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
            type="url"
            inputMode="url"
            spellCheck={false}
            placeholder="https://"
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
        <button type="submit" className="nd-admin-btn nd-admin-btn--primary" disabled={store.saving}>
          {store.saving ? t('official.saving') : t('official.add')}
        </button>
      </form>
      <AdminAlert id={errorId} error={store.error} />
      <AdminStatus notice={store.notice} />
      {store.sources.length === 0 ? (
        <p className="nd-admin-empty">{t('official.empty')}</p>
      ) : (
        <div className="nd-admin-table-wrap" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className="nd-admin-table">
            <caption id={`${id}-caption`} className="nd-visually-hidden">{t('official.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('official.columns.name')}</th>
                <th scope="col">{t('official.columns.kind')}</th>
                <th scope="col">{t('official.columns.domain')}</th>
              </tr>
            </thead>
            <tbody>
              {store.sources.map((source) => (
                <tr key={source.id}>
                  <th scope="row" className="nd-admin-table__main">
                    <span className="nd-admin-table__name">{source.name}</span>
                    <span className="nd-admin-table__sub" title={source.url}>
                      {source.url}
                    </span>
                  </th>
                  <td>{t(`official.kinds.${source.kind}`)}</td>
                  <td>{source.domain}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
