import { DeliveryLogStore } from '../collections/delivery-log.store';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorToast, type ToastInput } from '../toasts/toast.store';
import { PendingDeletion } from '../ui/pending-deletion';
import { toUiError } from '../ui/ui-error';
import type { SiteMonitorApi, SiteView } from './site-monitor.gateway';
import { SiteAlertEditor } from './site-alert.store';
import type { LoadStatus } from '../ui/loadable';

export type SiteMonitorStatus = LoadStatus;
export type SiteField = 'url' | 'selector' | 'name';

/** The noise rules of the site just added: proposed (all kept) until the user saves or closes. */
export interface IgnoreProposal {
  siteId: string;
  siteName: string;
  rules: string[];
  kept: string[];
}

export interface SiteMonitorStoreOptions {
  toasts?: { show(input: ToastInput): string };
}

/** Which failure text a failed call shows when the server sent no site-monitor code (spec §8 "fetch, add, … errors"). */
type Action = 'fetch_sites_failed' | 'add_failed' | 'delete_failed' | 'update_failed' | 'check_failed';

/** The site monitor page and the sidebar badge: one store, so both always agree on the count. */
export class SiteMonitorStore {
  status: SiteMonitorStatus = 'idle';
  sites: SiteView[] = [];
  url = '';
  selector = '';
  name = '';
  invalidField: SiteField | null = null;
  adding = false;
  checking = false;
  savingRules = false;
  proposal: IgnoreProposal | null = null;
  /** "Remove this site?" and the removal under way. */
  readonly deletion = new PendingDeletion<SiteView>({
    remove: (site) => this.api.remove(site.id),
    onDeleted: (site) => {
      this.sites = this.sites.filter((s) => s.id !== site.id);
      if (this.proposal?.siteId === site.id) this.proposal = null;
      this.toast({ kind: 'success', messageKey: 'site-monitor:toasts.deleted', message: 'Site removed', values: { name: site.name } });
    },
    onFailed: (error) => this.fail(error, 'delete_failed'),
  });
  /** Sites with a "mark viewed" call in flight. */
  viewing: string[] = [];
  /** The alert settings form of one site at a time (ADR 0026). */
  readonly alertEditor: SiteAlertEditor;
  /** Where a site's alerts went: the collections' delivery log over the site's route (ADR 0026). */
  readonly deliveries: DeliveryLogStore;

  constructor(
    private readonly api: SiteMonitorApi,
    private readonly options: SiteMonitorStoreOptions = {},
  ) {
    this.alertEditor = new SiteAlertEditor(api, (site) => this.replace(site), options);
    this.deliveries = new DeliveryLogStore(api);
    makeAutoObservable<SiteMonitorStore, 'api' | 'options'>(
      this,
      { api: false, options: false, alertEditor: false, deliveries: false, deletion: false },
      { autoBind: true },
    );
  }

  /** Sites with a change not yet viewed: the sidebar's site-monitor badge. */
  get alertCount(): number {
    return this.sites.filter((s) => s.isNew).length;
  }

