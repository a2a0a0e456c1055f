import { makeAutoObservable, runInAction } from 'mobx';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'error';
export type RemoteOutcome = 'loaded' | 'failed' | 'superseded';

/**
 * One answer of the server as a view shows it: idle, loading, loaded or failed. Only the answer
 * to the latest request lands: a user clicking through seasons must not see an older table win.
 */
export class Remote<T> {
  status: RemoteStatus = 'idle';
  data: T | null = null;
  /** What the data (or the pending request) is for, e.g. a competition season id. */
  key: string | null = null;
  error: unknown = null;
  private generation = 0;

  constructor() {
    makeAutoObservable<Remote<T>, 'generation'>(this, { generation: false }, { autoBind: true });
  }

  /** How the request ended: shown, failed (and shown as failed), or overtaken by a newer one. */
  async load(key: string, fetch: () => Promise<T>): Promise<RemoteOutcome> {
    const generation = ++this.generation;
    // Another key's data must not be shown while this one loads; a reload of the same keeps it.
    if (this.key !== key) this.data = null;
    this.status = 'loading';
    this.key = key;
    this.error = null;
    try {
      const data = await fetch();
      if (generation !== this.generation) return 'superseded';
      runInAction(() => {
        this.data = data;
        this.status = 'loaded';
      });
      return 'loaded';
    } catch (error) {
      if (generation !== this.generation) return 'superseded';
      runInAction(() => {
        this.data = null;
        this.error = error;
        this.status = 'error';
      });
      return 'failed';
    }
  }

  reset(): void {
    this.generation++;
    this.status = 'idle';
    this.data = null;
    this.key = null;
    this.error = null;
  }
}
