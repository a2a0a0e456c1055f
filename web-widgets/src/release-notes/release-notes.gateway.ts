import type { Language } from '@newsdesk/core/identity/user-view';
import type { ApiClient } from '../api/api-client';
import type { ReleaseNote, ReleaseNotePage } from './release-notes';

/** The release-note calls of spec §7; stores depend on this interface, stories and tests fake it. */
export interface ReleaseNotesApi {
  list(cursor?: string): Promise<ReleaseNotePage>;
  markSeen(): Promise<void>;
  create(body: Partial<Record<Language, string>>): Promise<ReleaseNote>;
  updateContent(id: string, language: Language, content: string): Promise<ReleaseNote>;
  remove(id: string): Promise<void>;
}

export class ReleaseNotesGateway implements ReleaseNotesApi {
  constructor(private readonly api: ApiClient) {}

  list(cursor?: string) {
    return this.api.post<ReleaseNotePage>('/api/client/release-notes', cursor ? { cursor } : {});
  }

  markSeen() {
    return this.api.post<void>('/api/client/release-notes/seen');
  }

  create(body: Partial<Record<Language, string>>) {
    return this.api.post<ReleaseNote>('/api/client/release-notes/create', { body });
  }

  updateContent(id: string, language: Language, content: string) {
    return this.api.post<ReleaseNote>(`/api/client/release-notes/${encodeURIComponent(id)}/content/${language}`, { content });
  }

  remove(id: string) {
    return this.api.delete(`/api/client/release-notes/${encodeURIComponent(id)}`);
  }
}
