import { makeAutoObservable, runInAction } from 'mobx';
import { SHARE_FAILED, SHARE_NOT_FOUND, SHARE_WITHOUT_PARAMETERS } from './search-error';
import { hasCriteria, parseParams } from './search-params';
import type { SearchApi } from './search.gateway';
import type { SearchParams } from './search.types';
import { keepRefusals, toUiError, type UiError } from '../ui/ui-error';

export type ShareStatus = 'idle' | 'sharing' | 'shared' | 'error';

const defaultOrigin = () => (typeof location === 'undefined' ? '' : location.origin);

/** Shared search links `origin/search?share={id}` (valid 48 hours, spec §9). */
export class SearchShareStore {
  status: ShareStatus = 'idle';
  url: string | null = null;
  /** Of making a link, or of opening one (404, 410 once expired). */
  error: UiError | null = null;

  constructor(
    private readonly api: Pick<SearchApi, 'share' | 'shared'>,
    private readonly baseUrl?: string,
  ) {
    makeAutoObservable<SearchShareStore, 'api' | 'baseUrl'>(this, { api: false, baseUrl: false }, { autoBind: true });
  }

  /** Spec §5: sharing needs search parameters; the server refuses too. */
  async share(params: SearchParams): Promise<string | null> {
    this.url = null;
    if (!hasCriteria(params)) {
      this.status = 'error';
      this.error = { ...SHARE_WITHOUT_PARAMETERS, values: {}, retryable: false };
      return null;
    }
    this.status = 'sharing';
    this.error = null;
    try {
      const shared = await this.api.share(params);
      const url = `${(this.baseUrl ?? defaultOrigin()).replace(/\/+$/, '')}/search?share=${encodeURIComponent(shared.id)}`;
      runInAction(() => {
        this.url = url;
        this.status = 'shared';
      });
      return url;
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = toUiError(error, { keep: keepRefusals, fallback: SHARE_FAILED });
      });
      return null;
    }
  }

  /** The parameters behind a link, or null (with `error` set) when it cannot be opened. */
  async open(id: string): Promise<SearchParams | null> {
    this.error = null;
    try {
      const shared = await this.api.shared(id);
      const params = parseParams(shared.params);
      runInAction(() => {
        // Stored by another client version in a shape this one cannot read: as good as gone.
        if (params === null) this.error = { ...SHARE_NOT_FOUND, values: {}, retryable: false };
      });
      return params;
    } catch (error) {
      runInAction(() => {
        this.error = toUiError(error, { keep: keepRefusals, fallback: SHARE_NOT_FOUND });
      });
      return null;
    }
  }

  reset(): void {
    this.status = 'idle';
    this.url = null;
    this.error = null;
  }
}
