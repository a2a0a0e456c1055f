import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import { RunSearch } from '@newsdesk/core/search/run-search';
import { COUNT_CAP, type SearchHits, type SearchIndex, type SearchRequest as IndexRequest } from '@newsdesk/core/search/search.ports';
import { matchesQuery } from '@newsdesk/core/search/term-matching';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { ApiError } from '../api/api-error';
import { aNewsDocument } from '../document-viewer/document-viewer.fixtures';
import type { SearchApi } from './search.gateway';
import { foldForSuggestion } from '@newsdesk/core/suggestions/suggest';
import { nameHasWords, phraseOf, wordsOf } from '@newsdesk/core/suggestions/suggestion-words';
import type {
  FilterOptions,
  SearchParams,
  SearchRequest,
  SearchResponse,
  SharedSearchView,
  SourceChoice,
  Suggestion,
} from './search.types';

/* Object mothers and an in-memory server for stories and tests (no network). The fake runs the
 * real query rules of core (RunSearch, parseQuery), so refusals and highlights are the server's. */

export const NOW = new Date('2026-11-21T10:00:00.000Z');

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

interface Seed {
  title: string;
  body: string;
  domain: string;
  language?: NewsDocument['language'];
  topic?: string;
  hoursAgo: number;
  storyId?: string;
}

const SEEDS: Seed[] = [
  {
    title: 'Swiss National Bank holds its policy rate at zero',
    body: 'The Swiss National Bank left its policy rate unchanged on Thursday. Inflation has eased to 0.6 percent, and the franc remains strong against the euro.',
    domain: 'nzz.ch',
    topic: 'economy',
    hoursAgo: 0.5,
    storyId: 'snb',
  },
  {
    title: 'SNB keeps rates on hold',
    body: 'Zurich (wire) – The Swiss National Bank kept its policy rate at zero percent, citing low inflation.',
    domain: 'srf.ch',
    topic: 'economy',
    hoursAgo: 0.7,
    storyId: 'snb',
  },
  {
    title: 'SNB: Leitzins bleibt bei null',
    body: 'Die Schweizerische Nationalbank belässt den Leitzins bei null Prozent. Die Inflation liegt bei 0,6 Prozent.',
    domain: 'tagesanzeiger.ch',
    language: 'de',
    topic: 'economy',
    hoursAgo: 3,
  },
  {
    title: 'La BNS maintient son taux directeur',
    body: 'La Banque nationale suisse a laissé son taux directeur inchangé jeudi; l’inflation reste faible.',
    domain: 'letemps.ch',
    language: 'fr',
    topic: 'economy',
    hoursAgo: 5,
  },
  {
    title: 'Federal Council presents the 2027 budget',
    body: 'Finance minister Karin Keller-Sutter presented the budget in Bern. Spending on defence rises while inflation forecasts fall.',
    domain: 'swissinfo.ch',
    topic: 'politics',
    hoursAgo: 20,
  },
  {
    title: 'UBS reports third-quarter profit',
    body: 'UBS reported a higher profit for the third quarter. The bank expects inflation and interest rates to stay low.',
    domain: 'nzz.ch',
    topic: 'economy',
    hoursAgo: 30,
  },
  {
    title: 'Zurich airport counts record passengers',
    body: 'Zurich airport handled more passengers in October than ever before, helped by strong demand from Asia.',
    domain: 'srf.ch',
    topic: 'travel',
    hoursAgo: 50,
  },
  {
    title: 'Geneva motor show will not return',
    body: 'The organisers of the Geneva motor show said the fair will not take place again.',
    domain: 'letemps.ch',
    topic: 'economy',
    hoursAgo: 70,
  },
  {
    title: 'Ice hockey: ZSC Lions win the derby',
    body: 'The ZSC Lions beat Kloten 4–2 in front of a sold-out arena in Zurich.',
    domain: 'blick.ch',
    language: 'de',
    topic: 'sport',
    hoursAgo: 80,
  },
  {
    title: 'Parliament debates the pension reform',
    body: 'The National Council debated the pension reform for six hours; inflation compensation for pensions was the main dispute.',
    domain: 'swissinfo.ch',
    topic: 'politics',
    hoursAgo: 100,
  },
];

