import { ApiError } from '../api/api-error';
import { validateAlert } from '@newsdesk/core/collections/collection-validation';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import type { DeliveryPage, DeliveryView } from '../collections/collections.types';
import type { CheckResult, SiteAlertDraft, SiteList, SiteMonitorApi, SitePatch, SiteView } from './site-monitor.gateway';

export type SiteMonitorScenario = 'loaded' | 'empty' | 'loading' | 'load-error' | 'long-text' | 'check-error';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 9, minutes)).toISOString();

export const aSiteView = (overrides: Partial<SiteView> = {}): SiteView => ({
  id: `site-${Math.random().toString(36).slice(2, 10)}`,
  name: 'Federal Council – press releases',
  url: 'https://www.admin.ch/gov/en/start/documentation/media-releases.html',
  selector: '#news h2',
  ignoredPatterns: [],
  isNew: false,
  lastChange: null,
  lastCheckedAt: at(45),
  lastError: null,
  alert: null,
  createdAt: at(0),
  ...overrides,
});

const LONG =
  'The Federal Council has adopted the dispatch on the 2027 budget and the integrated task and financial plan for 2028–2030. '.repeat(6);

export const siteFixtures = (scenario: SiteMonitorScenario): SiteView[] => {
  if (scenario === 'empty' || scenario === 'loading' || scenario === 'load-error') return [];
  return [
    aSiteView({
      id: 'site-snb',
      name: 'SNB monetary policy',
      url: 'https://www.snb.ch/en/',
      selector: 'main .policy-rate',
      isNew: true,
      ignoredPatterns: ['Updated {number}:{number}'],
      lastChange: {
        at: at(40),
        parts:
          scenario === 'long-text'
            ? [
                { kind: 'same', text: `… ${LONG.slice(0, 120)}`, elided: true },
                { kind: 'removed', text: '1.5%' },
                { kind: 'added', text: '1.25%' },
                { kind: 'same', text: ` ${LONG}` },
              ]
            : [
                { kind: 'same', text: 'SNB policy rate ' },
                { kind: 'removed', text: '1.5%' },
                { kind: 'added', text: '1.25%' },
                { kind: 'same', text: '\nNext assessment 12 December' },
              ],
      },
    }),
    aSiteView({
      id: 'site-council',
      lastChange: {
        at: at(10),
        parts: [
          { kind: 'same', text: 'Council ' },
          { kind: 'removed', text: 'adopts' },
          { kind: 'added', text: 'rejects' },
          { kind: 'same', text: ' the budget' },
        ],
      },
    }),
    aSiteView({
      id: 'site-canton',
      name: 'Canton of Zurich – elections',
      url: 'https://www.zh.ch/de/wahlen.html',
      selector: '.results',
      lastError: { code: 'site_monitor.fetch_failed', at: at(45) },
    }),
  ];
};

const never = () => new Promise<never>(() => undefined);

const aSiteDelivery = (overrides: Partial<DeliveryView> & Pick<DeliveryView, 'id' | 'channel' | 'recipient' | 'status'>): DeliveryView => ({
  kind: 'site',
  attempts: 1,
  lastError: null,
  problem: null,
  documentIds: [],
  createdAt: at(41),
  sentAt: null,
  nextAttemptAt: null,
  ...overrides,
});

/** A site-monitor server in memory for stories and component tests. */
export class FakeSiteMonitorApi implements SiteMonitorApi {
  sites: SiteView[];
  readonly calls: string[] = [];
  private n = 0;

  constructor(private readonly scenario: SiteMonitorScenario = 'loaded') {
    this.sites = siteFixtures(scenario);
  }

  async list(): Promise<SiteList> {
    this.calls.push('list');
    if (this.scenario === 'loading') return never();
    if (this.scenario === 'load-error')
      throw new ApiError({ status: 500, code: 'server.internal', message: 'Something went wrong on our side.' });
    return { sites: this.sites.map((s) => ({ ...s })), alertCount: this.sites.filter((s) => s.isNew).length };
  }

