/**
 * Announced (NOTIFY) when ledger rows are written by anyone but the alert planner — a site
 * monitor's change (ADR 0026) — so the delivery workers queue due rows at once instead of at the
 * next 30 s sweep. The payload is not read: the sweep finds the rows in the ledger.
 */
export const DELIVERIES_ADDED_CHANNEL = 'newsdesk_alert_deliveries_added';
