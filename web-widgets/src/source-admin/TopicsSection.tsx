import { useId } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminAlert, AdminStatus } from './AdminMessages';
import { ConfirmDialog } from './ConfirmDialog';
import type { TopicsStore } from './topics.store';

export const TopicsSection = observer(function TopicsSection({ store }: { store: TopicsStore }) {
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
          <h2 id={`${id}-title`} className="nd-admin-section__title">{t('topics.title')}</h2>
          <p className="nd-admin-section__lead">{t('topics.lead')}</p>
        </div>
      </header>
      <form className="nd-admin-form nd-admin-form--inline" noValidate onSubmit={onSubmit} aria-busy={store.saving}>
        <div className="nd-admin-field">
          <label htmlFor={`${id}-id`}>{t('topics.id')}</label>
          <input
            id={`${id}-id`}
            className="nd-admin-input"
            spellCheck={false}
            maxLength={63}
            value={store.id}
            aria-invalid={store.idMissing || store.error?.code === 'topic.invalid_id' || undefined}
            aria-describedby={[`${id}-id-hint`, store.error ? errorId : ''].filter(Boolean).join(' ')}
            onChange={(event) => store.setId(event.target.value)}
          />
          <p id={`${id}-id-hint`} className="nd-admin-hint">{t('topics.idHint')}</p>
        </div>
        <div className="nd-admin-field">
          <label htmlFor={`${id}-name`}>{t('topics.name')}</label>
          <input id={`${id}-name`} className="nd-admin-input" maxLength={200} value={store.name} onChange={(event) => store.setName(event.target.value)} />
        </div>
        <div className="nd-admin-field nd-admin-field--medium">
          <label htmlFor={`${id}-parent`}>{t('topics.parent')}</label>
          <select id={`${id}-parent`} className="nd-admin-input nd-admin-select" value={store.parentId} onChange={(event) => store.setParentId(event.target.value)}>
            <option value="">{t('topics.root')}</option>
            {store.rows.map(({ topic, depth }) => (
              <option key={topic.id} value={topic.id}>
                {`${'\u2003'.repeat(depth)}${topic.name}`}
              </option>
            ))}
          </select>
        </div>
        <div className="nd-admin-field nd-admin-field--grow">
          <label htmlFor={`${id}-keywords`}>{t('topics.keywords')}</label>
          <input
            id={`${id}-keywords`}
            className="nd-admin-input"
            value={store.keywords}
            aria-describedby={`${id}-keywords-hint`}
            onChange={(event) => store.setKeywords(event.target.value)}
          />
          <p id={`${id}-keywords-hint`} className="nd-admin-hint">{t('topics.keywordsHint')}</p>
        </div>
        <button type="submit" className="nd-admin-btn nd-admin-btn--primary" disabled={store.saving}>
          {store.saving ? t('topics.saving') : t('topics.add')}
        </button>
      </form>
      <AdminAlert id={errorId} error={store.error} />
      <AdminStatus notice={store.notice} />
      {store.rows.length === 0 ? (
        <p className="nd-admin-empty">{t('topics.empty')}</p>
      ) : (
        <div className="nd-admin-table-wrap" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className="nd-admin-table">
            <caption id={`${id}-caption`} className="nd-visually-hidden">{t('topics.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('topics.columns.name')}</th>
                <th scope="col">{t('topics.columns.id')}</th>
                <th scope="col">{t('topics.columns.keywords')}</th>
                <th scope="col">
                  <span className="nd-visually-hidden">{t('topics.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {store.rows.map(({ topic, depth }) => (
                <tr key={topic.id}>
                  <th scope="row" className="nd-admin-table__main">
                    <span className="nd-admin-table__name" style={{ paddingInlineStart: `${depth * 20}px` }}>
                      {depth > 0 && <span aria-hidden="true" className="nd-admin-tree">└ </span>}
                      {topic.name}
                    </span>
                  </th>
                  <td>
                    <code className="nd-admin-code">{topic.id}</code>
                  </td>
                  <td className="nd-admin-table__keywords">{topic.keywords.join(', ') || '–'}</td>
                  <td>
                    <div className="nd-admin-actions">
                      <button
                        type="button"
                        className="nd-admin-btn nd-admin-btn--small nd-admin-btn--quiet-danger"
                        aria-label={t('topics.deleteLabel', { name: topic.name })}
                        onClick={() => store.askDelete(topic)}
                      >
                        {t('topics.delete')}
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
        title={t('topics.confirmDelete.title')}
        text={t('topics.confirmDelete.text', { name: store.pendingDelete?.name ?? '' })}
        confirmLabel={t('topics.confirmDelete.confirm')}
        busy={store.deleting}
        onConfirm={() => void store.confirmDelete()}
        onCancel={store.cancelDelete}
      />
    </section>
  );
});
