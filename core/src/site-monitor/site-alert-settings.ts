import type { DeliveryLedger, DeliveryLogPage, WebhookSecrets } from '../alerting/alert.ports';
import { validateAlert, type AlertDraft } from '../collections/collection-validation';
import { findOwnedSite } from './site-access';
import type { SiteRepository } from './site-monitor.ports';
import { toSiteView, type SiteView } from './site-monitor.types';

/**
 * A site's alert settings (ADR 0026): the collection editor's rules and error codes
 * (`collection.invalid_email`, `.invalid_slack_channel`, `.invalid_webhook_url`,
 * `.invalid_teams_url`, `.frequency_required`), because they are the same chips; null turns
 * alerts off. Only the owner sees or changes them; another user's site is "not found".
 */
export class SiteAlertSettings {
  constructor(
    private readonly deps: {
      sites: SiteRepository;
      ledger: Pick<DeliveryLedger, 'listForCollection'>;
      secrets: WebhookSecrets;
    },
  ) {}

  async save(ownerId: string, id: string, draft: AlertDraft | null): Promise<SiteView> {
    const site = await findOwnedSite(this.deps.sites, ownerId, id);
    const alert = validateAlert(draft);
    await this.deps.sites.saveAlert(site.id, alert);
    return toSiteView({ ...site, alert });
  }

  /** The site's delivery log: its rows of the one ledger, newest first. */
  async deliveries(ownerId: string, id: string, page: number, pageSize: number): Promise<DeliveryLogPage> {
    const site = await findOwnedSite(this.deps.sites, ownerId, id);
    return this.deps.ledger.listForCollection(site.id, page, pageSize);
  }

  /** The signing secret of the site's webhooks, shown once (as a collection's; ADR 0022). */
  async rotateWebhookSecret(ownerId: string, id: string): Promise<{ secret: string }> {
    const site = await findOwnedSite(this.deps.sites, ownerId, id);
    return { secret: await this.deps.secrets.rotate(site.id) };
  }
}
