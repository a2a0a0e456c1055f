import { makeAutoObservable, runInAction } from 'mobx';
import {
  GAZETTEER_KINDS,
  GAZETTEER_LANGUAGES,
  type GazetteerEntryKind,
  type GazetteerEntryLanguage,
} from '@newsdesk/core/gazetteer/gazetteer.types';
import { invalidInput, type Notice } from '../source-admin/admin-error';
import { adminDeletion } from '../source-admin/admin-deletion';
import type { GazetteerAdminApi, GazetteerEntryView } from './gazetteer-admin.gateway';
import { toUiError, type UiError } from '../ui/ui-error';
import type { LoadStatus } from '../ui/loadable';

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
  status: GazetteerAdminStatus = 'idle';
  loadError: UiError | null = null;
  entries: GazetteerEntryView[] = [];
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
      this.entries = this.entries.filter((e) => e.id !== entry.id);
      this.notice = { key: 'gazetteer.deleted', values: { name: entry.name } };
    },
  );

  constructor(private readonly api: GazetteerAdminApi) {
    makeAutoObservable<GazetteerAdminStore, 'api'>(this, { api: false, deletion: false }, { autoBind: true });
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
    this.status = 'loading';
    this.loadError = null;
    try {
      const entries = await this.api.listEntries();
      runInAction(() => {
        this.entries = entries;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = toUiError(error);
        this.status = 'error';
      });
    }
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

  async add(): Promise<void> {
    if (this.saving) return;
    this.notice = null;
    if (this.name.trim().length < 2) {
      this.error = invalidInput();
      return;
    }
    this.saving = true;
    this.error = null;
    try {
      const added = await this.api.addEntry({
        language: this.language,
        kind: this.kind,
        name: this.name.trim(),
        aliases: this.aliases
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      });
      runInAction(() => {
        this.entries = [...this.entries, added];
        this.name = '';
        this.aliases = '';
        this.notice = { key: 'gazetteer.added', values: { name: added.name } };
      });
    } catch (error) {
      runInAction(() => {
        this.error = toUiError(error);
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
