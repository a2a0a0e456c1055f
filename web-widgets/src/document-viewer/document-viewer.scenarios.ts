import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { BAYERN_MUNCHEN, FakeDocumentViewerApi, HARRY_KANE, NOW, aNewsDocument } from './document-viewer.fixtures';
import { DocumentViewerStore, type DocumentHighlights } from './document-viewer.store';

export type ViewerScenario =
  | 'loading'
  | 'loaded'
  | 'long-body'
  | 'pdf'
  | 'no-image'
  | 'no-entities'
  | 'epoch-date'
  | 'live'
  | 'today'
  | 'yesterday'
  | 'no-url'
  | 'xss'
  | 'sports';

const LONG = Array.from(
  { length: 30 },
  (_, i) =>
    `Paragraph ${i + 1}: the Swiss National Bank and the Federal Council discussed inflation, the franc and the outlook for exports in detail.`,
).join('\n\n');

const documentFor = (scenario: ViewerScenario): NewsDocument => {
  switch (scenario) {
    case 'long-body':
      return aNewsDocument({ document: { documentBody: LONG } });
    case 'pdf':
      return aNewsDocument({
        document: {
          associatedText: [
            'Monetary policy assessment of 19 November 2026: the policy rate stays at 0%.',
            'Press release of the Swiss National Bank.',
          ],
        },
      });
    case 'no-image':
      return aNewsDocument({ document: { domain: '' } });
    case 'no-entities':
      return aNewsDocument({ metadata: { concepts: { organizations: [], persons: [], locations: [], categories: [] } } });
    case 'epoch-date':
      return aNewsDocument({ document: { publicationDate: '1970-01-01T00:00:00.000Z' } });
    case 'live':
      return aNewsDocument({ document: { publicationDate: '2026-11-21T09:40:00.000Z' } });
    case 'today':
      return aNewsDocument({ document: { publicationDate: '2026-11-21T06:00:00.000Z' } });
    case 'yesterday':
      return aNewsDocument({ document: { publicationDate: '2026-11-20T12:00:00.000Z' } });
    case 'no-url':
      return aNewsDocument({ document: { url: '' } });
    case 'xss':
      return aNewsDocument({
        document: {
          documentTitle: 'Title <img src=x onerror=alert(1)>',
          documentBody: 'Before <script>alert("xss")</script> and <img src=x onerror=alert(1)> after',
        },
      });
    case 'sports':
      return aNewsDocument({
        language: 'de',
        metadata: {
          concepts: {
            organizations: [{ name: 'Bayern München' }, { name: 'Deutscher Fußball-Bund' }],
            persons: [{ name: 'Harry Kane' }],
            locations: [{ name: 'München' }],
            categories: [{ name: 'sport' }],
          },
        },
        document: { documentTitle: 'Bayern München baut die Tabellenführung aus', documentBody: 'Harry Kane trifft zweimal in München.' },
      });
    default:
      return aNewsDocument();
  }
};

const HIGHLIGHTS: Record<string, DocumentHighlights> = {
  'doc-1': { title: [{ start: 0, end: 20 }], body: [{ start: 4, end: 24 }], associatedText: [[{ start: 47, end: 58 }]] },
};

/** A viewer over a three-document result list, opened on the middle one. */
export const makeViewerStore = (scenario: ViewerScenario) => {
  const api = new FakeDocumentViewerApi([
    aNewsDocument({ id: 'doc-0', document: { documentTitle: 'Previous result' } }),
    documentFor(scenario),
    aNewsDocument({ id: 'doc-2', document: { documentTitle: 'Next result' } }),
  ]);
  if (scenario === 'loading') api.pending.add('doc-1');
  // ADR 0030: the club links to its league's table, the player to their page
  if (scenario === 'sports') api.sportsSubjectList = [BAYERN_MUNCHEN, HARRY_KANE];
  const store = new DocumentViewerStore(api, { now: () => NOW });
  void store.open('doc-1', ['doc-0', 'doc-1', 'doc-2'], HIGHLIGHTS);
  return { api, store };
};
