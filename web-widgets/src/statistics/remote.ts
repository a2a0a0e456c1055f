import { makeAutoObservable, runInAction } from 'mobx';
import { failed, idle, type Loadable, type LoadStatus, loading, ready, valueOf } from '../ui/loadable';
import { toUiError } from '../ui/ui-error';

/**
 * How a request ended: shown, failed, or overtaken by a newer one. A failure carries the error as
 * thrown, so the caller can tell a 404 ("no such team") from a failing server.
 */
export type RemoteOutcome =
  | { readonly status: 'ready' }
  | { readonly status: 'error'; readonly cause: unknown }
  | { readonly status: 'superseded' };

const READY: RemoteOutcome = { status: 'ready' };
const SUPERSEDED: RemoteOutcome = { status: 'superseded' };

/**
 * One answer of the server as a view shows it: the kit's Loadable (ui/loadable.ts), so the status
 * and the value travel together. Only the answer to the latest request lands: a user clicking
 * through seasons must not see an older table win.
 */
export class Remote<T> {
  state: Loadable<T> = idle();
  /** What the data (or the pending request) is for, e.g. a competition season id. */
  key: string | null = null;
  private generation = 0;

  constructor() {
    makeAutoObservable<Remote<T>, 'generation'>(this, { generation: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.state.status;
  }

  /** The value on screen, or null when there is none. */
  get data(): T | null {
    return valueOf(this.state) ?? null;
  }

  async load(key: string, fetch: () => Promise<T>): Promise<RemoteOutcome> {
    const generation = ++this.generation;
    // Another key's data must not be shown while this one loads; a reload of the same keeps it.
    this.state = this.key === key ? loading(this.state) : loading();
    this.key = key;
    try {
      const data = await fetch();
      if (generation !== this.generation) return SUPERSEDED;
      runInAction(() => {
        this.state = ready(data);
      });
      return READY;
    } catch (cause) {
      if (generation !== this.generation) return SUPERSEDED;
      // Unlike the kit's default, a failure drops the value: the view's retry line takes the table's place.
      runInAction(() => {
        this.state = failed(toUiError(cause));
      });
      return { status: 'error', cause };
    }
  }

  reset(): void {
    this.generation++;
    this.state = idle();
    this.key = null;
  }
}
