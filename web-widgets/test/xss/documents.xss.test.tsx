import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { XSS_PAYLOADS, inGroups } from '@newsdesk/core/testing/xss-payloads';
import { DocumentViewer } from '../../src/document-viewer/DocumentViewer';
import { FakeDocumentViewerApi, NOW, aNewsDocument } from '../../src/document-viewer/document-viewer.fixtures';
import { DocumentViewerStore, type DocumentHighlights } from '../../src/document-viewer/document-viewer.store';
import { SearchWorkspace } from '../../src/search/SearchWorkspace';
import { FakeSearchApi } from '../../src/search/search.fixtures';
import { SearchStore } from '../../src/search/search.store';
import { renderWidget } from '../../src/testing/render-widget';
import { auditXss, installXssCanary } from '../../src/testing/xss-audit';

/*
 * Documents come from anyone who publishes a feed, a PDF or an archive: every payload goes
 * through every field the document viewer and the search results show — title, body, PDF texts,
 * domain, original URL, entity names, topic, related documents — with highlights cutting through
 * the payloads as a search would.
 */
const canary = installXssCanary();
afterAll(() => canary.uninstall());
afterEach(() => cleanup());

const P = XSS_PAYLOADS;
const at = (i: number) => P[i % P.length]!;
const hostileDocument = (i: number): NewsDocument =>
  aNewsDocument({
    id: `doc-${i}`,
    storyId: `story-${i}`,
    metadata: {
      concepts: {
        organizations: [{ name: at(i + 1) }, { name: at(i + 2) }],
        persons: [{ name: at(i + 3) }],
        locations: [{ name: at(i + 4) }],
        categories: [{ name: 'economy' }],
      },
    },
    document: {
      documentTitle: `${at(i)} harbour`,
      documentBody: `Harbour news ${at(i)}\n\n${at(i + 5)} and ${at(i + 6)}\n\nThe harbour authority said ${at(i + 7)}.`,
      associatedText: [`PDF: ${at(i + 8)}`, at(i + 9)],
      domain: at(i + 10),
      url: at(i),
      publicationDate: NOW.toISOString(),
      firstAcquisitionDate: NOW.toISOString(),
    },
  });
const documents = P.map((_, i) => hostileDocument(i));

describe('the document viewer shows hostile documents as text', () => {
  let api: FakeDocumentViewerApi;
  let store: DocumentViewerStore;
  beforeAll(() => {
    api = new FakeDocumentViewerApi(documents);
    api.topicList = [{ id: 'economy', name: at(11) }];
    api.relatedDocuments = inGroups(P, 4)[0]!
      .map((_payload, i) => hostileDocument(i + 40))
      .map((doc, i) => ({ ...doc, id: `rel-${i}`, document: { ...doc.document, documentTitle: at(i + 40) } }));
  });

  test.each(
    inGroups(
      documents.map((doc, i) => [i, doc.id] as const),
      10,
    ),
  )('documents %#: every payload in every field, highlighted, stays inert', async (...group) => {
    store = new DocumentViewerStore(api, { now: () => NOW });
    renderWidget(<DocumentViewer store={store} shareBaseUrl="https://newsdesk.example" />);
    for (const [i, id] of group) {
      const doc = documents[i]!;
      // highlights that start and end inside the payloads, as a search for their words would
      const highlights: Record<string, DocumentHighlights> = {
        [id]: {
          title: [{ start: 1, end: Math.max(2, Math.floor(doc.document.documentTitle.length / 2)) }],
          body: [{ start: 3, end: 30 }],
          associatedText: [[{ start: 0, end: 6 }], []],
        },
      };
      await act(async () => {
        await store.open(
          id,
          documents.map((d) => d.id),
          highlights,
        );
      });
      // the payload is there, as text
      expect(screen.getByRole('dialog').textContent).toContain(at(i).trim().slice(0, 12));
      expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
    }
  });
});

describe('search results show hostile documents as text', () => {
  test.each(
    inGroups(
      P.map((_, i) => i),
      30,
    ),
  )('results %#: titles, snippets, domains, filters and suggestions stay inert', async (...indexes) => {
    const api = new FakeSearchApi(indexes.map((i) => hostileDocument(i)));
    api.options = {
      sources: indexes.slice(0, 10).map((i) => ({ domain: at(i + 10), name: at(i + 12) })),
      topics: indexes.slice(0, 5).map((i, n) => ({ id: `topic-${n}`, name: at(i + 13), parentId: null })),
    };
    api.suggestionList = indexes.map((i) => ({ name: `harbour ${at(i + 14)}`, kind: 'organization' as const, documents: 3 }));
    const store = new SearchStore(api, { cache: null, now: () => NOW, debounceMs: 0, shareBaseUrl: 'https://newsdesk.example' });
    renderWidget(<SearchWorkspace store={store} onOpenDocument={() => undefined} />);
    await act(async () => {
      await store.init();
      store.setDraft('harbour');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // the suggestion list is open with hostile names; then the search runs
    expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
    await act(async () => {
      store.addSuggestion({ name: 'harbour', kind: 'term', documents: indexes.length });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.body.textContent).toContain(at(indexes[0]!).trim().slice(0, 12));
    expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
  });
});
