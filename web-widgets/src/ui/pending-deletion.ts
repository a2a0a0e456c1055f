import { makeAutoObservable, runInAction } from 'mobx';

export interface PendingDeletionOptions<T> {
  /** The server call (and any reload) that deletes the item. */
  remove: (item: T) => Promise<unknown>;
  /** After the call succeeded: drop the item from the list, say so. */
  onDeleted: (item: T) => void;
  /** After the call failed: show why. */
  onFailed: (error: unknown) => void;
  /** When the question is asked, e.g. to clear the previous error. */
  onAsk?: (item: T) => void;
}

/**
 * The "really delete?" step every admin list has: the item asked about (the dialog is open
 * while there is one), the call under way (its button waits), and what follows either way.
 * The question closes after the answer, whether the call worked or not.
 */
export class PendingDeletion<T> {
  item: T | null = null;
  busy = false;

  constructor(private readonly options: PendingDeletionOptions<T>) {
    makeAutoObservable<PendingDeletion<T>, 'options'>(this, { options: false }, { autoBind: true });
  }

  ask(item: T): void {
    this.options.onAsk?.(item);
    this.item = item;
  }

  cancel(): void {
    this.item = null;
  }

  async confirm(): Promise<void> {
    const item = this.item;
    if (item === null || this.busy) return;
    this.busy = true;
    try {
      await this.options.remove(item);
      runInAction(() => this.options.onDeleted(item));
    } catch (error) {
      runInAction(() => this.options.onFailed(error));
    } finally {
      runInAction(() => {
        this.busy = false;
        this.item = null;
      });
    }
  }
}
