import { makeAutoObservable, runInAction } from 'mobx';
import type { ToastStore } from '../toasts/toast.store';
import type { LoadStatus } from '../ui/loadable';
import { LoadableValue } from '../ui/loadable-value';
import type { ReleaseNotesApi } from './release-notes.gateway';
import { cursorOf, newestFirst, type ReleaseNote } from './release-notes';

export interface ReleaseNotePagesOptions {
  /** After the newest page arrived (the slider marks the notes seen). */
  onFirstPage?: () => void;
}

/**
 * The published notes as the slider and the admins' editor both page them: the newest page, then
 * "load previous entries" after the oldest note shown. A failed fetch is the spec's "Error fetching
 * release notes" toast; the notes already shown stay.
 */
export class ReleaseNotePages {
  readonly list = new LoadableValue<ReleaseNote[]>();
  hasMore = false;
  loadingMore = false;

  constructor(
    private readonly api: Pick<ReleaseNotesApi, 'list'>,
    private readonly toasts: Pick<ToastStore, 'show'>,
    private readonly options: ReleaseNotePagesOptions = {},
  ) {
    makeAutoObservable<ReleaseNotePages, 'api' | 'toasts' | 'options'>(
      this,
      { api: false, toasts: false, options: false, list: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.list.status;
  }

  get notes(): ReleaseNote[] {
    return this.list.value ?? [];
  }

  /** Newest first also when pages arrive out of order. */
  get sorted(): ReleaseNote[] {
    return newestFirst(this.notes);
  }

  async loadFirst(): Promise<void> {
    const failure = await this.list.load(async () => {
      const page = await this.api.list();
      runInAction(() => {
        this.hasMore = page.areThereMoreReleaseNotes;
      });
      return page.releaseNotes;
    });
    if (failure) this.showFetchFailed();
    else this.options.onFirstPage?.();
  }

  /** "Load previous entries": the next older page after the oldest note shown. */
  async loadMore(): Promise<void> {
    const oldest = this.sorted[this.sorted.length - 1];
    if (!oldest || this.loadingMore || !this.hasMore) return;
    this.loadingMore = true;
    try {
      const page = await this.api.list(cursorOf(oldest));
      runInAction(() => {
        this.update((notes) => {
          const known = new Set(notes.map((note) => note.id));
          return [...notes, ...page.releaseNotes.filter((note) => !known.has(note.id))];
        });
        this.hasMore = page.areThereMoreReleaseNotes;
      });
    } catch {
      this.showFetchFailed();
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  /** A note published, edited or deleted here. */
  update(change: (notes: ReleaseNote[]) => ReleaseNote[]): void {
    this.list.update(change);
  }

  private showFetchFailed(): void {
    this.toasts.show({ kind: 'error', messageKey: 'errors:release_note.fetch_failed' });
  }
}
