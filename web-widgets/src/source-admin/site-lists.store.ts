import { makeAutoObservable, runInAction } from 'mobx';
import { MAX_SITE_LIST_BYTES, type SiteEntry, type SiteListKind } from '@newsdesk/core/sources/site-list';
import type { SiteListFileView } from '@newsdesk/core/sources/source.views';
import { adminDeletion, submitAdminForm, type Notice } from '../ui/admin-form';
import type { SourceAdminApi } from './source-admin.gateway';
import type { UiError } from '../ui/ui-error';

/** The uploaded generic/custom site lists: upload form, file table, delete. */
export class SiteListsStore {
  files: SiteListFileView[] = [];
  generic: SiteEntry[] = [];
  custom: SiteEntry[] = [];
  kind: SiteListKind = 'generic';
  file: File | null = null;
  /** Changes after an upload so the view can give the file input a fresh, empty element. */
  inputGeneration = 0;
  /** An upload under way (the form's button waits). */
  saving = false;
  error: UiError | null = null;
  notice: Notice | null = null;
  readonly deletion = adminDeletion<SiteListFileView>(
    this,
    async (file) => {
      await this.api.deleteFile(file.name);
      await this.load();
    },
    (file) => {
      this.notice = { key: 'lists.deleted', values: { name: file.name } };
    },
  );

  constructor(private readonly api: SourceAdminApi) {
    makeAutoObservable<SiteListsStore, 'api'>(this, { api: false, deletion: false }, { autoBind: true });
  }

  get uploading(): boolean {
    return this.saving;
  }

  /** Every listed domain (generic and custom), for the source form's suggestions. */
  get domains(): SiteEntry[] {
    const byDomain = new Map<string, SiteEntry>();
    for (const site of [...this.generic, ...this.custom]) if (!byDomain.has(site.domain)) byDomain.set(site.domain, site);
    return [...byDomain.values()].sort((a, b) => a.domain.localeCompare(b.domain));
  }

  downloadUrl(name: string): string {
    return this.api.downloadUrl(name);
  }

  async load(): Promise<void> {
    const [files, generic, custom] = await Promise.all([this.api.listFiles(), this.api.listSites('generic'), this.api.listSites('custom')]);
    runInAction(() => {
      this.files = files;
      this.generic = generic;
      this.custom = custom;
    });
  }

  setKind(kind: SiteListKind): void {
    this.kind = kind;
  }

  setFile(file: File | null): void {
    this.file = file;
    this.error = null;
  }

  upload(): Promise<void> {
    const file = this.file;
    return submitAdminForm(this, {
      refuse: () => {
        if (!file) return { code: 'site_list.no_file', message: 'Choose a list file to upload.', values: {}, retryable: false };
        // Checked here too, so a journalist does not wait for a large upload only to be refused.
        if (file.size > MAX_SITE_LIST_BYTES) {
          return { code: 'site_list.too_large', message: 'The list is larger than 1 MiB.', values: {}, retryable: false };
        }
        return null;
      },
      send: async () => {
        // refuse() has made sure there is a file
        const result = await this.api.uploadFile(this.kind, file as File);
        await this.load();
        return result;
      },
      onSaved: (result) => {
        this.file = null;
        this.inputGeneration += 1;
        this.notice = {
          key: result.replaced ? 'lists.replaced' : 'lists.uploaded',
          values: { name: result.file.name, count: result.file.entries },
        };
      },
    });
  }
}
