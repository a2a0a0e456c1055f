import type { GazetteerEntryList, GazetteerEntryRequest, GazetteerEntryView } from '@newsdesk/core/gazetteer/gazetteer.wire';
import type { ApiClient } from '../api/api-client';

/**
 * The wire contract of the gazetteer routes is core's (ADR 0031): the route schemas are checked
 * against the same types, so a field changed on one side breaks the build of the other.
 */
export type { GazetteerEntryView };
/** The form's entry: core's request with the aliases always given. */
export type GazetteerEntryInput = Required<GazetteerEntryRequest>;

/** The calls of the entities administration; the store depends on this, stories and tests fake it. */
export interface GazetteerAdminApi {
  listEntries(): Promise<GazetteerEntryView[]>;
  addEntry(input: GazetteerEntryInput): Promise<GazetteerEntryView>;
  deleteEntry(id: string): Promise<void>;
}

export class GazetteerAdminGateway implements GazetteerAdminApi {
  constructor(private readonly api: ApiClient) {}

  async listEntries() {
    return (await this.api.get<GazetteerEntryList>('/api/gazetteer')).entries;
  }

  addEntry(input: GazetteerEntryInput) {
    return this.api.post<GazetteerEntryView>('/api/gazetteer', input satisfies GazetteerEntryRequest);
  }

  deleteEntry(id: string) {
    return this.api.delete(`/api/gazetteer/${encodeURIComponent(id)}`);
  }
}
