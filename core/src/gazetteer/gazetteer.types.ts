/** Languages the entity extraction has gazetteers for. */
export const GAZETTEER_LANGUAGES = ['en', 'de', 'fr'] as const;
export type GazetteerEntryLanguage = (typeof GAZETTEER_LANGUAGES)[number];

/** Kinds of entities a gazetteer lists. */
export const GAZETTEER_KINDS = ['organization', 'person', 'location'] as const;
export type GazetteerEntryKind = (typeof GAZETTEER_KINDS)[number];

/** A name the admin added to the curated lists of the entity extraction. */
export interface GazetteerEntry {
  id: string;
  language: GazetteerEntryLanguage;
  kind: GazetteerEntryKind;
  /** The canonical name documents will carry. */
  name: string;
  /** Other spellings that map to the name. */
  aliases: string[];
  createdAt: Date;
}

export const GAZETTEER_LIMITS = { nameMin: 2, nameMax: 200, aliasesMax: 10, aliasMax: 200 } as const;

/**
 * The shape the entity extractor takes as additions (structurally the adapters' GazetteerExtra):
 * per language, lists of names or `{name, aliases}`.
 */
export type GazetteerExtraEntry = string | { name: string; aliases?: string[] };
export interface GazetteerExtraLists {
  organizations?: GazetteerExtraEntry[];
  persons?: GazetteerExtraEntry[];
  locations?: GazetteerExtraEntry[];
}
export type GazetteerExtraShape = Partial<Record<GazetteerEntryLanguage, GazetteerExtraLists>>;

const LIST_OF: Record<GazetteerEntryKind, keyof GazetteerExtraLists> = {
  organization: 'organizations',
  person: 'persons',
  location: 'locations',
};

/** The admin's entries as additions for the entity extractor. */
export const toGazetteerExtra = (entries: readonly GazetteerEntry[]): GazetteerExtraShape => {
  const extra: GazetteerExtraShape = {};
  for (const entry of entries) {
    const lists = (extra[entry.language] ??= {});
    const list = (lists[LIST_OF[entry.kind]] ??= []);
    list.push(entry.aliases.length > 0 ? { name: entry.name, aliases: [...entry.aliases] } : entry.name);
  }
  return extra;
};
