import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_PAGE_SIZE, type GlossaryLetter, type GlossarySort } from '@newsdesk/core/glossary/glossary.types';
import { errorToast, type ToastInput } from '../toasts/toast.store';
import { keepDomain, toUiError, type UiError } from '../ui/ui-error';
import type { GlossaryApi, GlossaryItemView } from './glossary.gateway';
import { GlossaryEditorStore } from './glossary-editor.store';
import { DELETE_FAILED, FETCH_FAILED, SAVE_FAILED, type GlossaryFailure } from './glossary-error';
import type { LoadStatus } from '../ui/loadable';
import { LoadableValue } from '../ui/loadable-value';

export type GlossaryStatus = LoadStatus;

export interface GlossaryStoreOptions {
  /** The app's toast store (spec §8: errors appear as toasts). */
  toasts: { show(input: ToastInput): string };
  pageSize?: number;
}

/** One answered list: a page of items, the count, the letters with items, and the choice it answers. */
interface GlossaryShown {
  items: GlossaryItemView[];
  total: number;
  letters: GlossaryLetter[];
  /** The letter and search the shown list answers (the count line says these, not a choice still loading). */
  shown: { letter: GlossaryLetter | null; search: string };
}

/** The glossary page: letter bar, search, sort, paging, likes, comments, delete; the editor dialog beside it. */
export class GlossaryStore {
  /** The list as last answered; a new page, letter or search keeps it on screen until the answer. */
  readonly list = new LoadableValue<GlossaryShown>();
  letter: GlossaryLetter | null = null;
  /** What is typed in the search box; `search` is what the list shows. */
  searchDraft = '';
  search = '';
  sort: GlossarySort = 'title';
  page = 1;
  readonly pageSize: number;
  /** Items whose like or comment request is under way (their buttons wait). */
  busy = new Set<string>();
  /** Items whose comments are unfolded, and what is typed in their comment boxes. */
  expanded = new Set<string>();
  commentDrafts = new Map<string, string>();
  pendingDelete: GlossaryItemView | null = null;
  deleting = false;
  readonly editor: GlossaryEditorStore;

  private readonly toasts: GlossaryStoreOptions['toasts'];
  private loadSeq = 0;

  constructor(
    private readonly api: GlossaryApi,
    options: GlossaryStoreOptions,
  ) {
    this.toasts = options.toasts;
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
    this.editor = new GlossaryEditorStore(
      api,
      (item, created) => this.onSaved(item, created),
      (error) => this.fail(error),
    );
    makeAutoObservable<GlossaryStore, 'api' | 'toasts' | 'loadSeq'>(
      this,
      { api: false, toasts: false, loadSeq: false, editor: false, list: false },
      { autoBind: true },
    );
  }

  /** Failures are toasts (spec §8), so once there is a list it stays while it loads or fails again. */
  get status(): GlossaryStatus {
    return this.list.shownStatus;
  }

  get items(): GlossaryItemView[] {
    return this.list.value?.items ?? [];
  }

  get total(): number {
    return this.list.value?.total ?? 0;
  }

  /** Letters that hold items (for the bar). */
  get letters(): GlossaryLetter[] {
    return this.list.value?.letters ?? [];
  }

  get shown(): GlossaryShown['shown'] {
    return this.list.value?.shown ?? { letter: null, search: '' };
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  get filtered(): boolean {
    return this.letter !== null || this.search !== '';
  }

  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    this.list.start();
    const asked = { letter: this.letter, search: this.search };
    try {
      const list = await this.api.list({ ...asked, sort: this.sort, page: this.page, pageSize: this.pageSize });
      if (seq !== this.loadSeq) return;
      runInAction(() => this.list.succeed({ items: list.items, total: list.total, letters: list.letters, shown: asked }));
      // an item deleted elsewhere can leave us past the last page
      if (list.items.length === 0 && this.page > 1 && list.total > 0) this.goToPage(Math.ceil(list.total / this.pageSize));
    } catch (error) {
      if (seq !== this.loadSeq) return;
      const failure = toUiError(error, { keep: keepDomain('glossary'), fallback: FETCH_FAILED });
      runInAction(() => this.list.fail(failure));
      this.fail(failure);
    }
  }

