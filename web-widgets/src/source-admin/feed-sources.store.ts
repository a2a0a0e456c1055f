import { makeAutoObservable, runInAction } from 'mobx';
import { CONCURRENCY_LIMITS, INTERVAL_LIMITS } from '@newsdesk/core/sources/schedule';
import type { SourceIncidentView } from '@newsdesk/core/sources/list-source-incidents';
import type { FeedSourceView } from '@newsdesk/core/sources/source.views';
import { adminDeletion, invalidInput, type Notice } from '../ui/admin-form';
import type { FeedSourceInput, SourceAdminApi } from './source-admin.gateway';
import { toUiError, type UiError } from '../ui/ui-error';

export interface FeedSourceForm {
  mode: 'add' | 'edit';
  id: string | null;
  name: string;
  url: string;
  domain: string;
  /** As typed; the server checks the range. */
  intervalMinutes: string;
  concurrency: string;
  enabled: boolean;
  saving: boolean;
  error: UiError | null;
}

export type FeedSourceTextField = 'name' | 'url' | 'domain' | 'intervalMinutes' | 'concurrency';

const byName = (a: FeedSourceView, b: FeedSourceView) => a.name.localeCompare(b.name);

/** The RSS-enabled sources table, its add/edit dialog, resume and delete. */
export class FeedSourcesStore {
  sources: FeedSourceView[] = [];
  /** Open source-health incidents by source id (ADR 0027): the admins were e-mailed about these. */
  incidents = new Map<string, SourceIncidentView>();
  form: FeedSourceForm | null = null;
  readonly deletion = adminDeletion<FeedSourceView>(
    this,
    (source) => this.api.deleteSource(source.id),
    (source) => {
      this.sources = this.sources.filter((s) => s.id !== source.id);
      this.notice = { key: 'sources.deleted', values: { name: source.name } };
    },
  );
  /** The source a resume is under way for. */
  busyId: string | null = null;
  error: UiError | null = null;
  notice: Notice | null = null;

  constructor(private readonly api: SourceAdminApi) {
    makeAutoObservable<FeedSourcesStore, 'api'>(this, { api: false, deletion: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    // incidents are a hint beside the health: when they cannot be read, the table still shows
    const [sources, incidents] = await Promise.all([this.api.listSources(), this.api.listSourceIncidents?.().catch(() => []) ?? []]);
    runInAction(() => {
      this.sources = sources;
      this.incidents = new Map(incidents.map((i) => [i.sourceId, i]));
    });
  }

  openAdd(): void {
    this.notice = null;
    this.form = {
      mode: 'add',
      id: null,
      name: '',
      url: '',
      domain: '',
      intervalMinutes: String(INTERVAL_LIMITS.default),
      concurrency: String(CONCURRENCY_LIMITS.default),
      enabled: true,
      saving: false,
      error: null,
    };
  }

  openEdit(source: FeedSourceView): void {
    this.notice = null;
    this.form = {
      mode: 'edit',
      id: source.id,
      name: source.name,
      url: source.url,
      domain: source.domain,
      intervalMinutes: String(source.intervalMinutes),
      concurrency: String(source.concurrency),
      enabled: source.enabled,
      saving: false,
      error: null,
    };
  }

  closeForm(): void {
    this.form = null;
  }

  setField(field: FeedSourceTextField, value: string): void {
    if (this.form) this.form[field] = value;
  }

  setEnabled(enabled: boolean): void {
    if (this.form) this.form.enabled = enabled;
  }

  /** Required fields left empty after a save attempt. */
  get missing(): { name: boolean; url: boolean } {
    const form = this.form;
    const flagged = form?.error?.code === 'request.invalid';
    return { name: Boolean(flagged && !form?.name.trim()), url: Boolean(flagged && !form?.url.trim()) };
  }

  /** Resolves true when the source was saved and the dialog closed. */
  async save(): Promise<boolean> {
    const form = this.form;
    if (!form || form.saving) return false;
    if (!form.name.trim() || !form.url.trim()) {
      form.error = invalidInput();
      return false;
    }
    form.saving = true;
    form.error = null;
    const input: FeedSourceInput = {
      name: form.name.trim(),
      url: form.url.trim(),
      domain: form.domain.trim() || null,
      intervalMinutes: Number(form.intervalMinutes),
      enabled: form.enabled,
      concurrency: Number(form.concurrency),
    };
    try {
      const saved = form.mode === 'edit' && form.id ? await this.api.updateSource(form.id, input) : await this.api.createSource(input);
      runInAction(() => {
        this.replace(saved);
        this.form = null;
        this.notice = { key: 'sources.saved', values: { name: saved.name } };
      });
      return true;
    } catch (error) {
      runInAction(() => {
        form.saving = false;
        form.error = toUiError(error);
      });
      return false;
    }
  }

  async resume(source: FeedSourceView): Promise<void> {
    if (this.busyId) return;
    this.busyId = source.id;
    this.error = null;
    try {
      const saved = await this.api.updateSource(source.id, { resume: true });
      runInAction(() => {
        this.replace(saved);
        this.notice = { key: 'sources.resumed', values: { name: saved.name } };
      });
    } catch (error) {
      runInAction(() => {
        this.error = toUiError(error);
      });
    } finally {
      runInAction(() => {
        this.busyId = null;
      });
    }
  }

  private replace(saved: FeedSourceView): void {
    this.sources = [...this.sources.filter((s) => s.id !== saved.id), saved].sort(byName);
  }
}
