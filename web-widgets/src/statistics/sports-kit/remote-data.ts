import { makeAutoObservable } from 'mobx';
import { isApiError } from '../../api/api-error';
import { Remote } from '../remote';
import type { SportsFetchError } from '../statistics-view.types';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'empty' | 'error';

/** One key for every load: the shown data stays until the new answer is there, so tables do not flash. */
const SAME_SELECTION = 'shown';

const isMissing = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * One answer of the sports API as a tennis, motorsport or winter sport view shows it: the page's
 * Remote (a newer request wins over an older one still in flight, a fast click from ATP to WTA
 * must not end on the ATP list) with two rules of these views. A 404 means "there is no data for
 * this selection" (no ranking list, no such season): an empty state, not a failure the desk must
 * be told about; anything else is a failure and is reported with the view's spec §8 code.
 */
export class RemoteData<T> {
  private readonly remote = new Remote<T>();

  constructor(
    private readonly failure: SportsFetchError,
    private readonly report: (code: SportsFetchError) => void,
    private readonly isEmpty: (data: T) => boolean = () => false,
  ) {
    makeAutoObservable<RemoteData<T>, 'remote' | 'failure' | 'report' | 'isEmpty'>(
      this,
      { remote: false, failure: false, report: false, isEmpty: false },
      { autoBind: true },
    );
  }

  get status(): RemoteStatus {
    const { status, data, error } = this.remote;
    if (status === 'loaded') return data !== null && this.isEmpty(data) ? 'empty' : 'loaded';
    if (status === 'error') return isMissing(error) ? 'empty' : 'error';
    return status;
  }

  get data(): T | null {
    return this.remote.data;
  }

  get loading(): boolean {
    return this.remote.status === 'loading';
  }

  async load(fetch: () => Promise<T>): Promise<void> {
    const outcome = await this.remote.load(SAME_SELECTION, fetch);
    if (outcome === 'failed' && !isMissing(this.remote.error)) this.report(this.failure);
  }

  clear(): void {
    this.remote.reset();
  }
}
