import { makeAutoObservable, runInAction } from 'mobx';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import type { HighlightRange } from '@newsdesk/core/search/highlight';
import { documentLabel, shownDate, topicLabel, type DocumentLabel } from '@newsdesk/core/search/document-labels';
import type { SportsSubjectView } from '@newsdesk/core/sports/sports.views';
import type { DocumentViewerApi, EntityOperator, TopicView } from './document-viewer.gateway';

/** Highlight ranges of one document as the search results computed them. */
export interface DocumentHighlights {
  title?: HighlightRange[];
  body?: HighlightRange[];
  /** One list per entry of document.associatedText. */
  associatedText?: HighlightRange[][];
}

export interface DocumentViewerOptions {
  /** Injectable clock for the Live/Today/Yesterday label. */
  now?: () => Date;
  /** Called with the id shown after next/previous, so the host can set /search?docId={id}. */
  onNavigate?: (id: string) => void;
  onClose?: () => void;
}

/** The full document view: one document of a result list, its entities and related documents. */
export class DocumentViewerStore {
  isOpen = false;
  loading = false;
  currentId: string | null = null;
  document: NewsDocument | null = null;
  resultIds: string[] = [];
  highlightsById: Readonly<Record<string, DocumentHighlights>> = {};
  topics: TopicView[] = [];
  selectedEntities: string[] = [];
  operatorMode: EntityOperator = 'OR';
  related: NewsDocument[] = [];
  /** The document's organizations and people that are a team or player in Statistics (ADR 0030). */
  sportsSubjects: SportsSubjectView[] = [];
  private loadToken = 0;
  private relatedToken = 0;
  private topicsRequested = false;

  constructor(
    private readonly api: DocumentViewerApi,
    private readonly options: DocumentViewerOptions = {},
  ) {
    makeAutoObservable<DocumentViewerStore, 'api' | 'options' | 'loadToken' | 'relatedToken' | 'topicsRequested'>(
      this,
      { api: false, options: false, loadToken: false, relatedToken: false, topicsRequested: false },
      { autoBind: true },
    );
  }

  /** Opens a document; `resultIds` is the current result list for previous/next. */
  open(id: string, resultIds: string[] = [], highlightsById: Readonly<Record<string, DocumentHighlights>> = {}): Promise<void> {
    this.isOpen = true;
    this.resultIds = [...resultIds];
    this.highlightsById = highlightsById;
    this.loadTopics();
    return this.load(id);
  }

  close(): void {
    this.isOpen = false;
    this.loadToken++;
    this.relatedToken++;
    this.loading = false;
    this.options.onClose?.();
  }

  get index(): number {
    return this.currentId === null ? -1 : this.resultIds.indexOf(this.currentId);
  }

  get hasPrevious(): boolean {
    return !this.loading && this.index > 0;
  }

  get hasNext(): boolean {
    return !this.loading && this.index >= 0 && this.index < this.resultIds.length - 1;
  }

  next(): Promise<void> {
    return this.hasNext ? this.navigate(this.resultIds[this.index + 1]) : Promise.resolve();
  }

  previous(): Promise<void> {
    return this.hasPrevious ? this.navigate(this.resultIds[this.index - 1]) : Promise.resolve();
  }

  get highlights(): DocumentHighlights | undefined {
    return this.currentId === null ? undefined : this.highlightsById[this.currentId];
  }

  get label(): DocumentLabel | null {
    return this.document ? documentLabel(this.document, this.now()) : null;
  }

  get shownDate(): string | null {
    return this.document ? shownDate(this.document) : null;
  }

  get topic(): TopicView | null {
    return this.document ? topicLabel(this.document, this.topics) : null;
  }

  sportsSubjectOf(entity: string): SportsSubjectView | undefined {
    return this.sportsSubjects.find((subject) => subject.name === entity);
  }

  isSelected(entity: string): boolean {
    return this.selectedEntities.includes(entity);
  }

  toggleEntity(entity: string): Promise<void> {
    this.selectedEntities = this.isSelected(entity)
      ? this.selectedEntities.filter((e) => e !== entity)
      : [...this.selectedEntities, entity];
    return this.loadRelated();
  }

  setOperatorMode(mode: EntityOperator): Promise<void> {
    if (mode === this.operatorMode) return Promise.resolve();
    this.operatorMode = mode;
    return this.loadRelated();
  }

  toggleOperatorMode(): Promise<void> {
    return this.setOperatorMode(this.operatorMode === 'OR' ? 'AND' : 'OR');
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private navigate(id: string | undefined): Promise<void> {
    if (id === undefined) return Promise.resolve();
    this.options.onNavigate?.(id);
    return this.load(id);
  }

  private async load(id: string): Promise<void> {
    const token = ++this.loadToken;
    this.relatedToken++;
    this.currentId = id;
    this.loading = true;
    this.document = null;
    this.related = [];
    this.sportsSubjects = [];
    this.selectedEntities = [];
    try {
      const document = await this.api.document(id);
      if (token !== this.loadToken) return;
      runInAction(() => {
        this.document = document;
        this.loading = false;
      });
    } catch {
      // Spec §4: a failed load just stops loading, without a message.
      runInAction(() => {
        if (token === this.loadToken) this.loading = false;
      });
      return;
    }
    await Promise.all([this.loadRelated(), this.loadSportsSubjects(token)]);
  }

  /** Chips without a sports subject stay plain chips; a failed lookup leaves them all plain. */
  private async loadSportsSubjects(token: number): Promise<void> {
    const concepts = this.document?.metadata.concepts;
    if (!concepts) return;
    const names = [...concepts.organizations, ...concepts.persons].map((entity) => entity.name);
    if (names.length === 0) return;
    try {
      const subjects = await this.api.sportsSubjects(names);
      runInAction(() => {
        if (token === this.loadToken) this.sportsSubjects = subjects;
      });
    } catch {
      // nothing to link: the chips still filter related documents
    }
  }

  private async loadRelated(): Promise<void> {
    const id = this.document?.id ?? this.currentId;
    if (id === null) return;
    const token = ++this.relatedToken;
    try {
      const related = await this.api.related(id, [...this.selectedEntities], this.operatorMode);
      runInAction(() => {
        if (token === this.relatedToken) this.related = related.filter((doc) => doc.id !== id);
      });
    } catch {
      runInAction(() => {
        if (token === this.relatedToken) this.related = [];
      });
    }
  }

  private loadTopics(): void {
    if (this.topicsRequested) return;
    this.topicsRequested = true;
    this.api.topics().then(
      (topics) =>
        runInAction(() => {
          this.topics = topics;
        }),
      () => {
        // Without topics the label is just not shown; a later open tries again.
        this.topicsRequested = false;
      },
    );
  }
}
