import { makeAutoObservable, runInAction } from 'mobx';
import { validateEmailChip } from '@newsdesk/core/collections/collection-validation';
import { ChipListStore } from './chip-list.store';
import { NOTHING_SELECTED, UNSUBSCRIBE_FAILED, UPDATE_FAILED } from './collection-error';
import type { CollectionsApi } from './collections.gateway';
import type { CollectionView } from './collections.types';
import { keepRefusals, toUiError, type UiError } from '../ui/ui-error';

/** "Share": colleagues by e-mail become subscribers of the collection. */
export class ShareCollectionStore {
  collection: CollectionView | null = null;
  saving = false;
  attempted = false;
  error: UiError | null = null;
  readonly emails = new ChipListStore({ validate: validateEmailChip });

  constructor(
    private readonly api: CollectionsApi,
    private readonly onShared: (view: CollectionView) => void,
  ) {
    makeAutoObservable<ShareCollectionStore, 'api' | 'onShared'>(this, { api: false, onShared: false, emails: false }, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.collection !== null;
  }

  open(collection: CollectionView): void {
    this.collection = collection;
    this.emails.reset();
    this.attempted = false;
    this.error = null;
    this.saving = false;
  }

  close(): void {
    this.collection = null;
  }

  /** Pending text, invalid chips or no chip at all block sharing. */
  get blocked(): boolean {
    return this.emails.hasPendingText || this.emails.invalidChips.length > 0 || this.emails.chips.length === 0;
  }

  async submit(): Promise<boolean> {
    this.attempted = true;
    this.error = null;
    const collection = this.collection;
    if (!collection || this.blocked || this.saving) return false;
    this.saving = true;
    try {
      const view = await this.api.share(collection.id, this.emails.values);
      runInAction(() => {
        this.saving = false;
        this.collection = null;
      });
      this.onShared(view);
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        this.error = toUiError(error, { keep: keepRefusals, fallback: UPDATE_FAILED });
      });
      return false;
    }
  }
}

/** "Unsubscribe": a checkbox list of the collections shared with the user. */
export class UnsubscribeStore {
  isOpen = false;
  selected: string[] = [];
  saving = false;
  error: UiError | null = null;

  constructor(
    private readonly api: CollectionsApi,
    private readonly subscribed: () => CollectionView[],
    private readonly onUnsubscribed: (ids: string[]) => void,
  ) {
    makeAutoObservable<UnsubscribeStore, 'api' | 'subscribed' | 'onUnsubscribed'>(
      this,
      { api: false, subscribed: false, onUnsubscribed: false },
      { autoBind: true },
    );
  }

  get options(): CollectionView[] {
    return this.subscribed();
  }

  open(): void {
    this.isOpen = true;
    this.selected = [];
    this.error = null;
  }

  close(): void {
    this.isOpen = false;
  }

  toggle(id: string): void {
    this.error = null;
    this.selected = this.selected.includes(id) ? this.selected.filter((s) => s !== id) : [...this.selected, id];
  }

  /** Spec §5: nothing selected → "You must select at least one collection", no request. */
  async submit(): Promise<boolean> {
    if (this.selected.length === 0) {
      this.error = { ...NOTHING_SELECTED, values: {}, retryable: false };
      return false;
    }
    this.saving = true;
    this.error = null;
    const ids = [...this.selected];
    try {
      await this.api.unsubscribe(ids);
      runInAction(() => {
        this.saving = false;
        this.isOpen = false;
      });
      this.onUnsubscribed(ids);
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        this.error = toUiError(error, { keep: keepRefusals, fallback: UNSUBSCRIBE_FAILED });
      });
      return false;
    }
  }
}
