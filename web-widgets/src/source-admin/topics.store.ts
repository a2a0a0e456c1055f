import { makeAutoObservable, runInAction } from 'mobx';
import type { Topic } from '@newsdesk/core/topics/topic.types';
import { adminDeletion, commaList, invalidInput, submitAdminForm, type Notice } from '../ui/admin-form';
import type { SourceAdminApi } from './source-admin.gateway';
import { TopicLabelsStore } from './topic-labels.store';
import type { UiError } from '../ui/ui-error';

export interface TopicRow {
  topic: Topic;
  /** 0 for root topics, 1 for their subtopics, … */
  depth: number;
  hasChildren: boolean;
}

/** Topics as a tree (roots, each followed by its subtopics), the add form and delete. */
export class TopicsStore {
  topics: Topic[] = [];
  id = '';
  name = '';
  parentId = '';
  /** Comma-separated, as typed. */
  keywords = '';
  saving = false;
  error: UiError | null = null;
  notice: Notice | null = null;
  readonly deletion = adminDeletion<Topic>(
    this,
    (topic) => this.api.deleteTopic(topic.id),
    (topic) => {
      this.topics = this.topics.filter((t) => t.id !== topic.id);
      this.notice = { key: 'topics.deleted', values: { name: topic.name } };
    },
  );

  /** The names of each topic in the readers' languages (ADR 0029). */
  readonly labels: TopicLabelsStore;

  constructor(private readonly api: SourceAdminApi) {
    this.labels = new TopicLabelsStore(api, this);
    makeAutoObservable<TopicsStore, 'api'>(this, { api: false, deletion: false, labels: false }, { autoBind: true });
  }

  replace(topic: Topic): void {
    this.topics = [...this.topics.filter((t) => t.id !== topic.id), topic];
  }

  get rows(): TopicRow[] {
    const children = new Map<string | null, Topic[]>();
    const ids = new Set(this.topics.map((t) => t.id));
    for (const topic of this.topics) {
      // A subtopic whose parent is gone is shown as a root rather than hidden.
      const parent = topic.parentId && ids.has(topic.parentId) ? topic.parentId : null;
      children.set(parent, [...(children.get(parent) ?? []), topic]);
    }
    const rows: TopicRow[] = [];
    const visit = (parent: string | null, depth: number) => {
      for (const topic of [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name))) {
        rows.push({ topic, depth, hasChildren: children.has(topic.id) });
        if (depth < 10) visit(topic.id, depth + 1);
      }
    };
    visit(null, 0);
    return rows;
  }

  async load(): Promise<void> {
    const topics = await this.api.listTopics();
    runInAction(() => {
      this.topics = topics;
    });
  }

  setId(id: string): void {
    this.id = id;
  }

  setName(name: string): void {
    this.name = name;
  }

  setParentId(parentId: string): void {
    this.parentId = parentId;
  }

  setKeywords(keywords: string): void {
    this.keywords = keywords;
  }

  get idMissing(): boolean {
    return this.error?.code === 'request.invalid' && !this.id.trim();
  }

  save(): Promise<void> {
    return submitAdminForm(this, {
      refuse: () => (this.id.trim() ? null : invalidInput()),
      send: () =>
        this.api.saveTopic({
          id: this.id.trim(),
          ...(this.name.trim() ? { name: this.name.trim() } : {}),
          parentId: this.parentId || null,
          keywords: commaList(this.keywords),
        }),
      onSaved: (saved) => {
        this.replace(saved);
        this.id = '';
        this.name = '';
        this.keywords = '';
        this.notice = { key: 'topics.saved', values: { name: saved.name } };
      },
    });
  }
}
