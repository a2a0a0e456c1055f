import type { DocumentRepository } from '../documents/document.ports';
import type { NewsDocument } from '../documents/document.types';
import { DomainError } from '../shared/domain-error';

export type EntityOperator = 'AND' | 'OR';

export const RELATED_LIMIT = 20;

export const RelatedDocumentIndex = Symbol.for('RelatedDocumentIndex');
export interface RelatedDocumentIndex {
  /**
   * Documents other than `excludeId` naming the entities (AND: all of them, OR: any), most shared
   * entities first, then the newest; across languages.
   */
  sharingEntities(
    names: string[],
    operator: EntityOperator,
    excludeId: string | null,
    limit: number,
    offset?: number,
  ): Promise<NewsDocument[]>;
}

export const documentNotFound = () => new DomainError('not_found', 'document.not_found', 'This document does not exist.');

const entityNames = (doc: NewsDocument): string[] => {
  const { organizations, persons, locations } = doc.metadata.concepts;
  return [...new Set([...organizations, ...persons, ...locations].map((e) => e.name))];
};

/**
 * Spec §2/§4: related documents share the entities selected in the document view (all of the
 * document's entities until the user picks chips); OR by default, AND on request.
 */
export class FindRelatedDocuments {
  constructor(
    private readonly documents: Pick<DocumentRepository, 'findById'>,
    private readonly index: RelatedDocumentIndex,
  ) {}

  async execute(documentId: string, operator: EntityOperator, selected?: string[]): Promise<NewsDocument[]> {
    const document = await this.documents.findById(documentId);
    if (!document) throw documentNotFound();
    const own = entityNames(document);
    const names = selected?.length ? selected.filter((n) => own.includes(n)) : own;
    if (names.length === 0) return [];
    return this.index.sharingEntities(names, operator, documentId, RELATED_LIMIT);
  }
}

/** Documents naming an entity (spec §7 metadata-documents search). */
export class FindDocumentsByEntity {
  constructor(private readonly index: RelatedDocumentIndex) {}

  async execute(names: string[], operator: EntityOperator, page: number, pageSize: number): Promise<NewsDocument[]> {
    const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
    if (unique.length === 0) return [];
    return this.index.sharingEntities(unique, operator, null, pageSize, (page - 1) * pageSize);
  }
}
