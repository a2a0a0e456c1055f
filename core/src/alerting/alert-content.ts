import type { Collection } from '../collections/collection.types';
import { collectionUrl } from '../collections/collection-view';
import type { DocumentRepository } from '../documents/document.ports';
import { parseQuery } from '../search/parse-query';
import type { QueryNode } from '../search/search-query.types';
import type { AlertItem, StoryOutlets } from './alert.ports';
import { alertSnippet } from './alert-snippet';
import { alertWording } from './alert-wording';
import type { Language } from '../identity/user-view';

export const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** The collection in Newsdesk, absolute (links in e-mails, cards and webhook bodies). */
export const absoluteCollectionUrl = (publicUrl: string, collectionId: string): string =>
  `${trimSlash(publicUrl)}${collectionUrl(collectionId)}`;

/** The saved search's query; a search that no longer parses highlights nothing rather than failing the alert. */
const queryOf = (collection: Collection): QueryNode | null => {
  try {
    return parseQuery(collection.search.tags, { exactMatchesOnly: collection.search.exactMatchesOnly }).ast;
  } catch {
    return null;
  }
};

/**
 * The documents of an alert, ready to show: snippet with the collection's terms highlighted, and
 * how many other outlets carry the story (ADR 0022). Documents deleted meanwhile are left out.
 */
export const alertItems = async (
  deps: { documents: Pick<DocumentRepository, 'findById'>; storyOutlets?: StoryOutlets; publicUrl: string },
  collection: Collection,
  documentIds: readonly string[],
): Promise<AlertItem[]> => {
  const found = await Promise.all(documentIds.map((id) => deps.documents.findById(id)));
  const documents = found.filter((d) => d !== null);
  const outlets = deps.storyOutlets ? await deps.storyOutlets.count([...new Set(documents.map((d) => d.storyId))]) : new Map();
  const ast = queryOf(collection);
  return documents.map((d) => ({
    documentId: d.id,
    title: d.document.documentTitle,
    url: d.document.url,
    domain: d.document.domain,
    time: new Date(d.document.publicationDate ?? d.document.firstAcquisitionDate),
    newsdeskUrl: `${trimSlash(deps.publicUrl)}/search?docId=${encodeURIComponent(d.id)}`,
    snippet: alertSnippet(d.document.documentBody || d.document.documentTitle, ast, d.language),
    otherOutlets: Math.max(0, (outlets.get(d.storyId) ?? 1) - 1),
  }));
};

/** What a test message shows: no document, a line saying it is a test, the collection's link. */
export const testItem = (publicUrl: string, collection: Collection, language: Language, at: Date): AlertItem => {
  const w = alertWording(language);
  const url = absoluteCollectionUrl(publicUrl, collection.id);
  let domain = '';
  try {
    domain = new URL(publicUrl).hostname;
  } catch {
    domain = '';
  }
  return {
    documentId: '',
    title: w.testTitle,
    url,
    domain,
    time: at,
    newsdeskUrl: url,
    snippet: [{ text: w.testSnippet, highlighted: false }],
    otherOutlets: 0,
  };
};
