import type { OfficialSource } from '../sources/official-source.types';
import type { SiteListFile, SiteListKind } from '../sources/site-list';
import { summarizeSiteList } from '../sources/site-list';
import { officialSourceUrlTaken, sourceUrlTaken } from '../sources/source.errors';
import type {
  CrawlFailure,
  CrawlSuccess,
  FeedSourceRepository,
  FeedSourceSettings,
  OfficialSourceRepository,
  SiteListRepository,
} from '../sources/source.ports';
import { afterFailure, afterSuccess, isDue, resumed, type FeedSource } from '../sources/source.types';
import type { TopicRepository } from '../topics/topic.ports';
import type { Topic } from '../topics/topic.types';

const byName = <T extends { name: string; id: string }>(a: T, b: T) =>
  a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id < b.id ? -1 : 1;
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const copySource = (source: FeedSource): FeedSource => ({ ...source, health: { ...source.health } });

export class InMemoryFeedSourceRepository implements FeedSourceRepository {
  readonly sources = new Map<string, FeedSource>();

  async list() {
    return [...this.sources.values()].sort(byName).map(copySource);
  }
  async findById(id: string) {
    const source = this.sources.get(id);
    return source ? copySource(source) : null;
  }
  async findByUrl(url: string) {
    const source = [...this.sources.values()].find((s) => s.url === url);
    return source ? copySource(source) : null;
  }
  async add(source: FeedSource, _createdAt: Date) {
    if ([...this.sources.values()].some((s) => s.url === source.url)) throw sourceUrlTaken();
    this.sources.set(source.id, copySource(source));
  }
  async updateSettings(id: string, settings: FeedSourceSettings) {
    const current = this.sources.get(id);
    if (!current) return;
    if ([...this.sources.values()].some((s) => s.url === settings.url && s.id !== id)) throw sourceUrlTaken();
    const urlChanged = settings.url !== current.url;
    this.sources.set(id, {
      ...current,
      ...settings,
      etag: urlChanged ? null : current.etag,
      lastModified: urlChanged ? null : current.lastModified,
    });
  }
  async resume(id: string) {
    const current = this.sources.get(id);
    if (current) this.sources.set(id, { ...current, health: resumed(current.health) });
  }
  async remove(id: string) {
    return this.sources.delete(id);
  }
  async listDue(now: Date, limit = 100) {
    const waited = (s: FeedSource) => (s.health.lastFetchAt ? Date.parse(s.health.lastFetchAt) : -Infinity);
    return [...this.sources.values()]
      .filter((s) => isDue(s, now))
      .sort((a, b) => waited(a) - waited(b) || byCodePoint(a.id, b.id))
      .slice(0, limit)
      .map(copySource);
  }
  async recordSuccess(sourceId: string, result: CrawlSuccess) {
    const current = this.sources.get(sourceId);
    if (!current) return;
    this.sources.set(sourceId, {
      ...current,
      health: afterSuccess(current.health, result.at, result.items, result.fresh),
      etag: result.etag,
      lastModified: result.lastModified,
    });
  }
  async recordFailure(sourceId: string, result: CrawlFailure) {
    const current = this.sources.get(sourceId);
    if (current) this.sources.set(sourceId, { ...current, health: afterFailure(current.health, result.at, result.error) });
  }
}

const copyFile = (file: SiteListFile): SiteListFile => ({
  ...file,
  sites: file.sites.map((s) => ({ ...s })),
  uploadedBy: file.uploadedBy ? { ...file.uploadedBy } : null,
});

export class InMemorySiteListRepository implements SiteListRepository {
  readonly files = new Map<string, SiteListFile>();

  async listFiles() {
    return [...this.files.values()].sort((a, b) => byCodePoint(a.name, b.name)).map((f) => summarizeSiteList(copyFile(f)));
  }
  async findFile(name: string) {
    const file = this.files.get(name);
    return file ? copyFile(file) : null;
  }
  async saveFile(file: SiteListFile) {
    const replaced = this.files.has(file.name);
    this.files.set(file.name, copyFile(file));
    return { replaced };
  }
  async removeFile(name: string) {
    return this.files.delete(name);
  }
  async sites(kind: SiteListKind) {
    const byDomain = new Map<string, { domain: string; name: string }>();
    const files = [...this.files.values()].filter((f) => f.kind === kind).sort((a, b) => byCodePoint(a.name, b.name));
    for (const file of files) for (const site of file.sites) if (!byDomain.has(site.domain)) byDomain.set(site.domain, { ...site });
    return [...byDomain.values()].sort((a, b) => byCodePoint(a.domain, b.domain));
  }
  async isListed(domain: string) {
    return [...this.files.values()].some((f) => f.sites.some((s) => s.domain === domain));
  }
}

export class InMemoryOfficialSourceRepository implements OfficialSourceRepository {
  readonly sources = new Map<string, OfficialSource>();

  async list() {
    return [...this.sources.values()].sort(byName).map((s) => ({ ...s }));
  }
  async findById(id: string) {
    const source = this.sources.get(id);
    return source ? { ...source } : null;
  }
  async findByUrl(url: string) {
    const source = [...this.sources.values()].find((s) => s.url === url);
    return source ? { ...source } : null;
  }
  async save(source: OfficialSource) {
    if ([...this.sources.values()].some((s) => s.url === source.url && s.id !== source.id)) throw officialSourceUrlTaken();
    this.sources.set(source.id, { ...source });
  }
}

const copyTopic = (topic: Topic): Topic => ({
  ...topic,
  keywords: [...topic.keywords],
  entities: [...topic.entities],
  ...(topic.labels ? { labels: { ...topic.labels } } : {}),
});

export class InMemoryTopicRepository implements TopicRepository {
  readonly topics = new Map<string, Topic>();

  async all() {
    return [...this.topics.values()].sort((a, b) => byCodePoint(a.id, b.id)).map(copyTopic);
  }
  async findById(id: string) {
    const topic = this.topics.get(id);
    return topic ? copyTopic(topic) : null;
  }
  async save(topic: Topic) {
    this.topics.set(topic.id, copyTopic(topic));
  }
  async remove(id: string) {
    this.topics.delete(id);
  }
}
