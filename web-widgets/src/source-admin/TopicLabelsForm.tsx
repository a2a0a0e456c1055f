import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { topicDisplayName } from '@newsdesk/core/topics/topic-labels';
import { TOPIC_LABEL_LANGUAGES } from '@newsdesk/core/topics/topic.types';
import { AdminAlert, AdminStatus } from './AdminMessages';
import { AdminInlineForm } from './AdminSection';
import type { TopicsStore } from './topics.store';

/**
 * ADR 0029: an admin names a topic in English, German and French. Readers see the name in their
 * language, else the English one, else the topic's own name (shown as the placeholder).
 */
export const TopicLabelsForm = observer(function TopicLabelsForm({ store }: { store: TopicsStore }) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const errorId = `${id}-error`;
  const form = store.labels;
  const chosen = store.topics.find((topic) => topic.id === form.topicId);
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <div className="nd-admin-subsection" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="nd-admin-subsection__title">
        {t('topics.labels.title')}
      </h3>
      <p className="nd-admin-hint">{t('topics.labels.lead')}</p>
      <AdminInlineForm
        busy={form.saving}
        onSubmit={() => void form.save()}
        submitLabel={t('topics.labels.save')}
        busyLabel={t('topics.saving')}
      >
        <div className="nd-admin-field nd-admin-field--medium">
          <label htmlFor={`${id}-topic`}>{t('topics.labels.topic')}</label>
          <select
            id={`${id}-topic`}
            className="nd-admin-input nd-admin-select"
            value={form.topicId}
            aria-invalid={form.topicMissing || undefined}
            aria-describedby={form.error ? errorId : undefined}
            onChange={(event) => form.choose(event.target.value)}
          >
            <option value="">{t('topics.labels.choose')}</option>
            {store.rows.map(({ topic, depth }) => (
              <option key={topic.id} value={topic.id}>
                {`${'\u2003'.repeat(depth)}${topicDisplayName(topic, language)}`}
              </option>
            ))}
          </select>
        </div>
        {TOPIC_LABEL_LANGUAGES.map((lang) => (
          <div key={lang} className="nd-admin-field">
            <label htmlFor={`${id}-${lang}`}>{t(`topics.labels.language.${lang}`)}</label>
            <input
              id={`${id}-${lang}`}
              className="nd-admin-input"
              lang={lang}
              maxLength={200}
              disabled={!form.topicId}
              placeholder={chosen?.name ?? ''}
              value={form.drafts[lang]}
              onChange={(event) => form.setDraft(lang, event.target.value)}
            />
          </div>
        ))}
      </AdminInlineForm>
      <AdminAlert id={errorId} error={form.error} />
      <AdminStatus notice={form.notice} />
    </div>
  );
});
