import type { DocumentLanguage, EntityMention } from '../documents/document.types';

/** An item of a feed, before enrichment. Dates are ISO strings or null when the feed has none. */
export interface FeedItem {
  title: string;
  link: string | null;
  guid: string | null;
  summary: string;
  /** Full content when the feed carries it (content:encoded, atom:content), as plain text. */
  content: string | null;
  published: string | null;
  author: string | null;
  /** Links to PDFs (enclosures or links with a .pdf path / application/pdf type). */
  pdfLinks: string[];
}

export interface ParsedFeed {
  title: string;
  format: 'rss2' | 'rss1' | 'atom' | 'rss09';
  items: FeedItem[];
}

/** Answer of the outbound HTTP gate. `notModified` when a conditional GET hit (304). */
export interface FetchedResource {
  url: string;
  finalUrl: string;
  status: number;
  notModified: boolean;
  contentType: string | null;
  /** Raw bytes (decompressed); empty when notModified. */
  body: Uint8Array;
  etag: string | null;
  lastModified: string | null;
}

export interface FetchOptions {
  etag?: string | null;
  lastModified?: string | null;
  /** Accept header; defaults to a feed/html/pdf friendly one. */
  accept?: string;
}

/** The ONE way out to the network (SSRF-safe, capped, polite); see adapters/src/fetch. */
export const OutboundHttp = Symbol.for('OutboundHttp');
export interface OutboundHttp {
  fetch(url: string, options?: FetchOptions): Promise<FetchedResource>;
}

export const FeedParser = Symbol.for('FeedParser');
export interface FeedParser {
  /**
   * Bytes as fetched; the parser finds the encoding (declared or sniffed). Relative links resolve
   * against `documentUrl` (the feed's own address). Throws FeedError.
   */
  parse(bytes: Uint8Array, contentType: string | null, documentUrl?: string | null): ParsedFeed;
}

export const ArticleExtractor = Symbol.for('ArticleExtractor');
export interface ArticleExtractor {
  /** The main text of an article page, or null when none can be found. */
  extract(html: string, url: string): { title: string | null; text: string } | null;
}

export const PdfTextExtractor = Symbol.for('PdfTextExtractor');
export interface PdfTextExtractor {
  extract(bytes: Uint8Array): Promise<string>;
}

export const LanguageDetector = Symbol.for('LanguageDetector');
export interface LanguageDetector {
  detect(text: string): DocumentLanguage;
}

export const EntityExtractor = Symbol.for('EntityExtractor');
export interface EntityExtractor {
  extract(text: string, language: DocumentLanguage): EntityMention[];
}
