import { makeAutoObservable, runInAction } from 'mobx';
import { DELIVERIES_FAILED } from './collection-error';
import type { CollectionsApi } from './collections.gateway';
import type { CollectionView, DeliveryView } from './collections.types';
import type { LoadStatus } from '../ui/loadable';
import { keepRefusals, toUiError, type UiError } from '../ui/ui-error';

export const DELIVERY_PAGE_SIZE = 20;

/** The delivery log of one collection (owner only): newest first, paged by the server. */
export class DeliveryLogStore {
  collection: CollectionView | null = null;
  status: LoadStatus = 'idle';
  deliveries: DeliveryView[] = [];
  total = 0;
  page = 1;
  error: UiError | null = null;
  private token = 0;

  constructor(private readonly api: CollectionsApi) {
    makeAutoObservable<DeliveryLogStore, 'api' | 'token'>(this, { api: false, token: false }, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.collection !== null;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / DELIVERY_PAGE_SIZE));
  }

  open(collection: CollectionView): Promise<void> {
    this.collection = collection;
    this.deliveries = [];
    this.total = 0;
    return this.load(1);
  }

  close(): void {
    this.collection = null;
    this.token += 1;
  }

  async load(page: number): Promise<void> {
    const collection = this.collection;
    if (!collection) return;
    const token = ++this.token;
    this.page = page;
    this.status = 'loading';
    this.error = null;
    try {
      const answer = await this.api.deliveries(collection.id, page, DELIVERY_PAGE_SIZE);
      if (token !== this.token) return;
      runInAction(() => {
        this.deliveries = answer.deliveries;
        this.total = answer.total;
        this.status = 'ready';
      });
    } catch (error) {
      if (token !== this.token) return;
      runInAction(() => {
        this.status = 'error';
        this.error = toUiError(error, { keep: keepRefusals, fallback: DELIVERIES_FAILED });
      });
    }
  }
}