  async add(input: { url: string; selector: string; name: string }) {
    this.calls.push(`add ${input.url}`);
    if (!/^https?:\/\//.test(input.url))
      throw new ApiError({ status: 400, code: 'site_monitor.invalid_url', message: 'Invalid site format', details: { field: 'url' } });
    if (this.sites.some((s) => s.url === input.url && s.selector === input.selector)) {
      throw new ApiError({ status: 409, code: 'site_monitor.site_exists', message: 'A site with this URL and selector already exists.' });
    }
    if (input.selector === '#missing')
      throw new ApiError({
        status: 400,
        code: 'site_monitor.selector_not_found',
        message: 'The text cannot be found with that selector.',
        details: { field: 'selector' },
      });
    const proposedIgnores = ['Updated {number}:{number}:{number}', 'token {code}'];
    const site = aSiteView({
      id: `site-added-${++this.n}`,
      ...input,
      ignoredPatterns: proposedIgnores,
      lastCheckedAt: at(50),
      createdAt: at(50),
    });
    this.sites.push(site);
    return { site: { ...site }, proposedIgnores };
  }

  async remove(id: string) {
    this.calls.push(`remove ${id}`);
    this.sites = this.sites.filter((s) => s.id !== id);
  }

  async update(id: string, patch: SitePatch) {
    this.calls.push(`update ${id} ${JSON.stringify(patch)}`);
    const site = this.sites.find((s) => s.id === id);
    if (!site) throw new ApiError({ status: 404, code: 'site_monitor.not_found', message: 'This site is not on your list.' });
    Object.assign(site, patch);
    return { ...site };
  }

  async checkNow(): Promise<CheckResult> {
    this.calls.push('checkNow');
    if (this.scenario === 'check-error')
      throw new ApiError({ status: 0, code: 'network.failed', message: 'The server cannot be reached.' });
    const council = this.sites.find((s) => s.id === 'site-council');
    if (council) council.isNew = true;
    return {
      summary: { checked: this.sites.length, changed: council ? 1 : 0, failed: 0, busy: 0 },
      sites: this.sites.map((s) => ({ ...s })),
      alertCount: this.sites.filter((s) => s.isNew).length,
    };
  }

  async markViewed(id: string) {
    this.calls.push(`viewed ${id}`);
    const site = this.sites.find((s) => s.id === id);
    if (site) site.isNew = false;
  }

  async markAllViewed() {
    this.calls.push('viewedAll');
    for (const site of this.sites) site.isNew = false;
  }

  /** The council site's two deliveries of its last change (one sent, one that failed); none for the others. */
  async deliveries(id: string, page: number, pageSize: number): Promise<DeliveryPage> {
    this.calls.push(`deliveries ${id} ${page}`);
    const site = this.sites.find((s) => s.id === id);
    if (!site) throw new ApiError({ status: 404, code: 'site_monitor.not_found', message: 'This site is not on your list.' });
    const deliveries: DeliveryView[] =
      id === 'site-council'
        ? [
            aSiteDelivery({ id: 'delivery-1', channel: 'email', recipient: 'desk@example.org', status: 'sent', sentAt: at(42) }),
            aSiteDelivery({
              id: 'delivery-2',
              channel: 'webhook',
              recipient: 'https://hooks.example/newsdesk',
              status: 'failed',
              attempts: 5,
              lastError: 'Webhook: https://hooks.example/newsdesk answered 500',
              problem: { code: 'alert.delivery.webhook_failed', detail: 'Webhook: https://hooks.example/newsdesk answered 500' },
            }),
          ]
        : [];
    return { deliveries: deliveries.slice((page - 1) * pageSize, page * pageSize), total: deliveries.length, page, pageSize };
  }

  async rotateWebhookSecret(id: string) {
    this.calls.push(`secret ${id}`);
    return { secret: `whsec_${btoa(`secret-${id}`)}` };
  }

  /** Validates with core's rule, as the server does, and answers its 400 {code, message}. */
  async saveAlert(id: string, alert: SiteAlertDraft | null) {
    this.calls.push(`alert ${id} ${JSON.stringify(alert)}`);
    const site = this.sites.find((s) => s.id === id);
    if (!site) throw new ApiError({ status: 404, code: 'site_monitor.not_found', message: 'This site is not on your list.' });
    try {
      site.alert = validateAlert(alert);
    } catch (error) {
      if (isDomainError(error)) throw new ApiError({ status: 400, code: error.code, message: error.message });
      throw error;
    }
    return { ...site };
  }
}
