import { makeAutoObservable, runInAction } from 'mobx';
import type { UserAdminApi } from './user-admin.gateway';

export type SlackState = 'unknown' | 'configured' | 'not-configured' | 'error';

/** Whether Slack alerts and chip checks can work: a bot token is configured on the server. */
export class SlackStatusStore {
  state: SlackState = 'unknown';

  constructor(private readonly api: Pick<UserAdminApi, 'slackStatus'>) {
    makeAutoObservable<SlackStatusStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const { configured } = await this.api.slackStatus();
      runInAction(() => {
        this.state = configured ? 'configured' : 'not-configured';
      });
    } catch {
      runInAction(() => {
        this.state = 'error';
      });
    }
  }
}
