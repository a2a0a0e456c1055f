import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_PAGE_SIZE, type GlossaryLetter, type GlossarySort } from '@newsdesk/core/glossary/glossary.types';
import { errorToast, type ToastInput } from '../toasts/toast.store';
import { keepDomain, toUiError, type UiError } from '../ui/ui-error';
import type { GlossaryApi, GlossaryItemView } from './glossary.gateway';
import { GlossaryEditorStore } from './glossary-editor.store';
import { DELETE_FAILED, FETCH_FAILED, SAVE_FAILED, type GlossaryFailure } from './glossary-error';
import type { LoadStatus } from '../ui/loadable';

export type GlossaryStatus = LoadStatus;

export interface GlossaryStoreOptions {
  /** The app's toast store (spec §8: errors appear as toasts). */
  toasts: { show(input: ToastInput): string };
  pageSize?: number;
}

/** The glossary page: letter bar, search, sort, paging, likes, comments, delete; the editor dialog beside it. */
export class GlossaryStore {
  status: GlossaryStatus = 'idle';
  items: GlossaryItemView[] = [];
  total = 0;
  /** Letters that hold items (for the bar). */
  letters: GlossaryLetter[] = [];
  letter: GlossaryLetter | null = null;
  /** The letter and search the shown list answers (the count line says these, not a choice still loading). */
  shown: { letter: GlossaryLetter | null; search: string } = { letter: null, search: '' };
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
      { api: false, toasts: false, loadSeq: false, editor: false },
      { autoBind: true },
    );
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  get filtered(): boolean {
    return this.letter !== null || this.search !== '';
  }

  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    if (this.status !== 'ready') this.status = 'loading';
    const asked = { letter: this.letter, search: this.search };
    try {
      const list = await this.api.list({ ...asked, sort: this.sort, page: this.page, pageSize: this.pageSize });
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.items = list.items;
        this.total = list.total;
        this.shown = asked;
        this.letters = list.letters;
        this.status = 'ready';
      });
      // an item deleted elsewhere can leave us past the last page
      if (list.items.length === 0 && this.page > 1 && list.total > 0) this.goToPage(Math.ceil(list.total / this.pageSize));
    } catch (error) {
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        if (this.status !== 'ready') this.status = 'error';
      });
      this.fail(toUiError(error, { keep: keepDomain('glossary'), fallback: FETCH_FAILED }));
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
        this.items = this.items.map((item) => (item.id === id ? updated : item));
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
