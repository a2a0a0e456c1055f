import type { DeliveryOutcome } from '@newsdesk/core/alerting/deliver-alert';

interface Sender {
  execute(deliveryId: string): Promise<DeliveryOutcome>;
}

/**
 * The delivery job's one `deliver(id)` for every ledger row: source-health notices to admins
 * (ADR 0027) go to their own sender, everything else to DeliverAlert. Both claim the row before
 * sending, so the ledger's guarantees (ADR 0007) hold for either.
 */
export const ledgerRowSender =
  (isAdminNotice: (deliveryId: string) => Promise<boolean>, notices: Sender, alerts: Sender) =>
  async (deliveryId: string): Promise<DeliveryOutcome> =>
    (await isAdminNotice(deliveryId)) ? notices.execute(deliveryId) : alerts.execute(deliveryId);