/** Ten documents of the last days; the first two are one story (a wire copy). */
export const someDocuments = (): NewsDocument[] =>
  SEEDS.map((seed, i) => {
    const published = new Date(NOW.getTime() - seed.hoursAgo * 3_600_000).toISOString();
    return aNewsDocument({
      id: `doc-${i + 1}`,
      storyId: seed.storyId ?? `story-${i + 1}`,
      isOriginal: i !== 1,
      language: seed.language ?? 'en',
      metadata: { concepts: { organizations: [], persons: [], locations: [], categories: seed.topic ? [{ name: seed.topic }] : [] } },
      document: {
        documentTitle: seed.title,
        documentBody: seed.body,
        domain: seed.domain,
        publicationDate: published,
        firstAcquisitionDate: published,
        url: `https://${seed.domain}/${i + 1}`,
      },
    });
  });

export const someFilterOptions = (): FilterOptions => ({
  sources: [
    { domain: 'nzz.ch', name: 'Neue Zürcher Zeitung' },
    { domain: 'srf.ch', name: 'SRF' },
    { domain: 'tagesanzeiger.ch', name: 'Tages-Anzeiger' },
    { domain: 'letemps.ch', name: 'Le Temps' },
    { domain: 'swissinfo.ch', name: 'swissinfo' },
    { domain: 'blick.ch', name: 'Blick' },
  ],
  topics: [
    { id: 'economy', name: 'Economy', parentId: null, labels: { de: 'Wirtschaft', fr: 'Économie' } },
    { id: 'politics', name: 'Politics', parentId: null, labels: { de: 'Politik', fr: 'Politique' } },
    { id: 'sport', name: 'Sport', parentId: null },
    { id: 'travel', name: 'Travel', parentId: null },
  ],
});

export const someSuggestions = (): Suggestion[] => [
  { name: 'Swiss National Bank', kind: 'organization', documents: 1284 },
  { name: 'Swissair', kind: 'organization', documents: 35 },
  { name: 'Switzerland', kind: 'location', documents: 9120 },
  { name: 'Zurich', kind: 'location', documents: 4410 },
  { name: 'Karin Keller-Sutter', kind: 'person', documents: 310 },
  { name: 'economy', kind: 'topic', documents: 5200 },
  { name: 'inflation', kind: 'term', documents: 860 },
];

/** Every domain of an index, with documents: the named sources and sites only crawled (GET /api/search/sources). */
export const someSources = (): SourceChoice[] => [
  { domain: 'nzz.ch', name: 'Neue Zürcher Zeitung', documents: 48_210 },
  { domain: 'srf.ch', name: 'SRF', documents: 31_877 },
  { domain: 'tagesanzeiger.ch', name: 'Tages-Anzeiger', documents: 29_004 },
  { domain: 'letemps.ch', name: 'Le Temps', documents: 12_530 },
  { domain: 'blick.ch', name: 'Blick', documents: 9_812 },
  { domain: 'swissinfo.ch', name: 'swissinfo', documents: 4_118 },
  { domain: 'luzernerzeitung.ch', name: 'luzernerzeitung.ch', documents: 3_960 },
  { domain: 'watson.ch', name: 'watson.ch', documents: 2_271 },
  { domain: 'heidi.news', name: 'heidi.news', documents: 388 },
  { domain: 'police.be.ch', name: 'Kapo Bern', documents: 41 },
];

/** SearchIndex over an array: the query semantics of core, filters, time range, sort, paging. */
export class InMemorySearchIndex implements SearchIndex {
  /** Pretends this many more matches exist (the > 10,000 warning). */
  extraMatches = 0;

  constructor(readonly documents: NewsDocument[]) {}

  search(request: IndexRequest): Promise<SearchHits> {
    const { filters, range, sort } = request;
    const date = (doc: NewsDocument) =>
      sort.field === 'publication-date'
        ? (doc.document.publicationDate ?? doc.document.firstAcquisitionDate)
        : doc.document.firstAcquisitionDate;
    const found = this.documents
      .filter((doc) => matchesQuery(request.ast, doc))
      .filter((doc) => filters.domains.length === 0 || filters.domains.includes(doc.document.domain))
      .filter((doc) => filters.languages.length === 0 || filters.languages.includes(doc.language))
      .filter((doc) => filters.topics.length === 0 || doc.metadata.concepts.categories.some((c) => filters.topics.includes(c.name)))
      .filter((doc) => {
        const at = new Date(doc.document.firstAcquisitionDate);
        return at >= range.from && at <= range.to;
      })
      .sort((a, b) => (sort.direction === 'newest' ? date(b).localeCompare(date(a)) : date(a).localeCompare(date(b))));
    const storySizes = new Map<string, number>();
    for (const doc of found) storySizes.set(doc.storyId, (storySizes.get(doc.storyId) ?? 0) + 1);
    return Promise.resolve({
      documents: found.slice(request.offset, request.offset + request.limit),
      total: Math.min(found.length + this.extraMatches, COUNT_CAP),
      storySizes,
    });
  }
}

