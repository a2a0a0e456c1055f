import type { SiteEntry, SiteListKind } from '@newsdesk/core/sources/site-list';
import type { SourceIncidentView } from '@newsdesk/core/sources/list-source-incidents';
import type { FeedSourceView, OfficialSourceView, SiteListFileView } from '@newsdesk/core/sources/source.views';
import type { Topic, TopicLabels } from '@newsdesk/core/topics/topic.types';
import type {
  FeedSourceList,
  FeedSourceRequest,
  FeedSourceUpdateRequest,
  OfficialSourceList,
  OfficialSourceRequest,
  SiteEntryList,
  SiteListFileList,
  SiteListUpload,
  SourceIncidentList,
} from '@newsdesk/core/sources/source.wire';
import type { TopicList, TopicRequest } from '@newsdesk/core/topics/topic.wire';
import type { ApiClient } from '../api/api-client';

/*
 * The wire contract of the sources administration is core's (source.wire.ts, topic.wire.ts;
 * ADR 0031): the route schemas are checked against the same types. The forms' inputs below are
 * core's requests with every field the form fills in.
 */
export type FeedSourceInput = Required<FeedSourceRequest>;

export type OfficialSourceInput = Pick<OfficialSourceRequest, 'name' | 'url' | 'kind'>;

export interface TopicInput {
  id: string;
  name?: string;
  parentId: string | null;
  keywords: string[];
}

/** The calls of the sources administration; stores depend on this, stories and tests fake it. */
export interface SourceAdminApi {
  listSources(): Promise<FeedSourceView[]>;
  /** Open source-health incidents (ADR 0027); a fake without it shows none. */
  listSourceIncidents?(): Promise<SourceIncidentView[]>;
  createSource(input: FeedSourceInput): Promise<FeedSourceView>;
  updateSource(id: string, input: Partial<FeedSourceInput> & { resume?: boolean }): Promise<FeedSourceView>;
  deleteSource(id: string): Promise<void>;
  listFiles(): Promise<SiteListFileView[]>;
  uploadFile(kind: SiteListKind, file: File): Promise<{ file: SiteListFileView; replaced: boolean }>;
  deleteFile(name: string): Promise<void>;
  /** Where the browser downloads a list file's text (a plain link, no script needed). */
  downloadUrl(name: string): string;
  listSites(kind: SiteListKind): Promise<SiteEntry[]>;
  listOfficialSources(): Promise<OfficialSourceView[]>;
  saveOfficialSource(input: OfficialSourceInput): Promise<OfficialSourceView>;
  listTopics(): Promise<Topic[]>;
  saveTopic(input: TopicInput): Promise<Topic>;
  deleteTopic(id: string): Promise<void>;
  /** ADR 0029: the topic's names in en/de/fr; an empty name removes that language's. */
  setTopicLabels(id: string, labels: TopicLabels): Promise<Topic>;
}

const segment = encodeURIComponent;

/** The routes of spec §7 (administration) through the widget's ApiClient. */
export class SourceAdminGateway implements SourceAdminApi {
  constructor(private readonly api: ApiClient) {}

  async listSources() {
    return (await this.api.get<FeedSourceList>('/api/rss-enabled-source')).sources;
  }

  async listSourceIncidents() {
    return (await this.api.get<SourceIncidentList>('/api/source-health/incidents')).incidents;
  }

  createSource(input: FeedSourceInput) {
    return this.api.post<FeedSourceView>('/api/rss-enabled-source', input satisfies FeedSourceRequest);
  }

  updateSource(id: string, input: Partial<FeedSourceInput> & { resume?: boolean }) {
    return this.api.put<FeedSourceView>('/api/rss-enabled-source-update', { id, ...input } satisfies FeedSourceUpdateRequest);
  }

  deleteSource(id: string) {
    return this.api.delete(`/api/rss-enabled-source/${segment(id)}`);
  }

  async listFiles() {
    return (await this.api.get<SiteListFileList>('/api/files/websites')).files;
  }

  /** multipart/form-data, as a browser form would send it. */
  uploadFile(kind: SiteListKind, file: File) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);
    return this.api.post<SiteListUpload>('/api/files/websites', form);
  }

  deleteFile(name: string) {
    return this.api.delete(`/api/files/websites/${segment(name)}`);
  }

  downloadUrl(name: string) {
    return this.api.url(`/api/files/websites/${segment(name)}?format=text`);
  }

  async listSites(kind: SiteListKind) {
    return (await this.api.get<SiteEntryList>(`/api/sites/${kind}`)).sites;
  }

  async listOfficialSources() {
    return (await this.api.get<OfficialSourceList>('/api/officialSources')).sources;
  }

  saveOfficialSource(input: OfficialSourceInput) {
    return this.api.post<OfficialSourceView>('/api/officialSources', input satisfies OfficialSourceRequest);
  }

  async listTopics() {
    return (await this.api.get<TopicList>('/api/topics')).topics;
  }

  saveTopic(input: TopicInput) {
    return this.api.post<Topic>('/api/topics', input satisfies TopicRequest);
  }

  deleteTopic(id: string) {
    return this.api.delete(`/api/topics/${segment(id)}`);
  }

  setTopicLabels(id: string, labels: TopicLabels) {
    return this.api.put<Topic>(`/api/topics/${segment(id)}/labels`, labels);
  }
}
