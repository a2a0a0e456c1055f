import { makeAutoObservable, runInAction } from 'mobx';
import { toUiError } from '../ui/ui-error';
import type { ToastInput } from '../toasts/toast.store';
import type { SiteAlertDraft, SiteMonitorApi, SiteView } from './site-monitor.gateway';

export type SiteAlertFrequency = NonNullable<SiteAlertDraft['frequency']>;
export const SITE_ALERT_FREQUENCIES: readonly SiteAlertFrequency[] = ['immediately', 'hourly', 'daily'];
export type SiteAlertList = 'emails' | 'slackChannels' | 'webhooks' | 'teams';
export const SITE_ALERT_LISTS: readonly SiteAlertList[] = ['emails', 'slackChannels', 'webhooks', 'teams'];

/** One recipient per line (a comma also separates), blanks dropped. */
const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

/**
 * The alert settings form of a site (ADR 0026): frequency and the collection editor's four
 * recipient lists. The server validates with the collection editor's rules and answers a code
 * (`collection.invalid_email`, …) that the form shows translated; nothing is kept on failure.
 */
export class SiteAlertEditor {
  siteId: string | null = null;
  frequency: SiteAlertFrequency | '' = '';
  text: Record<SiteAlertList, string> = { emails: '', slackChannels: '', webhooks: '', teams: '' };
  saving = false;
  error: { code: string; message: string } | null = null;
  /** The webhook signing secret just made: shown this once. */
  secret: string | null = null;
  makingSecret = false;

  constructor(
    private readonly api: Pick<SiteMonitorApi, 'saveAlert' | 'rotateWebhookSecret'>,
    private readonly saved: (site: SiteView) => void,
    private readonly options: { toasts?: { show(input: ToastInput): string } } = {},
  ) {
    makeAutoObservable<SiteAlertEditor, 'api' | 'saved' | 'options'>(
      this,
      { api: false, saved: false, options: false },
      { autoBind: true },
    );
  }

  open(site: SiteView): void {
    this.siteId = site.id;
    this.frequency = site.alert?.frequency ?? '';
    this.text = {
      emails: (site.alert?.emails ?? []).join('\n'),
      slackChannels: (site.alert?.slackChannels ?? []).join('\n'),
      webhooks: (site.alert?.webhooks ?? []).join('\n'),
      teams: (site.alert?.teams ?? []).join('\n'),
    };
    this.error = null;
    this.secret = null;
  }

  close(): void {
    this.siteId = null;
    this.error = null;
    this.secret = null;
  }

  /** Webhooks are signed (ADR 0022): without a secret the site's webhook deliveries fail, so the form offers one. */
  async makeSecret(): Promise<void> {
    await this.request('makingSecret', async (id) => {
      const { secret } = await this.api.rotateWebhookSecret(id);
      runInAction(() => {
        this.secret = secret;
      });
    });
  }

  setFrequency(frequency: SiteAlertFrequency | ''): void {
    this.frequency = frequency;
  }

  setText(list: SiteAlertList, text: string): void {
    this.text = { ...this.text, [list]: text };
  }

  /** No frequency and no recipients: alerts off (null). */
  get draft(): SiteAlertDraft | null {
    const [emails, slackChannels, webhooks, teams] = SITE_ALERT_LISTS.map((list) => lines(this.text[list])) as [
      string[],
      string[],
      string[],
      string[],
    ];
    const frequency = this.frequency === '' ? null : this.frequency;
    if (frequency === null && emails.length + slackChannels.length + webhooks.length + teams.length === 0) return null;
    return { frequency, emails, slackChannels, webhooks, teams };
  }

  async save(): Promise<void> {
    await this.request('saving', async (id) => {
      const site = await this.api.saveAlert(id, this.draft);
      runInAction(() => {
        this.saved(site);
        this.siteId = null;
      });
      this.options.toasts?.show({ kind: 'success', messageKey: 'site-monitor:alerts.saved', message: 'Alert settings saved' });
    });
  }

  /** One call for the open site at a time under its busy flag; a failure is shown on the form and changes nothing else. */
  private async request(busy: 'saving' | 'makingSecret', call: (siteId: string) => Promise<void>): Promise<void> {
    const id = this.siteId;
    if (!id || this[busy]) return;
    this[busy] = true;
    this.error = null;
    try {
      await call(id);
    } catch (error) {
      const { code, message } = toUiError(error);
      runInAction(() => {
        this.error = { code, message };
      });
    } finally {
      runInAction(() => {
        this[busy] = false;
      });
    }
  }
}
