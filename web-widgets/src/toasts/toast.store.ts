import { makeAutoObservable } from 'mobx';
import { errorKey } from '../api/error-message';
import { toUiError, type UiError, type UiErrorPolicy } from '../ui/ui-error';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastInput {
  kind: ToastKind;
  /** i18next key, e.g. 'errors:collection.name_taken'; `message` is its fallback. */
  messageKey?: string;
  message?: string;
  values?: Record<string, string | number>;
  /** Milliseconds until it closes itself; null keeps it until dismissed. */
  autoCloseMs?: number | null;
}

export interface Toast extends ToastInput {
  id: string;
}

type TimerHandle = unknown;

export interface ToastStoreOptions {
  /** Spec §9: toasts close after 3 s. */
  autoCloseMs?: number;
  setTimer?: (callback: () => void, ms: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
}

export const DEFAULT_TOAST_AUTO_CLOSE_MS = 3000;

/** A failure as a toast: the translated code, else the message; an empty message or no values are left out. */
export const errorToast = ({ code, message, values }: UiError): ToastInput => ({
  kind: 'error',
  messageKey: errorKey(code),
  ...(message === '' ? {} : { message }),
  ...(Object.keys(values).length === 0 ? {} : { values }),
});

/** The bottom-centre messages of the whole app: one store, shared by every feature. */
export class ToastStore {
  toasts: Toast[] = [];

  private nextId = 1;
  private readonly timers = new Map<string, TimerHandle>();
  private readonly autoCloseMs: number;
  private readonly setTimer: (callback: () => void, ms: number) => TimerHandle;
  private readonly clearTimer: (handle: TimerHandle) => void;

  constructor(options: ToastStoreOptions = {}) {
    this.autoCloseMs = options.autoCloseMs ?? DEFAULT_TOAST_AUTO_CLOSE_MS;
    // Looked up at call time so jest's fake timers apply even to a store created earlier.
    this.setTimer = options.setTimer ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
    makeAutoObservable<ToastStore, 'nextId' | 'timers' | 'autoCloseMs' | 'setTimer' | 'clearTimer' | 'startTimer'>(
      this,
      { nextId: false, timers: false, autoCloseMs: false, setTimer: false, clearTimer: false, startTimer: false },
      { autoBind: true },
    );
  }

  /** Returns the id, so a caller can dismiss a toast that is no longer true. */
  show(input: ToastInput): string {
    const id = `nd-toast-${this.nextId++}`;
    this.toasts.push({ ...input, id });
    this.startTimer(id, input.autoCloseMs);
    return id;
  }

  /** Shows any failure the way spec §8 asks: the translated code, else the server's message. */
  showError(error: unknown, policy?: UiErrorPolicy): string {
    return this.show(errorToast(toUiError(error, policy)));
  }

  dismiss(id: string): void {
    const handle = this.timers.get(id);
    if (handle !== undefined) this.clearTimer(handle);
    this.timers.delete(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  clear(): void {
    for (const toast of [...this.toasts]) this.dismiss(toast.id);
  }

  /** While the pointer or focus is on a toast it stays, so slow readers are not rushed. */
  hold(id: string): void {
    const handle = this.timers.get(id);
    if (handle === undefined) return;
    this.clearTimer(handle);
    this.timers.delete(id);
  }

  release(id: string): void {
    const toast = this.toasts.find((candidate) => candidate.id === id);
    if (toast && !this.timers.has(id)) this.startTimer(id, toast.autoCloseMs);
  }

  private startTimer(id: string, autoCloseMs: number | null | undefined): void {
    const ms = autoCloseMs === undefined ? this.autoCloseMs : autoCloseMs;
    if (ms === null) return;
    this.timers.set(
      id,
      this.setTimer(() => this.dismiss(id), ms),
    );
  }
}
