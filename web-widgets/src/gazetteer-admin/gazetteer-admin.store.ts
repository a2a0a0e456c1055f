import { makeAutoObservable } from 'mobx';
import {
  GAZETTEER_KINDS,
  GAZETTEER_LANGUAGES,
  type GazetteerEntryKind,
  type GazetteerEntryLanguage,
} from '@newsdesk/core/gazetteer/gazetteer.types';
import type { GazetteerAdminApi, GazetteerEntryView } from './gazetteer-admin.gateway';
import { adminDeletion, commaList, invalidInput, submitAdminForm, type Notice } from '../ui/admin-form';
import type { UiError } from '../ui/ui-error';
import type { LoadStatus } from '../ui/loadable';
import { LoadableValue } from '../ui/loadable-value';

export type GazetteerAdminStatus = LoadStatus;

export interface GazetteerKindGroup {
  kind: GazetteerEntryKind;
  entries: GazetteerEntryView[];
}

export interface GazetteerLanguageGroup {
  language: GazetteerEntryLanguage;
  kinds: GazetteerKindGroup[];
}

/** The entries grouped by language and kind, the add form and delete. */
export class GazetteerAdminStore {
  /** The entries as loaded, then as added and deleted here. */
  readonly list = new LoadableValue<GazetteerEntryView[]>();
  language: GazetteerEntryLanguage = 'en';
  kind: GazetteerEntryKind = 'organization';
  name = '';
  /** Comma-separated, as typed. */
  aliases = '';
  saving = false;
  error: UiError | null = null;
  notice: Notice | null = null;
  readonly deletion = adminDeletion<GazetteerEntryView>(
    this,
    (entry) => this.api.deleteEntry(entry.id),
    (entry) => {
      this.list.update((entries) => entries.filter((e) => e.id !== entry.id));
      this.notice = { key: 'gazetteer.deleted', values: { name: entry.name } };
    },
  );

  constructor(private readonly api: GazetteerAdminApi) {
    makeAutoObservable<GazetteerAdminStore, 'api'>(this, { api: false, deletion: false, list: false }, { autoBind: true });
  }

  get status(): GazetteerAdminStatus {
    return this.list.status;
  }

  get loadError(): UiError | null {
    return this.list.error;
  }

  get entries(): GazetteerEntryView[] {
    return this.list.value ?? [];
  }

  /** Languages in en, de, fr order, kinds in organization, person, location order; empty groups left out. */
  get groups(): GazetteerLanguageGroup[] {
    return GAZETTEER_LANGUAGES.map((language) => ({
      language,
      kinds: GAZETTEER_KINDS.map((kind) => ({
        kind,
        entries: this.entries.filter((e) => e.language === language && e.kind === kind).sort((a, b) => a.name.localeCompare(b.name)),
      })).filter((group) => group.entries.length > 0),
    })).filter((group) => group.kinds.length > 0);
  }

  async load(): Promise<void> {
    await this.list.load(() => this.api.listEntries());
  }

  setLanguage(language: GazetteerEntryLanguage): void {
    this.language = language;
  }

  setKind(kind: GazetteerEntryKind): void {
    this.kind = kind;
  }

  setName(name: string): void {
    this.name = name;
  }

  setAliases(aliases: string): void {
    this.aliases = aliases;
  }

  get nameInvalid(): boolean {
    return (
      (this.error?.code === 'request.invalid' && this.name.trim().length < 2) ||
      this.error?.code === 'gazetteer.invalid_name' ||
      this.error?.code === 'gazetteer.entry_exists'
    );
  }

  get aliasesInvalid(): boolean {
    return this.error?.code === 'gazetteer.invalid_aliases';
  }

  add(): Promise<void> {
    return submitAdminForm(this, {
      refuse: () => (this.name.trim().length < 2 ? invalidInput() : null),
      send: () => this.api.addEntry({ language: this.language, kind: this.kind, name: this.name.trim(), aliases: commaList(this.aliases) }),
      onSaved: (added) => {
        this.list.update((entries) => [...entries, added]);
        this.name = '';
        this.aliases = '';
        this.notice = { key: 'gazetteer.added', values: { name: added.name } };
      },
    });
  }
}
