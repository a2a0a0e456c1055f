import { makeAutoObservable, runInAction } from 'mobx';
import type { OfficialSourceKind } from '@newsdesk/core/sources/official-source.types';
import type { OfficialSourceView } from '@newsdesk/core/sources/source.views';
import { invalidInput, submitAdminForm, type Notice } from '../ui/admin-form';
import type { SourceAdminApi } from './source-admin.gateway';
import type { UiError } from '../ui/ui-error';

/** Official sources: the list and the add form (the same URL again updates that source). */
export class OfficialSourcesStore {
  sources: OfficialSourceView[] = [];
  name = '';
  url = '';
  kind: OfficialSourceKind = 'government';
  saving = false;
  error: UiError | null = null;
  notice: Notice | null = null;

  constructor(private readonly api: SourceAdminApi) {
    makeAutoObservable<OfficialSourcesStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const sources = await this.api.listOfficialSources();
    runInAction(() => {
      this.sources = sources;
    });
  }

  setName(name: string): void {
    this.name = name;
  }

  setUrl(url: string): void {
    this.url = url;
  }

  setKind(kind: OfficialSourceKind): void {
    this.kind = kind;
  }

  get missing(): { name: boolean; url: boolean } {
    const flagged = this.error?.code === 'request.invalid';
    return { name: flagged && !this.name.trim(), url: flagged && !this.url.trim() };
  }

  save(): Promise<void> {
    return submitAdminForm(this, {
      refuse: () => (this.name.trim() && this.url.trim() ? null : invalidInput()),
      send: () => this.api.saveOfficialSource({ name: this.name.trim(), url: this.url.trim(), kind: this.kind }),
      onSaved: (saved) => {
        this.sources = [...this.sources.filter((s) => s.id !== saved.id), saved].sort((a, b) => a.name.localeCompare(b.name));
        this.name = '';
        this.url = '';
        this.notice = { key: 'official.saved', values: { name: saved.name } };
      },
    });
  }
}
