import { makeAutoObservable, runInAction } from 'mobx';
import { failed, idle, loading, ready, valueOf, type Loadable, type LoadStatus } from './loadable';
import { toUiError, type UiError } from './ui-error';

/**
 * A store's loaded value held as one observable Loadable<T>: `load` sets it loading (keeping what
 * was there), then ready or failed (still keeping it); `update` changes the value after an add,
 * edit or delete without touching the status. The store keeps its own getters (`status`,
 * `entries`, `loadError`) over it, so its components read the same names as before.
 */
export class LoadableValue<T> {
  current: Loadable<T> = idle();

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.current.status;
  }

  /**
   * 'ready' once a value is there: a page that refreshes, or fails to, keeps showing what it has
   * (the failure goes to a toast or an alert instead of replacing the page).
   */
  get shownStatus(): LoadStatus {
    return this.value === undefined ? this.current.status : 'ready';
  }

  get value(): T | undefined {
    return valueOf(this.current);
  }

  get error(): UiError | null {
    return this.current.status === 'error' ? this.current.error : null;
  }

  start(): void {
    this.current = loading(this.current);
  }

  succeed(value: T): void {
    this.current = ready(value);
  }

  fail(error: UiError): void {
    this.current = failed(error, this.current);
  }

  /**
   * One load: `fetch`'s answer becomes the value; a failure is turned into a UiError, kept here
   * and handed back so the store can also show it (a toast, its own alert).
   */
  async load(fetch: () => Promise<T>, toError: (error: unknown) => UiError = (error) => toUiError(error)): Promise<UiError | null> {
    this.start();
    try {
      const value = await fetch();
      runInAction(() => this.succeed(value));
      return null;
    } catch (error) {
      const uiError = toError(error);
      runInAction(() => this.fail(uiError));
      return uiError;
    }
  }

  /** The value changed here (an entry added, a row replaced); nothing to change before the first load. */
  update(change: (value: T) => T): void {
    const current = this.current;
    if (current.status === 'idle' || current.value === undefined) return;
    this.current = { ...current, value: change(current.value) };
  }
}
