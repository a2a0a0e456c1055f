import type { SiteEntry, SiteListKind } from '@newsdesk/core/sources/site-list';
import type { FeedSourceView, OfficialSourceView, SiteListFileView } from '@newsdesk/core/sources/source.views';
import { cleanTopicLabels } from '@newsdesk/core/topics/topic-labels';
import type { Topic, TopicLabels } from '@newsdesk/core/topics/topic.types';
import { ApiError } from '../api/api-error';
import type { FeedSourceInput, OfficialSourceInput, SourceAdminApi, TopicInput } from './source-admin.gateway';

/* Data and a fake server for the administration's stories and tests (no testing library here). */

const healthy = {
  lastFetchAt: '2026-11-21T08:45:00.000Z',
  lastSuccessAt: '2026-11-21T08:45:00.000Z',
  lastItemCount: 40,
  lastNewCount: 6,
  lastError: null,
  consecutiveFailures: 0,
  paused: false,
  pausedReason: null,
};

export const someFeedSources = (): FeedSourceView[] => [
  {
    id: 'src-1',
    name: 'Blick – News',
    url: 'https://www.blick.ch/news/rss.xml',
    domain: 'blick.ch',
    intervalMinutes: 15,
    enabled: true,
    concurrency: 2,
    health: {
      ...healthy,
      lastItemCount: 30,
      lastNewCount: 0,
      lastFetchAt: '2026-11-21T08:30:00.000Z',
      lastSuccessAt: null,
      lastError: 'fetch.timeout: The server did not answer within 20 seconds.',
      consecutiveFailures: 2,
    },
    nextCrawlAt: '2026-11-21T08:45:00.000Z',
  },
  {
    id: 'src-2',
    name: 'Le Temps',
    url: 'https://www.letemps.ch/articles.rss',
    domain: 'letemps.ch',
    intervalMinutes: 30,
    enabled: true,
    concurrency: 2,
    health: {
      ...healthy,
      lastError: 'feed.malformed: The feed is not well-formed XML.',
      consecutiveFailures: 5,
      paused: true,
      pausedReason: 'Paused after 5 failed crawls in a row. Last error: feed.malformed: The feed is not well-formed XML.',
    },
    nextCrawlAt: null,
  },
  {
    id: 'src-3',
    name: 'SRF News',
    url: 'https://www.srf.ch/news/bnf/rss/1646',
    domain: 'srf.ch',
    intervalMinutes: 15,
    enabled: true,
    concurrency: 2,
    health: healthy,
    nextCrawlAt: '2026-11-21T09:00:00.000Z',
  },
  {
    id: 'src-4',
    name: 'watson.ch',
    url: 'https://www.watson.ch/api/1.0/rss/index.xml',
    domain: 'watson.ch',
    intervalMinutes: 60,
    enabled: false,
    concurrency: 1,
    health: { ...healthy, lastFetchAt: null, lastSuccessAt: null, lastItemCount: 0, lastNewCount: 0 },
    nextCrawlAt: null,
  },
];

const ada = { id: 'u-2', name: 'Marc Dubois' };

export const someListFiles = (): SiteListFileView[] => [
  { name: 'custom-sites.txt', kind: 'custom', entries: 2, size: 31, uploadedAt: '2026-11-20T16:05:00.000Z', uploadedBy: ada },
  { name: 'swiss-media.csv', kind: 'generic', entries: 4, size: 118, uploadedAt: '2026-11-19T09:12:00.000Z', uploadedBy: ada },
];

export const someSites = (): Record<SiteListKind, SiteEntry[]> => ({
  generic: [
    { domain: 'blick.ch', name: 'Blick' },
    { domain: 'letemps.ch', name: 'Le Temps' },
    { domain: 'nzz.ch', name: 'Neue Zürcher Zeitung' },
    { domain: 'srf.ch', name: 'SRF' },
  ],
  custom: [
    { domain: 'watson.ch', name: 'watson.ch' },
    { domain: 'tagesanzeiger.ch', name: 'Tages-Anzeiger' },
  ],
});

export const someOfficialSources = (): OfficialSourceView[] => [
  {
    id: 'off-1',
    name: 'Bundesgericht',
    url: 'https://www.bger.ch/de/index/press.htm',
    domain: 'bger.ch',
    kind: 'court',
    updatedAt: '2026-11-18T10:00:00.000Z',
  },
  {
    id: 'off-2',
    name: 'Kantonspolizei Bern',
    url: 'https://www.police.be.ch/de/start/medien.html',
    domain: 'police.be.ch',
    kind: 'police',
    updatedAt: '2026-11-18T10:00:00.000Z',
  },
];

export const someTopics = (): Topic[] => [
  { id: 'economy', name: 'Economy', parentId: null, keywords: ['inflation', 'Zinsen', 'taux directeur'], entities: [] },
  { id: 'ice-hockey', name: 'Ice hockey', parentId: 'sport', keywords: ['Eishockey', 'hockey sur glace'], entities: [] },
  { id: 'sport', name: 'Sport', parentId: null, keywords: ['Fussball', 'football'], entities: [] },
];

/** Answers are copies, as a server's would be: the store must not share objects with the fake. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** jsdom's File has no text(); FileReader works there and in browsers. */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

export type FakeScenario = 'loaded' | 'empty' | 'loading' | 'load-error';

const domainNotListed = () =>
  new ApiError({
    status: 400,
    code: 'source.domain_not_listed',
    message: 'Domain must be from the list of Generic/Custom sources',
    details: {},
  });

