import type { DocumentRecord, DocumentRepository, StoryCandidate, TextChange } from '../documents/document.ports';
import { conceptsFromMentions } from '../documents/document.types';
import { hammingDistance } from '../ingestion/fingerprint';

export class InMemoryDocumentRepository implements DocumentRepository {
  readonly records = new Map<string, DocumentRecord>();
  readonly revisions: { documentId: string; previousTitle: string; changedAt: Date }[] = [];
  readonly announced: string[] = [];

  async findByCanonicalUrl(canonicalUrl: string) {
    return this.ref([...this.records.values()].find((r) => r.canonicalUrl === canonicalUrl));
  }
  async findByContentHash(contentHash: string) {
    return this.ref([...this.records.values()].find((r) => r.contentHash === contentHash));
  }
  async storyCandidates(simhash: bigint, since: Date, maxDistance: number, limit: number): Promise<StoryCandidate[]> {
    return [...this.records.values()]
      .filter((r) => Date.parse(r.document.firstAcquisitionDate) >= since.getTime())
      .map((r) => ({ r, distance: hammingDistance(r.simhash, simhash) }))
      .filter(({ distance }) => distance <= maxDistance)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, limit)
      .map(({ r }) => ({ id: r.id, storyId: r.storyId, title: r.document.documentTitle, body: r.document.documentBody }));
  }
  async insert(record: DocumentRecord) {
    this.records.set(record.id, structuredClone(record));
    this.announced.push(record.id);
  }
  async updateText(id: string, change: TextChange) {
    const record = this.records.get(id);
    if (!record) return;
    this.revisions.push({ documentId: id, previousTitle: record.document.documentTitle, changedAt: change.changedAt });
    record.document.documentTitle = change.title;
    record.document.documentBody = change.body;
    record.document.associatedText = change.associatedText;
    record.contentHash = change.contentHash;
    record.simhash = change.simhash;
    record.mentions = change.mentions;
    record.language = change.language;
    record.metadata.concepts = { ...conceptsFromMentions(change.mentions), categories: change.categories.map((name) => ({ name })) };
  }
  async findById(id: string) {
    const record = this.records.get(id);
    if (!record) return null;
    const { canonicalUrl: _c, contentHash: _h, simhash: _s, sourceId: _src, mentions: _m, ...document } = structuredClone(record);
    return document;
  }
  private ref(record: DocumentRecord | undefined) {
    return record ? { id: record.id, canonicalUrl: record.canonicalUrl, contentHash: record.contentHash, storyId: record.storyId } : null;
  }
}
