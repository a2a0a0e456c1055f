import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { documentLabel, shownDate, topicLabel, type DocumentLabel } from '@newsdesk/core/search/document-labels';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import type { DocumentHighlights } from '../document-viewer/document-viewer.store';
import { AttentionStore } from './attention/attention.store';
import { SearchCache } from './search-cache';
import { SEARCH_FAILED } from './search-error';
import { SearchShareStore } from './search-share.store';
import { hasCriteria, requestKey, toRequest } from './search-params';
import type { SearchApi } from './search.gateway';
import {
  DEFAULT_PAGE_SIZE,
  emptyParams,
  type FilterOptions,
  type CustomTimeFrame,
  type LanguageFilter,
  type RelativeTimeFrame,
  type SearchOperator,
  type SearchParams,
  type SearchResponse,
  type SearchSort,
  type Suggestion,
  type TopicOption,
  type ViewMode,
} from './search.types';
import { SourceFilterStore } from './source-filter.store';
import { SuggestionsStore } from './suggestions.store';
import { customRange, toDateInput } from './time-frame-input';
import { keepRefusals, toUiError, type UiError } from '../ui/ui-error';
import type { LoadStatus } from '../ui/loadable';

export type SearchStatus = LoadStatus;

/** The server pages up to page 1000 (search.routes.ts). */
export const MAX_PAGE = 1000;

export interface SearchStoreOptions {
  /** null: nothing is cached (embedding pages that must not touch localStorage). */
  cache?: SearchCache | null;
  /** Injectable clock for Live/Today/Yesterday. */
  now?: () => Date;
  debounceMs?: number;
  pageSize?: number;
  /** Origin of shared links; defaults to the page's origin. */
  shareBaseUrl?: string;
}

const toggled = <T>(list: readonly T[], item: T): T[] => (list.includes(item) ? list.filter((i) => i !== item) : [...list, item]);

/** The search page: criteria, results, and the page state kept in the local cache. */
export class SearchStore {
  params: SearchParams = emptyParams();
  viewMode: ViewMode = 'list';
  readonly suggestions: SuggestionsStore;
  readonly sharing: SearchShareStore;
  /** The Sources filter's type-ahead over every domain of the index. */
  readonly sourceFilter: SourceFilterStore;
  /** The attention-over-time chart of the search; null when the API offers none. */
  readonly attention: AttentionStore | null;
  /** 'custom' while the user edits dates that are not (yet) a valid range. */
  timeFrameChoice: RelativeTimeFrame | 'custom' = 'month';
  customFrom = '';
  customTo = '';
  filterOptions: FilterOptions = { sources: [], topics: [] };
  filterOptionsFailed = false;
  status: SearchStatus = 'idle';
  result: SearchResponse | null = null;
  error: UiError | null = null;
  private token = 0;
  private readonly cache: SearchCache | null;