/** A server in memory: answers like the real routes, including the domain-listed rule. */
export class FakeSourceAdminApi implements SourceAdminApi {
  sources: FeedSourceView[];
  files: SiteListFileView[];
  sites: Record<SiteListKind, SiteEntry[]>;
  officials: OfficialSourceView[];
  topics: Topic[];
  /** The next upload fails with this error (e.g. bad lines). */
  uploadError: ApiError | null = null;
  private n = 100;

  /**
   * How long a save takes, like a real server's round trip: the dialog then shows its saving
   * state (a disabled Save button), which is where focus used to get lost.
   */
  saveLatencyMs = 0;

  constructor(private readonly scenario: FakeScenario = 'loaded') {
    const full = scenario === 'loaded';
    this.sources = full ? someFeedSources() : [];
    this.files = full ? someListFiles() : [];
    this.sites = full ? someSites() : { generic: [], custom: [] };
    this.officials = full ? someOfficialSources() : [];
    this.topics = full ? someTopics() : [];
  }

  private answer<T>(value: T): Promise<T> {
    if (this.scenario === 'loading') return new Promise<T>(() => undefined);
    if (this.scenario === 'load-error')
      return Promise.reject(new ApiError({ status: 0, code: 'network.failed', message: 'The server cannot be reached.' }));
    return Promise.resolve(copy(value));
  }

  private saving(): Promise<void> {
    return this.saveLatencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, this.saveLatencyMs)) : Promise.resolve();
  }

  private listed(domain: string) {
    return [...this.sites.generic, ...this.sites.custom].some((s) => s.domain === domain);
  }

  listSources() {
    return this.answer(this.sources);
  }
  async createSource(input: FeedSourceInput) {
    await this.saving();
    const domain = input.domain ?? new URL(input.url).hostname.replace(/^www\./, '');
    if (!this.listed(domain)) throw domainNotListed();
    const source: FeedSourceView = {
      ...someFeedSources()[2]!,
      ...input,
      domain,
      id: `src-${++this.n}`,
      health: { ...someFeedSources()[3]!.health },
    };
    this.sources.push(source);
    return copy(source);
  }
  async updateSource(id: string, input: Partial<FeedSourceInput> & { resume?: boolean }) {
    await this.saving();
    const current = this.sources.find((s) => s.id === id);
    if (!current) throw new ApiError({ status: 404, code: 'source.not_found', message: 'This source does not exist.' });
    if (input.domain && input.domain !== current.domain && !this.listed(input.domain)) throw domainNotListed();
    const { resume, ...settings } = input;
    Object.assign(current, settings, { domain: input.domain ?? current.domain });
    if (resume) current.health = { ...current.health, paused: false, pausedReason: null, consecutiveFailures: 0 };
    return copy(current);
  }
  async deleteSource(id: string) {
    this.sources = this.sources.filter((s) => s.id !== id);
  }
  listFiles() {
    return this.answer(this.files);
  }
  async uploadFile(kind: SiteListKind, file: File) {
    if (this.uploadError) throw this.uploadError;
    const text = await readText(file);
    const domains = text
      .split(/\r?\n/)
      .map((l) => l.split(',')[0]!.trim())
      .filter(Boolean);
    const view: SiteListFileView = {
      name: file.name.toLowerCase(),
      kind,
      entries: domains.length,
      size: file.size,
      uploadedAt: '2026-11-21T09:00:00.000Z',
      uploadedBy: ada,
    };
    const replaced = this.files.some((f) => f.name === view.name);
    this.files = [...this.files.filter((f) => f.name !== view.name), view];
    this.sites[kind] = [...this.sites[kind], ...domains.map((domain) => ({ domain, name: domain }))];
    return { file: view, replaced };
  }
  async deleteFile(name: string) {
    this.files = this.files.filter((f) => f.name !== name);
  }
  downloadUrl(name: string) {
    return `/api/files/websites/${encodeURIComponent(name)}?format=text`;
  }
  listSites(kind: SiteListKind) {
    return this.answer(this.sites[kind]);
  }
  listOfficialSources() {
    return this.answer(this.officials);
  }
  async saveOfficialSource(input: OfficialSourceInput) {
    const source: OfficialSourceView = {
      id: `off-${++this.n}`,
      ...input,
      domain: new URL(input.url).hostname.replace(/^www\./, ''),
      updatedAt: '2026-11-21T09:00:00.000Z',
    };
    this.officials.push(source);
    return copy(source);
  }
  listTopics() {
    return this.answer(this.topics);
  }
  async saveTopic(input: TopicInput) {
    const topic: Topic = { id: input.id, name: input.name ?? input.id, parentId: input.parentId, keywords: input.keywords, entities: [] };
    this.topics = [...this.topics.filter((t) => t.id !== topic.id), topic];
    return copy(topic);
  }
  async deleteTopic(id: string) {
    if (this.topics.some((t) => t.parentId === id)) {
      throw new ApiError({ status: 409, code: 'topic.has_children', message: 'This topic has subtopics. Delete or move them first.' });
    }
    this.topics = this.topics.filter((t) => t.id !== id);
  }
  /** Core's rule (cleanTopicLabels), as the server applies it. */
  async setTopicLabels(id: string, labels: TopicLabels) {
    const current = this.topics.find((t) => t.id === id);
    if (!current) throw new ApiError({ status: 404, code: 'topic.not_found', message: 'This topic does not exist.' });
    const { labels: _previous, ...rest } = current;
    const clean = cleanTopicLabels(labels);
    const topic: Topic = Object.keys(clean).length > 0 ? { ...rest, labels: clean } : rest;
    this.topics = this.topics.map((t) => (t.id === id ? topic : t));
    return copy(topic);
  }
}
