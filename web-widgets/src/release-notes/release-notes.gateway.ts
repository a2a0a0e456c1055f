import type { Language } from '@newsdesk/core/identity/user-view';
import type {
  ReleaseNoteContentRequest,
  ReleaseNoteCreateRequest,
  ReleaseNoteListRequest,
  ReleaseNotePage as WireReleaseNotePage,
  ReleaseNoteView,
} from '@newsdesk/core/release-notes/release-note.wire';
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

/**
 * Reads and sends core's wire types (ADR 0031), which the route schemas are checked against; the
 * widget's ReleaseNote must stay a supertype of core's ReleaseNoteView or this does not compile.
 */
export class ReleaseNotesGateway implements ReleaseNotesApi {
  constructor(private readonly api: ApiClient) {}

  list(cursor?: string): Promise<ReleaseNotePage> {
    return this.api.post<WireReleaseNotePage>('/api/client/release-notes', (cursor ? { cursor } : {}) satisfies ReleaseNoteListRequest);
  }

  markSeen() {
    return this.api.post<void>('/api/client/release-notes/seen');
  }

  create(body: Partial<Record<Language, string>>): Promise<ReleaseNote> {
    return this.api.post<ReleaseNoteView>('/api/client/release-notes/create', { body } satisfies ReleaseNoteCreateRequest);
  }

  updateContent(id: string, language: Language, content: string): Promise<ReleaseNote> {
    return this.api.post<ReleaseNoteView>(`/api/client/release-notes/${encodeURIComponent(id)}/content/${language}`, {
      content,
    } satisfies ReleaseNoteContentRequest);
  }

  remove(id: string) {
    return this.api.delete(`/api/client/release-notes/${encodeURIComponent(id)}`);
  }
}
