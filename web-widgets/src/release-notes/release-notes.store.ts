import { makeAutoObservable } from 'mobx';
import type { ToastStore } from '../toasts/toast.store';
import type { ReleaseNotesApi } from './release-notes.gateway';
import type { ReleaseNote } from './release-notes';
import { loadReleaseNoteSanitiser } from './load-sanitiser';
import type { LoadStatus } from '../ui/loadable';
import { ReleaseNotePages } from './release-note-pages';

export type ReleaseNotesStatus = LoadStatus;

/**
 * The slider: opened from the logo, the settings popup, or by itself after login while the
 * user has unseen notes. Opening loads the newest page and marks everything seen.
 */
export class ReleaseNotesStore {
  open = false;
  readonly pages: ReleaseNotePages;
  /** Opened by itself at most once per user and page load, so closing it is final. */
  private autoOpenedFor: string | null = null;

  constructor(api: Pick<ReleaseNotesApi, 'list' | 'markSeen'>, toasts: Pick<ToastStore, 'show'>) {
    // seen once the reader has them in front of them; a failure only means "unseen" stays
    this.pages = new ReleaseNotePages(api, toasts, { onFirstPage: () => void api.markSeen().catch(() => undefined) });
    makeAutoObservable<ReleaseNotesStore, 'autoOpenedFor'>(this, { autoOpenedFor: false, pages: false }, { autoBind: true });
  }

  get status(): ReleaseNotesStatus {
    return this.pages.status;
  }

  get notes(): ReleaseNote[] {
    return this.pages.notes;
  }

  get hasMore(): boolean {
    return this.pages.hasMore;
  }

  get loadingMore(): boolean {
    return this.pages.loadingMore;
  }

  /** Newest first also when pages arrive out of order. */
  get sorted(): ReleaseNote[] {
    return this.pages.sorted;
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

  reload(): Promise<void> {
    return this.pages.loadFirst();
  }

  /** "Load previous entries": the next older page after the oldest note shown. */
  loadMore(): Promise<void> {
    return this.pages.loadMore();
  }
}