interface Deferred {
  request: SearchRequest;
  resolve: () => void;
}

/**
 * The search API in memory. `mode` 'pending' never answers, 'failing' answers 500; `held`
 * keeps answers back until released (to test that a stale answer loses).
 */
export class FakeSearchApi implements SearchApi {
  readonly index: InMemorySearchIndex;
  readonly requests: SearchRequest[] = [];
  readonly suggestCalls: string[] = [];
  readonly shares = new Map<string, SharedSearchView>();
  readonly expiredShares = new Set<string>();
  readonly held: Deferred[] = [];
  mode: 'normal' | 'pending' | 'failing' | 'hold' = 'normal';
  suggestionList: Suggestion[] = someSuggestions();
  options: FilterOptions = someFilterOptions();
  private readonly runSearch: RunSearch;
  private shareCount = 0;

  constructor(documents: NewsDocument[] = someDocuments()) {
    this.index = new InMemorySearchIndex(documents);
    this.runSearch = new RunSearch(this.index, { now: () => NOW });
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    this.requests.push(clone(request));
    if (this.mode === 'pending') return new Promise(() => undefined);
    if (this.mode === 'failing') throw new ApiError({ status: 500, code: 'server.internal', message: 'Something went wrong on our side.' });
    if (this.mode === 'hold') await new Promise<void>((resolve) => this.held.push({ request: clone(request), resolve }));
    try {
      return clone(await this.runSearch.execute(clone(request)));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      throw new ApiError({ status: 400, code: error.code, message: error.message, details: error.details });
    }
  }

  sourceList: SourceChoice[] = someSources();
  readonly sourceCalls: string[] = [];

  /** As the server answers (core/suggestions): a word of the name starts with each typed word; two or more words end with the phrase. */
  suggest(text: string): Promise<Suggestion[]> {
    this.suggestCalls.push(text);
    const words = wordsOf(foldForSuggestion(text));
    const found = this.suggestionList.filter((s) => nameHasWords(foldForSuggestion(s.name), words)).map(clone);
    const phrase = words.length >= 2 ? phraseOf(text) : null;
    return Promise.resolve(phrase ? [...found, { name: phrase, kind: 'phrase', documents: 0 }] : found);
  }

  sources(text: string): Promise<SourceChoice[]> {
    this.sourceCalls.push(text);
    if (this.mode === 'failing')
      return Promise.reject(new ApiError({ status: 500, code: 'server.internal', message: 'Something went wrong on our side.' }));
    const typed = text.trim().toLowerCase();
    return Promise.resolve(this.sourceList.filter((s) => s.domain.includes(typed) || s.name.toLowerCase().includes(typed)).map(clone));
  }

  filterOptions(): Promise<FilterOptions> {
    return Promise.resolve(clone(this.options));
  }

  share(params: SearchParams): Promise<SharedSearchView> {
    const id = `shared-search-${String(++this.shareCount).padStart(8, '0')}`;
    const view = {
      id,
      params: clone(params) as unknown as Record<string, unknown>,
      createdAt: NOW.toISOString(),
      expiresAt: new Date(NOW.getTime() + 48 * 3_600_000).toISOString(),
    };
    this.shares.set(id, view);
    return Promise.resolve(clone(view));
  }

  shared(id: string): Promise<SharedSearchView> {
    if (this.expiredShares.has(id)) {
      return Promise.reject(
        new ApiError({
          status: 410,
          code: 'search.share_expired',
          message: 'This shared search has expired (links are valid for 48 hours).',
        }),
      );
    }
    const view = this.shares.get(id);
    return view
      ? Promise.resolve(clone(view))
      : Promise.reject(new ApiError({ status: 404, code: 'search.share_not_found', message: 'This shared search does not exist.' }));
  }
}

/** localStorage in memory, with an optional quota (bytes of all values) to test overflow. */
export class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly items = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const used = [...this.items].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0);
    if (used + value.length > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}
