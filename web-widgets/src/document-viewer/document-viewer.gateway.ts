import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import type { ApiClient } from '../api/api-client';

export type EntityOperator = 'AND' | 'OR';

/** A topic as `GET /api/topics` sends it; the viewer only needs id and name. */
export interface TopicView {
  id: string;
  name: string;
}

/** The calls of the document viewer; the store depends on this, stories and tests fake it. */
export interface DocumentViewerApi {
  document(id: string): Promise<NewsDocument>;
  related(documentId: string, entities: string[], operator: EntityOperator): Promise<NewsDocument[]>;
  topics(): Promise<TopicView[]>;
}

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
}
