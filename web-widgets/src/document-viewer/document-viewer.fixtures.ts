import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import type { SportsSubjectView } from '@newsdesk/core/sports/sports.views';
import { ApiError } from '../api/api-error';
import type { DocumentViewerApi, EntityOperator, TopicView } from './document-viewer.gateway';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/* Object mothers and an in-memory server for stories and tests (no network). */

export const NOW = new Date('2026-11-21T10:00:00.000Z');

export interface DocumentOverrides extends Partial<Omit<NewsDocument, 'document'>> {
  document?: Partial<NewsDocument['document']>;
}

export const aNewsDocument = ({ document, ...rest }: DocumentOverrides = {}): NewsDocument => ({
  id: 'doc-1',
  language: 'en',
  storyId: 'doc-1',
  isOriginal: true,
  metadata: {
    concepts: {
      organizations: [{ name: 'Swiss National Bank' }, { name: 'UBS' }],
      persons: [{ name: 'Karin Keller-Sutter' }],
      locations: [{ name: 'Zurich' }, { name: 'Bern' }],
      categories: [{ name: 'economy' }],
    },
  },
  ...rest,
  document: {
    publicationDate: '2026-11-20T07:30:00.000Z',
    firstAcquisitionDate: '2026-11-20T07:32:00.000Z',
    domain: 'nzz.ch',
    documentTitle: 'Swiss National Bank holds its policy rate',
    documentBody:
      'The Swiss National Bank left its policy rate unchanged on Thursday.\n\nFinance minister Karin Keller-Sutter welcomed the decision in Bern.',
    url: 'https://www.nzz.ch/wirtschaft/snb-leitzins',
    associatedText: [],
    ...document,
  },
});

export { BAYERN_MUNCHEN, HARRY_KANE } from '../testing/sports-subjects';

export const someTopics = (): TopicView[] => [
  { id: 'economy', name: 'Economy' },
  { id: 'politics', name: 'Politics' },
];

export const someRelatedDocuments = (): NewsDocument[] => [
  aNewsDocument({ id: 'rel-1', document: { documentTitle: 'UBS reports third-quarter profit', domain: 'srf.ch' } }),
  aNewsDocument({ id: 'rel-2', document: { documentTitle: 'Franc strengthens after rate decision', domain: 'letemps.ch' } }),
  aNewsDocument({ id: 'rel-3', document: { documentTitle: 'Keller-Sutter presents the budget', domain: 'tagesanzeiger.ch' } }),
];

export interface RelatedCall {
  documentId: string;
  entities: string[];
  operator: EntityOperator;
}

/** Serves the given documents by id; an unknown id fails, `pending` ids never answer. */
export class FakeDocumentViewerApi implements DocumentViewerApi {
  readonly documents = new Map<string, NewsDocument>();
  readonly relatedCalls: RelatedCall[] = [];
  readonly pending = new Set<string>();
  relatedDocuments: NewsDocument[] = someRelatedDocuments();
  topicList: TopicView[] = someTopics();
  /** What the sports lookup knows; names asked for that are not here have no subject. */
  sportsSubjectList: SportsSubjectView[] = [];
  readonly sportsCalls: string[][] = [];

  constructor(documents: NewsDocument[] = [aNewsDocument()]) {
    for (const doc of documents) this.documents.set(doc.id, doc);
  }

  document(id: string): Promise<NewsDocument> {
    if (this.pending.has(id)) return new Promise(() => undefined);
    const doc = this.documents.get(id);
    return doc
      ? Promise.resolve(clone(doc))
      : Promise.reject(new ApiError({ status: 404, code: 'document.not_found', message: 'Document not found.' }));
  }

  related(documentId: string, entities: string[], operator: EntityOperator): Promise<NewsDocument[]> {
    this.relatedCalls.push({ documentId, entities: [...entities], operator });
    return Promise.resolve(this.relatedDocuments.map((doc) => clone(doc)));
  }

  topics(): Promise<TopicView[]> {
    return Promise.resolve([...this.topicList]);
  }

  sportsSubjects(names: string[]): Promise<SportsSubjectView[]> {
    this.sportsCalls.push([...names]);
    return Promise.resolve(this.sportsSubjectList.filter((subject) => names.includes(subject.name)).map((subject) => clone(subject)));
  }
}