  setSearchDraft(text: string): void {
    this.searchDraft = text;
  }

  submitSearch(): void {
    this.search = this.searchDraft.trim();
    this.page = 1;
    void this.load();
  }

  clearSearch(): void {
    this.searchDraft = '';
    if (this.search === '') return;
    this.submitSearch();
  }

  chooseLetter(letter: GlossaryLetter | null): void {
    this.letter = letter;
    this.page = 1;
    void this.load();
  }

  setSort(sort: GlossarySort): void {
    this.sort = sort;
    this.page = 1;
    void this.load();
  }

  goToPage(page: number): void {
    this.page = Math.min(Math.max(1, page), this.pages);
    void this.load();
  }

  async toggleLike(item: GlossaryItemView): Promise<void> {
    await this.change(item.id, () => this.api.toggleLike(item.id));
  }

  toggleComments(item: GlossaryItemView): void {
    if (this.expanded.has(item.id)) this.expanded.delete(item.id);
    else this.expanded.add(item.id);
  }

  setCommentDraft(item: GlossaryItemView, text: string): void {
    this.commentDrafts.set(item.id, text);
  }

  async addComment(item: GlossaryItemView): Promise<void> {
    const text = (this.commentDrafts.get(item.id) ?? '').trim();
    if (text === '') return;
    const saved = await this.change(item.id, () => this.api.addComment(item.id, text));
    if (saved) runInAction(() => this.commentDrafts.delete(item.id));
  }

  async deleteComment(item: GlossaryItemView, commentId: string): Promise<void> {
    await this.change(item.id, () => this.api.deleteComment(item.id, commentId), DELETE_FAILED);
  }

  askDelete(item: GlossaryItemView): void {
    this.pendingDelete = item;
  }

  cancelDelete(): void {
    if (!this.deleting) this.pendingDelete = null;
  }

  async confirmDelete(): Promise<void> {
    const item = this.pendingDelete;
    if (!item || this.deleting) return;
    this.deleting = true;
    try {
      await this.api.remove(item.id);
      this.toasts.show({ kind: 'success', messageKey: 'glossary:toasts.deleted', message: 'Deleted', values: { title: item.title } });
      runInAction(() => {
        this.pendingDelete = null;
      });
      await this.load();
    } catch (error) {
      runInAction(() => {
        this.pendingDelete = null;
      });
      this.fail(toUiError(error, { keep: keepDomain('glossary'), fallback: DELETE_FAILED }));
    } finally {
      runInAction(() => {
        this.deleting = false;
      });
    }
  }

  /** Runs one like/comment call for an item and puts the answered item in place. */
  private async change(id: string, call: () => Promise<GlossaryItemView>, failure: GlossaryFailure = SAVE_FAILED): Promise<boolean> {
    if (this.busy.has(id)) return false;
    this.busy.add(id);
    try {
      const updated = await call();
      runInAction(() => {
        this.list.update((list) => ({ ...list, items: list.items.map((item) => (item.id === id ? updated : item)) }));
      });
      return true;
    } catch (error) {
      this.fail(toUiError(error, { keep: keepDomain('glossary'), fallback: failure }));
      return false;
    } finally {
      runInAction(() => this.busy.delete(id));
    }
  }

  private onSaved(item: GlossaryItemView, created: boolean): void {
    this.toasts.show({
      kind: 'success',
      messageKey: created ? 'glossary:toasts.added' : 'glossary:toasts.updated',
      message: item.title,
      values: { title: item.title },
    });
    void this.load();
  }

  private fail(error: UiError): void {
    this.toasts.show(errorToast(error));
  }
}
