import { makeAutoObservable, runInAction } from 'mobx';
import type { Language } from '@newsdesk/core/identity/user-view';
import { errorToast, type ToastStore } from '../toasts/toast.store';
import { PendingDeletion } from '../ui/pending-deletion';
import { keepDomain, toUiError } from '../ui/ui-error';
import type { InfoMessage, InfoMessageLevel, InfoMessagesApi } from './info-messages.gateway';
import type { LoadStatus } from '../ui/loadable';
import { LoadableValue } from '../ui/loadable-value';

export type InfoMessagesAdminStatus = LoadStatus;

/** `<input type="datetime-local">` value (local time, minutes) ↔ ISO instant. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
export const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);

/**
 * The administration tab: the list, one form for new and edited messages, delete.
 * Failures are toasts (the server's own message for a refused input, the spec-style
 * "Error … info message" otherwise).
 */
export class InfoMessagesAdminStore {
  /** The messages as loaded, then as created, edited and deleted here. */
  readonly list = new LoadableValue<InfoMessage[]>();
  editingId: string | null = null;
  level: InfoMessageLevel = 'info';
  text: Record<Language, string> = { en: '', de: '', fr: '' };
  expiresAt = '';
  saving = false;
  readonly deletion = new PendingDeletion<InfoMessage>({
    remove: (message) => this.api.remove(message.id),
    onDeleted: (message) => {
      this.list.update((messages) => messages.filter((m) => m.id !== message.id));
      if (this.editingId === message.id) this.cancelEdit();
      this.notice = 'admin.deleted';
    },
    onFailed: (error) => this.showFailure(error, 'delete_failed'),
  });
  /** i18n key (info-messages ns) of the last success, for the live region. */
  notice: string | null = null;

  constructor(
    private readonly api: Pick<InfoMessagesApi, 'all' | 'create' | 'update' | 'remove'>,
    private readonly toasts: Pick<ToastStore, 'show'>,
  ) {
    makeAutoObservable<InfoMessagesAdminStore, 'api' | 'toasts'>(
      this,
      { api: false, toasts: false, deletion: false, list: false },
      { autoBind: true },
    );
  }

  get status(): InfoMessagesAdminStatus {
    return this.list.status;
  }

  get messages(): InfoMessage[] {
    return this.list.value ?? [];
  }

  async load(): Promise<void> {
    const failure = await this.list.load(() => this.api.all());
    if (failure) this.toasts.show({ kind: 'error', messageKey: 'errors:info_message.fetch_failed' });
  }

  setLevel(level: InfoMessageLevel): void {
    this.level = level;
  }

  setText(language: Language, value: string): void {
    this.text = { ...this.text, [language]: value };
  }

  setExpiresAt(value: string): void {
    this.expiresAt = value;
  }

  edit(message: InfoMessage): void {
    this.editingId = message.id;
    this.level = message.level;
    this.text = { en: message.text.en ?? '', de: message.text.de ?? '', fr: message.text.fr ?? '' };
    this.expiresAt = toLocalInput(message.expiresAt);
    this.notice = null;
  }

  cancelEdit(): void {
    this.editingId = null;
    this.level = 'info';
    this.text = { en: '', de: '', fr: '' };
    this.expiresAt = '';
  }

  async save(): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    this.notice = null;
    const editing = this.editingId;
    const draft = { level: this.level, text: { ...this.text }, expiresAt: fromLocalInput(this.expiresAt) };
    try {
      const saved = editing ? await this.api.update(editing, draft) : await this.api.create(draft);
      runInAction(() => {
        this.list.update((messages) => (editing ? messages.map((m) => (m.id === saved.id ? saved : m)) : [saved, ...messages]));
        this.cancelEdit();
        this.notice = editing ? 'admin.updated' : 'admin.created';
      });
    } catch (error) {
      this.showFailure(error, editing ? 'update_failed' : 'create_failed');
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  private showFailure(error: unknown, fallback: string): void {
    // a refusal the server explains (a 4xx `info_message.…`) as such, else the spec's "Error …" text
    this.toasts.show(
      errorToast(toUiError(error, { keep: keepDomain('info_message', true), fallback: { code: `info_message.${fallback}`, message: '' } })),
    );
  }
}
