import { makeAutoObservable, runInAction } from 'mobx';
import { LANGUAGES, type Language } from '@newsdesk/core/identity/user-view';
import type { ReleaseNotesApi } from '../release-notes/release-notes.gateway';
import type { ReleaseNote } from '../release-notes/release-notes';
import { ReleaseNotePages } from '../release-notes/release-note-pages';
import { loadMarkdownPreview } from '../release-notes/load-markdown-preview';
import { errorToast, type ToastStore } from '../toasts/toast.store';
import { PendingDeletion } from '../ui/pending-deletion';
import { keepDomain, toUiError } from '../ui/ui-error';
import type { LoadStatus } from '../ui/loadable';

export type ReleaseNotesEditorStatus = LoadStatus;
type Texts = Record<Language, string>;

const EMPTY: Texts = { en: '', de: '', fr: '' };

/**
 * The admins' release-note editor: the published notes (paged like the slider), one draft in
 * Markdown per language with a sanitised preview, publish / save / delete. A new note is one
 * create call; an edited one sends only the languages that changed (spec: content/{lang}).
 */
export class ReleaseNotesEditorStore {
  /** The published notes, paged like the slider's. */
  readonly pages: ReleaseNotePages;
  /** null: the editor is closed; 'new' or the id of the note being edited. */
  editing: 'new' | string | null = null;
  language: Language = 'en';
  drafts: Texts = { ...EMPTY };
  private original: Texts = { ...EMPTY };
  saving = false;
  /** marked + DOMPurify once they have arrived (loaded when the editor opens). */
  private toSafeHtml: ((markdown: string) => string) | null = null;
  previewReady = false;
  readonly deletion = new PendingDeletion<ReleaseNote>({
    remove: (note) => this.api.remove(note.id),
    onDeleted: (note) => {
      this.pages.update((notes) => notes.filter((n) => n.id !== note.id));
      this.notice = 'editor.deleted';
    },
    onFailed: (error) => this.showFailure(error, 'delete_failed'),
  });
  /** i18n key (release-notes ns) of the last success, for the live region. */
  notice: string | null = null;

  constructor(
    private readonly api: ReleaseNotesApi,
    private readonly toasts: Pick<ToastStore, 'show'>,
  ) {
    this.pages = new ReleaseNotePages(api, toasts);
    makeAutoObservable<ReleaseNotesEditorStore, 'api' | 'toasts' | 'original' | 'toSafeHtml'>(
      this,
      // toSafeHtml is a plain value (not an action); previewReady tells observers it arrived
      { api: false, toasts: false, original: false, deletion: false, toSafeHtml: false, pages: false },
      { autoBind: true },
    );
  }

  /** The list's status (the panel frame shows it); the list itself, its paging included, is `pages`. */
  get status(): ReleaseNotesEditorStatus {
    return this.pages.status;
  }

  get sorted(): ReleaseNote[] {
    return this.pages.sorted;
  }

  /** The sanitised preview, or null while the Markdown renderer is still on its way. */
  get preview(): string | null {
    return this.previewReady && this.toSafeHtml ? this.toSafeHtml(this.drafts[this.language]) : null;
  }

  get changedLanguages(): Language[] {
    return LANGUAGES.filter((language) => this.drafts[language].trim() !== this.original[language].trim());
  }

  load(): Promise<void> {
    return this.pages.loadFirst();
  }

  startNew(): void {
    this.open('new', { ...EMPTY });
  }

  startEdit(note: ReleaseNote): void {
    const source = note.markdown ?? {};
    this.open(note.id, { en: source.en ?? '', de: source.de ?? '', fr: source.fr ?? '' });
  }

  private open(editing: 'new' | string, texts: Texts): void {
    this.editing = editing;
    this.drafts = { ...texts };
    this.original = { ...texts };
    this.language = 'en';
    this.notice = null;
    if (!this.toSafeHtml) void this.loadRenderer();
  }

  private async loadRenderer(): Promise<void> {
    try {
      const { markdownToSafeHtml } = await loadMarkdownPreview();
      this.toSafeHtml = markdownToSafeHtml;
      runInAction(() => {
        this.previewReady = true;
      });
    } catch {
      // the preview stays empty; the next opening of the editor tries again
    }
  }

  close(): void {
    this.editing = null;
  }

  setLanguage(language: Language): void {
    this.language = language;
  }

  setDraft(value: string): void {
    this.drafts = { ...this.drafts, [this.language]: value };
  }

  async save(): Promise<void> {
    const editing = this.editing;
    if (!editing || this.saving) return;
    this.saving = true;
    try {
      let saved: ReleaseNote | undefined;
      if (editing === 'new') {
        const body = Object.fromEntries(LANGUAGES.filter((l) => this.drafts[l].trim()).map((l) => [l, this.drafts[l]]));
        saved = await this.api.create(body);
      } else {
        // English last: removing it while adding another language never leaves the note empty in between
        const order = [...this.changedLanguages].sort((a, b) => Number(a === 'en') - Number(b === 'en'));
        for (const language of order) {
          saved = await this.api.updateContent(editing, language, this.drafts[language]);
          const done = saved;
          runInAction(() => {
            this.original = { ...this.original, [language]: this.drafts[language] };
            this.pages.update((notes) => notes.map((n) => (n.id === done.id ? done : n)));
          });
        }
      }
      runInAction(() => {
        const created = editing === 'new' ? saved : undefined;
        if (created) this.pages.update((notes) => [created, ...notes]);
        this.editing = null;
        this.notice = editing === 'new' ? 'editor.created' : 'editor.updated';
      });
    } catch (error) {
      this.showFailure(error, editing === 'new' ? 'create_failed' : 'update_failed');
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  private showFailure(error: unknown, fallback: string): void {
    // a refusal the server explains (a 4xx `release_note.…`) as such, else the spec's "Error …" text
    this.toasts.show(
      errorToast(toUiError(error, { keep: keepDomain('release_note', true), fallback: { code: `release_note.${fallback}`, message: '' } })),
    );
  }
}
