import { makeAutoObservable, runInAction } from 'mobx';
import { TOPIC_LABEL_LANGUAGES, type Topic, type TopicLabelLanguage } from '@newsdesk/core/topics/topic.types';
import { invalidInput, type Notice } from './admin-error';
import type { SourceAdminApi } from './source-admin.gateway';
import { toUiError, type UiError } from '../ui/ui-error';

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

  async save(): Promise<void> {
    if (this.saving) return;
    this.notice = null;
    if (!this.topicId) {
      this.error = invalidInput();
      return;
    }
    this.saving = true;
    this.error = null;
    const labels = Object.fromEntries(TOPIC_LABEL_LANGUAGES.map((language) => [language, this.drafts[language].trim()]));
    try {
      const saved = await this.api.setTopicLabels(this.topicId, labels);
      runInAction(() => {
        this.topics.replace(saved);
        this.drafts = { ...noDrafts(), ...saved.labels };
        this.notice = { key: 'topics.labels.saved', values: { name: saved.name } };
      });
    } catch (error) {
      runInAction(() => {
        this.error = toUiError(error);
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
