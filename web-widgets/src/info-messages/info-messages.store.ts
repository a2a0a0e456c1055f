import { makeAutoObservable, runInAction } from 'mobx';
import type { ToastStore } from '../toasts/toast.store';
import type { InfoMessage, InfoMessagesApi } from './info-messages.gateway';

/** The banners at the top of the shell: loaded once per login, closed per user on the server. */
export class InfoMessagesStore {
  messages: InfoMessage[] = [];

  constructor(
    private readonly api: Pick<InfoMessagesApi, 'active' | 'dismiss'>,
    private readonly toasts: Pick<ToastStore, 'show'>,
  ) {
    makeAutoObservable<InfoMessagesStore, 'api' | 'toasts'>(this, { api: false, toasts: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const messages = await this.api.active();
      runInAction(() => {
        this.messages = messages;
      });
    } catch {
      // a banner is a courtesy: a failed fetch must not get in the way of the page
      runInAction(() => {
        this.messages = [];
      });
    }
  }

  /** Gone at once; back, with a toast, if the server did not take it. */
  async dismiss(id: string): Promise<void> {
    const before = this.messages;
    this.messages = this.messages.filter((message) => message.id !== id);
    try {
      await this.api.dismiss(id);
    } catch {
      runInAction(() => {
        this.messages = before;
      });
      this.toasts.show({ kind: 'error', messageKey: 'errors:info_message.dismiss_failed' });
    }
  }

  clear(): void {
    this.messages = [];
  }
}
