import { makeAutoObservable } from 'mobx';
import { isApiError } from '../../api/api-error';
import type { LoadStatus } from '../../ui/loadable';
import { Remote } from '../remote';
import type { SportsFetchError } from '../statistics-view.types';

/** One key for every load: the shown data stays until the new answer is there, so tables do not flash. */
const SAME_SELECTION = 'shown';

const isMissing = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * One answer of the sports API as a tennis, motorsport or winter sport view shows it: the page's
 * Remote (a newer request wins over an older one still in flight, a fast click from ATP to WTA
 * must not end on the ATP list) with two rules of these views. A 404 means "there is no data for
 * this selection" (no ranking list, no such season): an answer with nothing in it, not a failure
 * the desk must be told about; anything else is a failure and is reported with the view's spec §8
 * code. "Nothing in it" is `isEmpty`, read beside the kit's status, not a status of its own.
 */
export class RemoteData<T> {
  /** null: the API answered 404. */
  private readonly remote = new Remote<T | null>();

  constructor(
    private readonly failure: SportsFetchError,
    private readonly report: (code: SportsFetchError) => void,
    private readonly hasNothing: (data: T) => boolean = () => false,
  ) {
    makeAutoObservable<RemoteData<T>, 'remote' | 'failure' | 'report' | 'hasNothing'>(
      this,
      { remote: false, failure: false, report: false, hasNothing: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.remote.status;
  }

  get data(): T | null {
    return this.remote.data;
  }

  /** Answered, with nothing to show: an empty list, or a 404. */
  get isEmpty(): boolean {
    const data = this.remote.data;
    return this.remote.status === 'ready' && (data === null || this.hasNothing(data));
  }

  /** The answer when there is something in it to show (and to export as a widget), else null. */
  get shown(): T | null {
    return this.remote.status === 'ready' && !this.isEmpty ? this.remote.data : null;
  }

  get loading(): boolean {
    return this.remote.status === 'loading';
  }

  async load(fetch: () => Promise<T>): Promise<void> {
    const outcome = await this.remote.load(SAME_SELECTION, async () => {
      try {
        return await fetch();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
    if (outcome.status === 'error') this.report(this.failure);
  }

  clear(): void {
    this.remote.reset();
  }
}
