import type { Clock } from '../shared/clock';
import type { DocumentRepository } from '../documents/document.ports';
import { conceptsFromMentions, type DocumentLanguage, type NewsDocument } from '../documents/document.types';
import type { TopicMatcher } from '../topics/assign-topics';
import { originalSourceUrl } from '../documents/original-source';
import { canonicalUrl, domainOf } from './canonical-url';
import { CANDIDATE_DISTANCE, contentHash, isNearDuplicateText, simhash } from './fingerprint';
import type { EntityExtractor, LanguageDetector } from './ingestion.ports';
import type { IdGenerator } from '../shared/id-generator';

/** An article as a feed, a page or an archive gives it. */
export interface RawArticle {
  url: string | null;
  title: string;
  body: string;
  publishedAt: string | null;
  /** Shown source when the URL has none (archives). */
  sourceName?: string | null;
  sourceId?: string | null;
  associatedText?: string[];
}

export type IngestOutcome =
  | { outcome: 'new'; documentId: string; storyId: string; isOriginal: boolean }
  | { outcome: 'updated'; documentId: string }
  | { outcome: 'duplicate'; documentId: string }
  | { outcome: 'skipped'; reason: string };

/** Copies of one story arrive within days; older documents are not compared. */
export const STORY_WINDOW_MS = 3 * 24 * 3_600_000;
const MIN_BODY_CHARACTERS = 40;

/**
 * Text as PostgreSQL can store it: a NUL character (an archive's \u0000, a PDF's text layer) makes
 * the whole insert fail ("invalid message format"), so it is dropped; the other C0 controls but
 * tab and line breaks (a PDF's form feed between pages) become a space, so words stay apart.
 */
const storable = (text: string): string =>
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  text
    .replace(/\u0000/g, '')
    .replace(/[\u0001-\u0008\u000b\u000c\u000e-\u001f]/g, ' ')
    .trim();

/**
 * One article through the pipeline: canonical URL → exact duplicates dropped (URL or text) →
 * changed text at a known URL updated → language → entities → topics → story (near-duplicates
 * join the first-seen document's story) → stored and announced. Idempotent: the same article
 * twice changes nothing.
 */
export class IngestArticle {
  constructor(
    private readonly documents: DocumentRepository,
    private readonly language: LanguageDetector,
    private readonly entities: EntityExtractor,
    private readonly topics: () => Promise<TopicMatcher>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(article: RawArticle): Promise<IngestOutcome> {
    const title = storable(article.title);
    const body = storable(article.body);
    const associatedText = (article.associatedText ?? []).map(storable).filter(Boolean);
    if (body.length < MIN_BODY_CHARACTERS && associatedText.length === 0) return { outcome: 'skipped', reason: 'no text' };
    const hash = contentHash(title, [body, ...associatedText].join('\n'));
    const canonical = (article.url && canonicalUrl(article.url)) || `urn:newsdesk:text:${hash}`;

    const known = await this.documents.findByCanonicalUrl(canonical);
    if (known && known.contentHash === hash) return { outcome: 'duplicate', documentId: known.id };
    const sameText = known ? null : await this.documents.findByContentHash(hash);
    if (sameText) return { outcome: 'duplicate', documentId: sameText.id };

    const now = this.clock.now();
    const text = `${title}\n${body}`;
    const language: DocumentLanguage = this.language.detect(text);
    const mentions = this.entities.extract(text, language);
    const categories = (await this.topics())(
      `${text}\n${associatedText.join('\n')}`,
      mentions.map((m) => m.name),
    );
    const fingerprint = simhash(text);

    if (known) {
      await this.documents.updateText(known.id, {
        title,
        body,
        associatedText,
        contentHash: hash,
        simhash: fingerprint,
        mentions,
        categories,
        language,
        changedAt: now,
      });
      return { outcome: 'updated', documentId: known.id };
    }

    const id = this.ids.newId();
    const candidates = await this.documents.storyCandidates(fingerprint, new Date(now.getTime() - STORY_WINDOW_MS), CANDIDATE_DISTANCE, 20);
    const original = candidates.find((c) => isNearDuplicateText(`${c.title}\n${c.body}`, text));
    const storyId = original ? original.storyId : id;
    const document: NewsDocument = {
      id,
      document: {
        publicationDate: article.publishedAt,
        firstAcquisitionDate: now.toISOString(),
        domain: (article.url && domainOf(article.url)) || article.sourceName?.trim() || 'unknown',
        documentTitle: title,
        documentBody: body,
        // only an address a reader may open (an archive line can carry javascript:, data:, …)
        url: originalSourceUrl(article.url) ?? '',
        associatedText,
      },
      metadata: { concepts: { ...conceptsFromMentions(mentions), categories: categories.map((name) => ({ name })) } },
      language,
      storyId,
      isOriginal: !original,
    };
    await this.documents.insert({
      ...document,
      canonicalUrl: canonical,
      contentHash: hash,
      simhash: fingerprint,
      sourceId: article.sourceId ?? null,
      mentions,
    });
    return { outcome: 'new', documentId: id, storyId, isOriginal: !original };
  }
}