  constructor(
    private readonly api: SearchApi,
    private readonly options: SearchStoreOptions = {},
  ) {
    this.cache = options.cache === undefined ? new SearchCache() : options.cache;
    this.suggestions = new SuggestionsStore((text) => api.suggest(text), { debounceMs: options.debounceMs });
    this.sharing = new SearchShareStore(api, options.shareBaseUrl);
    this.sourceFilter = new SourceFilterStore((text) => api.sources(text), { debounceMs: options.debounceMs });
    const attention = api.attention?.bind(api);
    this.attention = attention ? new AttentionStore(attention, (range) => this.setAbsoluteTimeFrame(range)) : null;
    makeAutoObservable<SearchStore, 'api' | 'options' | 'token' | 'cache'>(
      this,
      {
        api: false,
        options: false,
        token: false,
        cache: false,
        suggestions: false,
        sharing: false,
        sourceFilter: false,
        attention: false,
        // an answer of the server is replaced whole, never changed in place: making its hits and
        // highlights deeply observable only cost render time on a phone (docs/benchmarks.md, "Screens")
        result: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Restores the page from the cache (showing the cached result at once) and refreshes. */
  init(): Promise<void> {
    void this.loadFilterOptions();
    const saved = this.cache?.readPage();
    if (saved) {
      this.viewMode = saved.viewMode;
      this.setParams(saved.params);
    }
    return this.run();
  }

  get tags() {
    return this.params.tags;
  }

  get hasCriteria(): boolean {
    return hasCriteria(this.params);
  }

  /** The CSV download of the search shown (null before a result, or when the API offers none). */
  get csvExportHref(): string | null {
    if (this.result === null || !this.api.exportUrl) return null;
    return this.api.exportUrl(toRequest(this.params, this.pageSize));
  }

  get hits() {
    return this.result?.hits ?? [];
  }

  get total(): number {
    return this.result?.total ?? 0;
  }

  get moreThan10000(): boolean {
    return this.result?.moreThan10000 ?? false;
  }

  get pageSize(): number {
    return this.options.pageSize ?? DEFAULT_PAGE_SIZE;
  }

  get pageCount(): number {
    return Math.min(MAX_PAGE, Math.ceil(this.total / this.pageSize));
  }

  /** For DocumentViewerStore.open(id, resultIds, highlightsById): previous/next and highlights. */
  get resultIds(): string[] {
    return this.hits.map((hit) => hit.document.id);
  }

  get highlightsById(): Record<string, DocumentHighlights> {
    return Object.fromEntries(this.hits.map((hit) => [hit.document.id, hit.highlights]));
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.hits.length === 0;
  }

  label(doc: NewsDocument): DocumentLabel | null {
    return documentLabel(doc, this.options.now?.() ?? new Date());
  }

  shownDate(doc: NewsDocument): string {
    return shownDate(doc);
  }

  topic(doc: NewsDocument): TopicOption | null {
    return topicLabel(doc, this.filterOptions.topics);
  }

  // Tags

  setDraft(text: string): void {
    this.suggestions.setText(text);
  }

  /** Enter: the highlighted suggestion, else the typed text (AND/OR/NOT typed become operators). */
  commitDraft(): void {
    const active = this.suggestions.expanded ? this.suggestions.active : null;
    if (active) {
      this.addSuggestion(active);
      return;
    }
    const text = this.suggestions.text.trim();
    if (text === '') return;
    this.suggestions.clear();
    const operator = (['AND', 'OR', 'NOT'] as const).find((op) => op === text);
    this.changeCriteria(() => {
      this.params.tags.push(operator ? { name: operator, type: 'operator' } : { name: text });
    });
  }

  /** A picked suggestion may have several words: the server searches it as a phrase. */
  addSuggestion(suggestion: Suggestion): void {
    this.suggestions.clear();
    this.changeCriteria(() => {
      this.params.tags.push({ name: suggestion.name, fromSuggestion: true });
    });
  }

  addOperator(operator: SearchOperator): void {
    this.changeCriteria(() => {
      this.params.tags.push({ name: operator, type: 'operator' });
    });
  }

  removeTag(index: number): void {
    if (index < 0 || index >= this.params.tags.length) return;
    this.changeCriteria(() => {
      this.params.tags.splice(index, 1);
    });
  }

  /** Backspace in an empty input. */
  removeLastTag(): void {
    this.removeTag(this.params.tags.length - 1);
  }

  // Criteria

  setTimeFrame(choice: RelativeTimeFrame | 'custom'): void {
    this.timeFrameChoice = choice;
    if (choice !== 'custom') {
      this.changeCriteria(() => {
        this.params.timeFrame = choice;
      });
      return;
    }
    this.setCustomRange(this.customFrom, this.customTo);
  }

  /** Dates as `YYYY-MM-DD` (date inputs); searches once both are valid and from ≤ to. */
  setCustomRange(from: string, to: string): void {
    this.timeFrameChoice = 'custom';
    this.customFrom = from;
    this.customTo = to;
    const range = customRange(from, to);
    if (range === null) return;
    this.changeCriteria(() => {
      this.params.timeFrame = range;
    });
  }

  /** An exact range (bars chosen in the attention chart): the date inputs show its days, the search uses the instants. */
  setAbsoluteTimeFrame(range: CustomTimeFrame): void {
    this.timeFrameChoice = 'custom';
    this.customFrom = toDateInput(range.from);
    this.customTo = toDateInput(range.to);
    this.changeCriteria(() => {
      this.params.timeFrame = { from: range.from, to: range.to };
    });
  }

  /** The custom dates are complete but the start lies after the end. */
  get customRangeInvalid(): boolean {
    return (
      this.timeFrameChoice === 'custom' &&
      this.customFrom !== '' &&
      this.customTo !== '' &&
      customRange(this.customFrom, this.customTo) === null
    );
  }

  setSort(sort: SearchSort): void {
    this.changeCriteria(() => {
      this.params.sort = { ...sort };
    });
  }

  toggleSource(domain: string): void {
    this.changeCriteria(() => {
      this.params.filters.domains = toggled(this.params.filters.domains, domain);
    });
  }

  toggleTopic(id: string): void {
    this.changeCriteria(() => {
      this.params.filters.topics = toggled(this.params.filters.topics, id);
    });
  }

  toggleLanguage(language: LanguageFilter): void {
    this.changeCriteria(() => {
      this.params.filters.languages = toggled(this.params.filters.languages, language);
    });
  }

  setExactMatchesOnly(exact: boolean): void {
    this.changeCriteria(() => {
      this.params.exactMatchesOnly = exact;
    });
  }

  setViewMode(mode: ViewMode): void {
    this.viewMode = mode;
    this.persist();
  }

  goToPage(page: number): Promise<void> {
    const target = Math.min(Math.max(1, Math.trunc(page)), Math.max(1, this.pageCount));
    if (target === this.params.page) return Promise.resolve();
    this.params.page = target;
    this.persist();
    // The current page stays in view (busy) so the pager does not vanish under the pointer.
    return this.run(true);
  }

  retry(): Promise<void> {
    return this.run();
  }

  /** Serialisable parameters: what the cache keeps and a shared link carries. */
  get snapshot(): SearchParams {
    return JSON.parse(JSON.stringify(this.params)) as SearchParams;
  }

  /** Replaces every criterion (a shared search) and searches, keeping the given page. */
  applyParams(params: SearchParams): Promise<void> {
    this.setParams(params);
    this.persist();
    return this.run();
  }

  // Sharing

  /** Spec §5: a link `origin/search?share={id}`; null (with sharing.error) when refused. */
  shareSearch(): Promise<string | null> {
    return this.sharing.share({ ...this.snapshot, page: 1 });
  }

  /** Opens a shared search: its criteria replace the page's, then it runs. */
  async loadShared(id: string): Promise<void> {
    const params = await this.sharing.open(id);
    if (params) await this.applyParams(params);
  }

  // Internals

  private setParams(params: SearchParams): void {
    this.params = JSON.parse(JSON.stringify(params)) as SearchParams;
    const frame = this.params.timeFrame;
    this.timeFrameChoice = typeof frame === 'string' ? frame : 'custom';
    this.customFrom = typeof frame === 'string' ? '' : toDateInput(frame.from);
    this.customTo = typeof frame === 'string' ? '' : toDateInput(frame.to);
  }

  /** Every change of a criterion searches again from page 1. */
  private changeCriteria(change: () => void): void {
    change();
    this.params.page = 1;
    this.persist();
    void this.run();
  }

  private persist(): void {
    this.cache?.writePage({ params: this.snapshot, viewMode: this.viewMode });
  }

  private async loadFilterOptions(): Promise<void> {
    try {
      const options = await this.api.filterOptions();
      runInAction(() => {
        this.filterOptions = options;
        this.filterOptionsFailed = false;
      });
    } catch {
      // The filters then offer only the languages; searching still works.
      runInAction(() => {
        this.filterOptionsFailed = true;
      });
    }
  }

  /** Answers to older requests are dropped: only the newest search may set the result. */
  private async run(keepResult = false): Promise<void> {
    const token = ++this.token;
    this.error = null;
    if (!hasCriteria(this.params)) {
      this.status = 'idle';
      this.result = null;
      void this.attention?.load(null);
      return;
    }
    const request = toRequest(this.params, this.pageSize);
    const key = requestKey(request);
    // a new page of the same search keeps its chart
    if (!keepResult) void this.attention?.load(request);
    this.status = 'loading';
    this.result = this.cache?.readResult(key) ?? (keepResult ? this.result : null);
    try {
      const result = await this.api.search(request);
      if (token !== this.token) return;
      runInAction(() => {
        this.result = result;
        this.status = 'ready';
      });
      this.cache?.writeResult(key, result);
    } catch (error) {
      if (token !== this.token) return;
      runInAction(() => {
        this.result = null;
        this.status = 'error';
        this.error = toUiError(error, { keep: keepRefusals, fallback: SEARCH_FAILED });
      });
    }
  }
}