  async load(): Promise<void> {
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const { sites } = await this.api.list();
      runInAction(() => {
        this.sites = sites;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (this.status !== 'ready') this.status = 'error';
      });
      this.fail(error, 'fetch_sites_failed');
    }
  }

  /** For the badge: a quiet refresh that never toasts (the page may not even be open). */
  async refreshCount(): Promise<void> {
    try {
      const { sites } = await this.api.list();
      runInAction(() => {
        this.sites = sites;
        if (this.status === 'idle') this.status = 'ready';
      });
    } catch {
      // the badge keeps its last count; the page reports failures when it is opened
    }
  }

  setUrl(url: string): void {
    this.url = url;
    if (this.invalidField === 'url') this.invalidField = null;
  }

  setSelector(selector: string): void {
    this.selector = selector;
    if (this.invalidField === 'selector') this.invalidField = null;
  }

  setName(name: string): void {
    this.name = name;
    if (this.invalidField === 'name') this.invalidField = null;
  }

  async add(): Promise<void> {
    if (this.adding) return;
    const missing = (['url', 'selector', 'name'] as const).find((field) => this[field].trim() === '');
    if (missing) {
      this.invalidField = missing;
      this.toast({ kind: 'error', messageKey: `errors:site_monitor.${missing === 'name' ? 'name_required' : `invalid_${missing}`}` });
      return;
    }
    this.adding = true;
    this.invalidField = null;
    this.proposal = null;
    try {
      const { site, proposedIgnores } = await this.api.add({
        url: this.url.trim(),
        selector: this.selector.trim(),
        name: this.name.trim(),
      });
      runInAction(() => {
        this.sites = [...this.sites, site];
        this.url = '';
        this.selector = '';
        this.name = '';
        if (proposedIgnores.length > 0)
          this.proposal = { siteId: site.id, siteName: site.name, rules: proposedIgnores, kept: [...proposedIgnores] };
      });
      this.toast({ kind: 'success', messageKey: 'site-monitor:toasts.added', message: 'Site added', values: { name: site.name } });
    } catch (error) {
      const field = (error as { details?: { field?: unknown } }).details?.field;
      runInAction(() => {
        if (field === 'url' || field === 'selector' || field === 'name') this.invalidField = field;
      });
      this.fail(error, 'add_failed');
    } finally {
      runInAction(() => {
        this.adding = false;
      });
    }
  }

  toggleRule(rule: string): void {
    if (!this.proposal) return;
    const { kept } = this.proposal;
    this.proposal.kept = kept.includes(rule)
      ? kept.filter((r) => r !== rule)
      : this.proposal.rules.filter((r) => r === rule || kept.includes(r));
  }

  dismissProposal(): void {
    this.proposal = null;
  }

  /** Saves the rules the user kept of the proposal (the site already uses all of them). */
  async saveRules(): Promise<void> {
    const proposal = this.proposal;
    if (!proposal || this.savingRules) return;
    this.savingRules = true;
    try {
      const updated = await this.api.update(proposal.siteId, { ignoredPatterns: proposal.kept });
      runInAction(() => {
        this.replace(updated);
        this.proposal = null;
      });
      this.toast({ kind: 'success', messageKey: 'site-monitor:toasts.rulesSaved', message: 'Ignore list saved' });
    } catch (error) {
      this.fail(error, 'update_failed');
    } finally {
      runInAction(() => {
        this.savingRules = false;
      });
    }
  }

  /** "Check updates now". */
  async checkNow(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const result = await this.api.checkNow();
      runInAction(() => {
        this.sites = result.sites;
        this.status = 'ready';
      });
      const { changed, failed } = result.summary;
      this.toast({
        kind: failed > 0 ? 'warning' : 'info',
        messageKey: failed > 0 ? 'site-monitor:toasts.checkedWithFailures' : 'site-monitor:toasts.checked',
        values: { changed, failed },
      });
    } catch (error) {
      this.fail(error, 'check_failed');
    } finally {
      runInAction(() => {
        this.checking = false;
      });
    }
  }

  async markViewed(id: string): Promise<void> {
    if (this.viewing.includes(id)) return;
    this.viewing.push(id);
    try {
      await this.api.markViewed(id);
      runInAction(() => {
        this.sites = this.sites.map((s) => (s.id === id ? { ...s, isNew: false } : s));
      });
    } catch (error) {
      this.fail(error, 'update_failed');
    } finally {
      runInAction(() => {
        this.viewing = this.viewing.filter((v) => v !== id);
      });
    }
  }

  async markAllViewed(): Promise<void> {
    try {
      await this.api.markAllViewed();
      runInAction(() => {
        this.sites = this.sites.map((s) => ({ ...s, isNew: false }));
      });
    } catch (error) {
      this.fail(error, 'update_failed');
    }
  }

  get pendingDelete(): SiteView | null {
    return this.deletion.item;
  }

  get deleting(): boolean {
    return this.deletion.busy;
  }

  askDelete(site: SiteView): void {
    this.deletion.ask(site);
  }

  cancelDelete(): void {
    this.deletion.cancel();
  }

  confirmDelete(): Promise<void> {
    return this.deletion.confirm();
  }

  private replace(site: SiteView): void {
    this.sites = this.sites.map((s) => (s.id === site.id ? site : s));
  }

  private toast(input: ToastInput): void {
    this.options.toasts?.show(input);
  }

  /** The server's site-monitor message when it sent one, else the spec's "Error … " text of the action. */
  private fail(error: unknown, action: Action): void {
    const keep = (refused: { code: string }) => refused.code.startsWith('site_monitor.') || refused.code === 'request.invalid';
    this.toast(errorToast(toUiError(error, { keep, fallback: { code: `site_monitor.${action}`, message: '' } })));
  }
}
