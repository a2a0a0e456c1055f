import type { GazetteerEntry, GazetteerEntryKind, GazetteerEntryLanguage } from './gazetteer.types';

/**
 * The wire contract of the gazetteer administration (ADR 0031). The route schemas
 * (adapters/src/http/gazetteer) are checked against these types and the widget imports them.
 */

/** A gazetteer entry as GET /api/gazetteer sends it. */
export interface GazetteerEntryView {
  id: string;
  language: GazetteerEntryLanguage;
  kind: GazetteerEntryKind;
  name: string;
  aliases: string[];
  createdAt: string;
}

export const toGazetteerEntryView = (entry: GazetteerEntry): GazetteerEntryView => ({ ...entry, createdAt: entry.createdAt.toISOString() });

/** Answer of GET /api/gazetteer. */
export interface GazetteerEntryList {
  entries: GazetteerEntryView[];
}

/** Body of POST /api/gazetteer: the use case checks the lengths (gazetteer.invalid_name / invalid_aliases). */
export interface GazetteerEntryRequest {
  language: GazetteerEntryLanguage;
  kind: GazetteerEntryKind;
  name: string;
  aliases?: string[] | undefined;
}
