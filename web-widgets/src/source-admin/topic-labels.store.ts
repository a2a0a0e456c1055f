import { makeAutoObservable } from 'mobx';
import { TOPIC_LABEL_LANGUAGES, type Topic, type TopicLabelLanguage } from '@newsdesk/core/topics/topic.types';
import { invalidInput, submitAdminForm, type Notice } from '../ui/admin-form';
import type { SourceAdminApi } from './source-admin.gateway';
import type { UiError } from '../ui/ui-error';

type Drafts = Record<TopicLabelLanguage, string>;
const noDrafts = (): Drafts => ({ en: '', de: '', fr: '' });

/**
 * ADR 0029: the form where an admin names a topic in en/de/fr. Choosing a topic fills in the names
 * it has; saving sends all three (an empty one removes that language, which then falls back).
 */
export class TopicLabelsStore {
  topicId = '';
  drafts: Drafts = noDrafts();
  saving = false;
  error: UiError | null = null;
  notice: Notice | null = null;

  constructor(
    private readonly api: Pick<SourceAdminApi, 'setTopicLabels'>,
    private readonly topics: { readonly topics: Topic[]; replace(topic: Topic): void },
  ) {
    makeAutoObservable<TopicLabelsStore, 'api' | 'topics'>(this, { api: false, topics: false }, { autoBind: true });
  }

  choose(topicId: string): void {
    this.topicId = topicId;
    this.error = null;
    this.notice = null;
    const labels = this.topics.topics.find((topic) => topic.id === topicId)?.labels ?? {};
    this.drafts = { ...noDrafts(), ...labels };
  }

  setDraft(language: TopicLabelLanguage, value: string): void {
    this.drafts[language] = value;
  }

  get topicMissing(): boolean {
    return this.error?.code === 'request.invalid' && !this.topicId;
  }

  save(): Promise<void> {
    return submitAdminForm(this, {
      refuse: () => (this.topicId ? null : invalidInput()),
      send: () =>
        this.api.setTopicLabels(
          this.topicId,
          Object.fromEntries(TOPIC_LABEL_LANGUAGES.map((language) => [language, this.drafts[language].trim()])),
        ),
      onSaved: (saved) => {
        this.topics.replace(saved);
        this.drafts = { ...noDrafts(), ...saved.labels };
        this.notice = { key: 'topics.labels.saved', values: { name: saved.name } };
      },
    });
  }
}
