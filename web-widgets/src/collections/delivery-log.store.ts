import { makeAutoObservable, runInAction } from 'mobx';
import { DELIVERIES_FAILED } from './collection-error';
import type { DeliveryPage, DeliveryView } from './collections.types';
import type { LoadStatus } from '../ui/loadable';
import { keepRefusals, toUiError, type UiError } from '../ui/ui-error';

export const DELIVERY_PAGE_SIZE = 20;

/** Whose log it is: a collection, or a monitored site (ADR 0026), with the name the title shows. */
export interface DeliveryLogOwner {
  id: string;
  name: string;
}

/** The one call the log needs: a collection's or a site's deliveries, a page at a time. */
export interface DeliveryLogApi {
  deliveries(id: string, page: number, pageSize: number): Promise<DeliveryPage>;
}

/** The delivery log of one collection or site (its owner only): newest first, paged by the server. */
export class DeliveryLogStore {
  owner: DeliveryLogOwner | null = null;
  status: LoadStatus = 'idle';
  deliveries: DeliveryView[] = [];
  total = 0;
  page = 1;
  error: UiError | null = null;
  private token = 0;

  constructor(private readonly api: DeliveryLogApi) {
    makeAutoObservable<DeliveryLogStore, 'api' | 'token'>(this, { api: false, token: false }, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.owner !== null;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / DELIVERY_PAGE_SIZE));
  }

  open(owner: DeliveryLogOwner): Promise<void> {
    this.owner = { id: owner.id, name: owner.name };
    this.deliveries = [];
    this.total = 0;
    return this.load(1);
  }

  close(): void {
    this.owner = null;
    this.token += 1;
  }

  async load(page: number): Promise<void> {
    const owner = this.owner;
    if (!owner) return;
    const token = ++this.token;
    this.page = page;
    this.status = 'loading';
    this.error = null;
    try {
      const answer = await this.api.deliveries(owner.id, page, DELIVERY_PAGE_SIZE);
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
