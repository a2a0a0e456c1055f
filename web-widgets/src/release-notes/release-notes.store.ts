import { makeAutoObservable, runInAction } from 'mobx';
import type { ToastStore } from '../toasts/toast.store';
import type { ReleaseNotesApi } from './release-notes.gateway';
import { cursorOf, newestFirst, type ReleaseNote } from './release-notes';
import { loadReleaseNoteSanitiser } from './load-sanitiser';
import type { LoadStatus } from '../ui/loadable';

export type ReleaseNotesStatus = LoadStatus;

/**
 * The slider: opened from the logo, the settings popup, or by itself after login while the
 * user has unseen notes. Opening loads the newest page and marks everything seen.
 */
export class ReleaseNotesStore {
  open = false;
  status: ReleaseNotesStatus = 'idle';
  notes: ReleaseNote[] = [];
  hasMore = false;
  loadingMore = false;
  /** Opened by itself at most once per user and page load, so closing it is final. */
  private autoOpenedFor: string | null = null;

  constructor(
    private readonly api: Pick<ReleaseNotesApi, 'list' | 'markSeen'>,
    private readonly toasts: Pick<ToastStore, 'show'>,
  ) {
    makeAutoObservable<ReleaseNotesStore, 'api' | 'toasts' | 'autoOpenedFor'>(
      this,
      { api: false, toasts: false, autoOpenedFor: false },
      { autoBind: true },
    );
  }

  /** Newest first also when pages arrive out of order. */
  get sorted(): ReleaseNote[] {
    return newestFirst(this.notes);
  }

  async show(): Promise<void> {
    this.open = true;
    // the sanitiser's code (DOMPurify) travels while the notes do, not after them
    void loadReleaseNoteSanitiser().catch(() => undefined);
    await this.reload();
  }

  close(): void {
    this.open = false;
  }

  /** After login: `unseen` asks the server (hasNotSeenReleaseNotes); true opens the slider. */
  async showIfUnseen(userId: string, unseen: () => Promise<boolean>): Promise<void> {
    if (this.autoOpenedFor === userId) return;
    this.autoOpenedFor = userId;
    let hasUnseen = false;
    try {
      hasUnseen = await unseen();
    } catch {
      return; // nothing to show is the safe answer; the logo still opens them
    }
    if (hasUnseen && !this.open) await this.show();
  }

  async reload(): Promise<void> {
    this.status = 'loading';
    try {
      const page = await this.api.list();
      runInAction(() => {
        this.notes = page.releaseNotes;
        this.hasMore = page.areThereMoreReleaseNotes;
        this.status = 'ready';
      });
      // seen once the reader has them in front of them; a failure only means "unseen" stays
      this.api.markSeen().catch(() => undefined);
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
      this.toasts.show({ kind: 'error', messageKey: 'errors:release_note.fetch_failed' });
    }
  }

  /** "Load previous entries": the next older page after the oldest note shown. */
  async loadMore(): Promise<void> {
    const oldest = this.sorted[this.sorted.length - 1];
    if (!oldest || this.loadingMore || !this.hasMore) return;
    this.loadingMore = true;
    try {
      const page = await this.api.list(cursorOf(oldest));
      runInAction(() => {
        const known = new Set(this.notes.map((note) => note.id));
        this.notes = [...this.notes, ...page.releaseNotes.filter((note) => !known.has(note.id))];
        this.hasMore = page.areThereMoreReleaseNotes;
      });
    } catch {
      this.toasts.show({ kind: 'error', messageKey: 'errors:release_note.fetch_failed' });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }
}
