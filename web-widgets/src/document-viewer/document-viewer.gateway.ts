import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import type { SportsLookupView, SportsSubjectView } from '@newsdesk/core/sports/sports.views';
import type { TopicLabels } from '@newsdesk/core/topics/topic.types';
import type { ApiClient } from '../api/api-client';

export type EntityOperator = 'AND' | 'OR';

/** A topic as `GET /api/topics` sends it; the viewer needs id, name and the names per language (ADR 0029). */
export interface TopicView {
  id: string;
  name: string;
  labels?: TopicLabels;
}

/** The calls of the document viewer; the store depends on this, stories and tests fake it. */
export interface DocumentViewerApi {
  document(id: string): Promise<NewsDocument>;
  related(documentId: string, entities: string[], operator: EntityOperator): Promise<NewsDocument[]>;
  topics(): Promise<TopicView[]>;
  /** The entity names that are one team or player of the sports data (ADR 0030); [] where there is no Statistics page. */
  sportsSubjects(names: string[]): Promise<SportsSubjectView[]>;
}

/** The route takes at most 60 names (core's MAX_LOOKUP_NAMES); no team or player name is longer than 100 characters. */
const LOOKUP_NAMES = 60;
const LOOKUP_NAME_LENGTH = 100;

export class DocumentViewerGateway implements DocumentViewerApi {
  constructor(private readonly api: ApiClient) {}

  document(id: string) {
    return this.api.get<NewsDocument>(`/api/document/${encodeURIComponent(id)}`);
  }

  async related(documentId: string, entities: string[], operator: EntityOperator) {
    const answer = await this.api.post<{ documents: NewsDocument[] }>(
      '/api/document/recommended',
      {
        documentId,
        metadataEntities: entities,
        operator,
        // a read sent as POST: asked once more when the server sheds it (api-client retryWhenBusy)
      },
      { retryWhenBusy: true },
    );
    return answer.documents;
  }

  async topics() {
    return (await this.api.get<{ topics: TopicView[] }>('/api/topics')).topics;
  }

  /** All chips of a document in one request. */
  async sportsSubjects(names: string[]) {
    const asked = [...new Set(names)].filter((name) => name.trim() !== '' && name.length <= LOOKUP_NAME_LENGTH).slice(0, LOOKUP_NAMES);
    if (asked.length === 0) return [];
    const query = new URLSearchParams(asked.map((name) => ['names', name]));
    return (await this.api.get<SportsLookupView>(`/api/sports/lookup?${query.toString()}`)).subjects;
  }
}
