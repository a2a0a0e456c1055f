import type { Clock } from '../shared/clock';
import {
  gazetteerEntryExists,
  invalidGazetteerAliases,
  invalidGazetteerKind,
  invalidGazetteerLanguage,
  invalidGazetteerName,
} from './gazetteer.errors';
import type { GazetteerRepository } from './gazetteer.ports';
import {
  GAZETTEER_KINDS,
  GAZETTEER_LANGUAGES,
  GAZETTEER_LIMITS,
  type GazetteerEntry,
  type GazetteerEntryKind,
  type GazetteerEntryLanguage,
} from './gazetteer.types';
import type { IdGenerator } from '../shared/id-generator';

export interface AddGazetteerEntryCommand {
  language: string;
  kind: string;
  name: string;
  aliases?: readonly string[] | undefined;
}

const isLanguage = (value: string): value is GazetteerEntryLanguage => (GAZETTEER_LANGUAGES as readonly string[]).includes(value);
const isKind = (value: string): value is GazetteerEntryKind => (GAZETTEER_KINDS as readonly string[]).includes(value);

/** Trimmed, non-empty, not the name, without repeats (case-insensitive). */
const cleanAliases = (name: string, values: readonly string[]): string[] => {
  const seen = new Set<string>([name.toLowerCase()]);
  const kept: string[] = [];
  for (const value of values) {
    const alias = value.trim();
    if (alias.length > GAZETTEER_LIMITS.aliasMax) throw invalidGazetteerAliases();
    if (alias && !seen.has(alias.toLowerCase())) {
      seen.add(alias.toLowerCase());
      kept.push(alias);
    }
  }
  if (kept.length > GAZETTEER_LIMITS.aliasesMax) throw invalidGazetteerAliases();
  return kept;
};

/** `POST /api/gazetteer`: a name (with its other spellings) the entity extraction will recognise. */
export class AddGazetteerEntry {
  constructor(
    private readonly entries: Pick<GazetteerRepository, 'list' | 'add'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(command: AddGazetteerEntryCommand): Promise<GazetteerEntry> {
    if (!isLanguage(command.language)) throw invalidGazetteerLanguage();
    if (!isKind(command.kind)) throw invalidGazetteerKind();
    const name = command.name.trim();
    if (name.length < GAZETTEER_LIMITS.nameMin || name.length > GAZETTEER_LIMITS.nameMax) throw invalidGazetteerName();
    const aliases = cleanAliases(name, command.aliases ?? []);
    const existing = await this.entries.list();
    const lower = name.toLowerCase();
    if (existing.some((e) => e.language === command.language && e.kind === command.kind && e.name.toLowerCase() === lower)) {
      throw gazetteerEntryExists();
    }
    const entry: GazetteerEntry = {
      id: this.ids.newId(),
      language: command.language,
      kind: command.kind,
      name,
      aliases,
      createdAt: this.clock.now(),
    };
    await this.entries.add(entry);
    return entry;
  }
}
