import type { Language } from '@newsdesk/core/identity/user-view';
import type { ApiClient } from '../api/api-client';

export type InfoMessageLevel = 'info' | 'warning';

/** An info status message as the server sends it. */
export interface InfoMessage {
  id: string;
  level: InfoMessageLevel;
  /** Plain text per language; English is the fallback. */
  text: Partial<Record<Language, string>>;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface InfoMessageDraft {
  level: InfoMessageLevel;
  text: Partial<Record<Language, string>>;
  expiresAt: string | null;
}

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
    return (await this.api.get<{ messages: InfoMessage[] }>('/api/infoStatusMessages')).messages;
  }

  dismiss(id: string) {
    return this.api.post<void>(`${path(id)}/dismiss`);
  }

  async all() {
    return (await this.api.get<{ messages: InfoMessage[] }>('/api/infoStatusMessages/all')).messages;
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
