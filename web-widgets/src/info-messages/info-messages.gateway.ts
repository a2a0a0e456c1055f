import type { InfoMessageDraft, InfoMessageList, InfoMessageView } from '@newsdesk/core/info-messages/info-message.wire';
import type { ApiClient } from '../api/api-client';

/**
 * The wire contract of the info-message routes is core's (ADR 0031): the route schemas are checked
 * against the same types, so a field changed on one side breaks the build of the other.
 */
export type { InfoMessageDraft, InfoMessageLevel } from '@newsdesk/core/info-messages/info-message.wire';
/** An info status message as the server sends it: plain text per language, English the fallback. */
export type InfoMessage = InfoMessageView;

export interface InfoMessagesApi {
  /** GET /api/infoStatusMessages: what this user sees now. */
  active(): Promise<InfoMessage[]>;
  dismiss(id: string): Promise<void>;
  all(): Promise<InfoMessage[]>;
  create(draft: InfoMessageDraft): Promise<InfoMessage>;
  update(id: string, draft: InfoMessageDraft): Promise<InfoMessage>;
  remove(id: string): Promise<void>;
}

const path = (id: string) => `/api/infoStatusMessages/${encodeURIComponent(id)}`;

export class InfoMessagesGateway implements InfoMessagesApi {
  constructor(private readonly api: ApiClient) {}

  async active() {
    return (await this.api.get<InfoMessageList>('/api/infoStatusMessages')).messages;
  }

  dismiss(id: string) {
    return this.api.post<void>(`${path(id)}/dismiss`);
  }

  async all() {
    return (await this.api.get<InfoMessageList>('/api/infoStatusMessages/all')).messages;
  }

  create(draft: InfoMessageDraft) {
    return this.api.post<InfoMessage>('/api/infoStatusMessages', draft);
  }

  update(id: string, draft: InfoMessageDraft) {
    return this.api.post<InfoMessage>(path(id), draft);
  }

  remove(id: string) {
    return this.api.delete(path(id));
  }
}
