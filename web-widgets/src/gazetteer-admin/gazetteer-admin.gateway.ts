import type { GazetteerEntryKind, GazetteerEntryLanguage } from '@newsdesk/core/gazetteer/gazetteer.types';
import type { ApiClient } from '../api/api-client';

/** A gazetteer entry as `GET /api/gazetteer` sends it. */
export interface GazetteerEntryView {
  id: string;
  language: GazetteerEntryLanguage;
  kind: GazetteerEntryKind;
  name: string;
  aliases: string[];
  createdAt: string;
}

export interface GazetteerEntryInput {
  language: GazetteerEntryLanguage;
  kind: GazetteerEntryKind;
  name: string;
  aliases: string[];
}

/** The calls of the entities administration; the store depends on this, stories and tests fake it. */
export interface GazetteerAdminApi {
  listEntries(): Promise<GazetteerEntryView[]>;
  addEntry(input: GazetteerEntryInput): Promise<GazetteerEntryView>;
  deleteEntry(id: string): Promise<void>;
}

export class GazetteerAdminGateway implements GazetteerAdminApi {
  constructor(private readonly api: ApiClient) {}

  async listEntries() {
    return (await this.api.get<{ entries: GazetteerEntryView[] }>('/api/gazetteer')).entries;
  }

  addEntry(input: GazetteerEntryInput) {
    return this.api.post<GazetteerEntryView>('/api/gazetteer', input);
  }

  deleteEntry(id: string) {
    return this.api.delete(`/api/gazetteer/${encodeURIComponent(id)}`);
  }
}
