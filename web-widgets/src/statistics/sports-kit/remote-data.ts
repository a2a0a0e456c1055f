import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../api/api-error';
import type { SportsFetchError } from '../statistics-view.types';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'empty' | 'error';

/**
 * One answer of the sports API as a view shows it. A newer request wins over an older one still
 * in flight (a fast click from ATP to WTA must not end on the ATP list). A 404 means "there is no
 * data for this selection" (no ranking list, no such season): an empty state, not a failure the
 * desk must be told about; anything else is a failure and is reported with the view's spec §8 code.
 */
export class RemoteData<T> {
  status: RemoteStatus = 'idle';
  data: T | null = null;
  private request = 0;

  constructor(
    private readonly failure: SportsFetchError,
    private readonly report: (code: SportsFetchError) => void,
    private readonly isEmpty: (data: T) => boolean = () => false,
  ) {
    makeAutoObservable<RemoteData<T>, 'request' | 'failure' | 'report' | 'isEmpty'>(
      this,
      { request: false, failure: false, report: false, isEmpty: false },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.status === 'loading';
  }

  /** Loads; keeps the shown data until the new answer is there so tables do not flash. */
  async load(fetch: () => Promise<T>): Promise<void> {
    const request = ++this.request;
    this.status = 'loading';
    try {
      const data = await fetch();
      if (request !== this.request) return;
      runInAction(() => {
        this.data = data;
        this.status = this.isEmpty(data) ? 'empty' : 'loaded';
      });
    } catch (error) {
      if (request !== this.request) return;
      const missing = isApiError(error) && error.status === 404;
      runInAction(() => {
        this.data = null;
        this.status = missing ? 'empty' : 'error';
      });
      if (!missing) this.report(this.failure);
    }
  }

  clear(): void {
    this.request++;
    this.data = null;
    this.status = 'idle';
  }
}
