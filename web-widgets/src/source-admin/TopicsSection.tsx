import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { topicDisplayName } from '@newsdesk/core/topics/topic-labels';
import { AdminAlert, AdminStatus } from './AdminMessages';
import { AdminInlineForm, AdminSection } from './AdminSection';
import { AdminTable } from './AdminTable';
import { ConfirmDeletion } from '../ui/ConfirmDialog';
import { TopicLabelsForm } from './TopicLabelsForm';
import type { TopicsStore } from './topics.store';
import { Button } from '../ui/Button';

export const TopicsSection = observer(function TopicsSection({ store }: { store: TopicsStore }) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  // Every topic name shown here is the reader's (ADR 0029); the id stays as typed.
  const shown = (topic: Parameters<typeof topicDisplayName>[0]) => topicDisplayName(topic, i18n.resolvedLanguage ?? i18n.language);
  const errorId = `${id}-error`;

  return (
    <AdminSection title={t('topics.title')} lead={t('topics.lead')}>
      <AdminInlineForm busy={store.saving} onSubmit={() => void store.save()} submitLabel={t('topics.add')} busyLabel={t('topics.saving')}>
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
          <p id={`${id}-id-hint`} className="nd-admin-hint">
            {t('topics.idHint')}
          </p>
        </div>
        <div className="nd-admin-field">
          <label htmlFor={`${id}-name`}>{t('topics.name')}</label>
          <input
            id={`${id}-name`}
            className="nd-admin-input"
            maxLength={200}
            value={store.name}
            onChange={(event) => store.setName(event.target.value)}
          />
        </div>
        <div className="nd-admin-field nd-admin-field--medium">
          <label htmlFor={`${id}-parent`}>{t('topics.parent')}</label>
          <select
            id={`${id}-parent`}
            className="nd-admin-input nd-admin-select"
            value={store.parentId}
            onChange={(event) => store.setParentId(event.target.value)}
          >
            <option value="">{t('topics.root')}</option>
            {store.rows.map(({ topic, depth }) => (
              <option key={topic.id} value={topic.id}>
                {`${'\u2003'.repeat(depth)}${shown(topic)}`}
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
          <p id={`${id}-keywords-hint`} className="nd-admin-hint">
            {t('topics.keywordsHint')}
          </p>
        </div>
      </AdminInlineForm>
      <AdminAlert id={errorId} error={store.error} />
      <AdminStatus notice={store.notice} />
      <AdminTable
        empty={store.rows.length === 0 ? t('topics.empty') : null}
        caption={t('topics.caption')}
        columns={[t('topics.columns.name'), t('topics.columns.id'), t('topics.columns.keywords')]}
        actionsLabel={t('topics.columns.actions')}
      >
        {store.rows.map(({ topic, depth }) => (
          <tr key={topic.id}>
            <th scope="row" className="nd-admin-table__main">
              <span className="nd-admin-table__name" style={{ paddingInlineStart: `${depth * 20}px` }}>
                {depth > 0 && (
                  <span aria-hidden="true" className="nd-admin-tree">
                    └{' '}
                  </span>
                )}
                {shown(topic)}
              </span>
            </th>
            <td>
              <code className="nd-admin-code">{topic.id}</code>
            </td>
            <td className="nd-admin-table__keywords">{topic.keywords.join(', ') || '–'}</td>
            <td>
              <div className="nd-admin-actions">
                <Button
                  variant="quiet-danger"
                  size="small"
                  aria-label={t('topics.deleteLabel', { name: shown(topic) })}
                  onClick={() => store.deletion.ask(topic)}
                >
                  {t('topics.delete')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <ConfirmDeletion deletion={store.deletion} keys="topics.confirmDelete" values={(topic) => ({ name: shown(topic) })} />
      <TopicLabelsForm store={store} />
    </AdminSection>
  );
});
