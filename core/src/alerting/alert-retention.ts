/**
 * How long alert records are kept (ADR 0007). Matches, planned marks and story assignments only
 * serve planning, near-duplicate detection and missed live notifications, which look back days,
 * not months; the delivery log stays readable for a quarter. Records of a deleted collection go
 * at the next clean-up, except a row a sender is working on right now.
 */
export interface AlertRetention {
  /** collection_match rows (missed notifications, planning) */
  matchesDays: number;
  /** alert_planned_match rows: planning only looks back PLAN_WINDOW (7 days) */
  plannedDays: number;
  /** alert_story rows: a copy of a story alerted longer ago than this alerts again */
  storiesDays: number;
  /** sent or failed alert_delivery rows (the delivery log) */
  deliveryLogDays: number;
}

export const alertRetention: AlertRetention = {
  matchesDays: 30,
  plannedDays: 8,
  storiesDays: 30,
  deliveryLogDays: 90,
};

export interface RetentionCutoffs {
  matchesBefore: Date;
  plannedBefore: Date;
  storiesBefore: Date;
  deliveryLogBefore: Date;
  /** Slack channel slots in the past are no longer a limit. */
  channelSlotsBefore: Date;
}

const DAY_MS = 24 * 3_600_000;

export const retentionCutoffs = (now: Date, retention: AlertRetention = alertRetention): RetentionCutoffs => {
  for (const [name, days] of Object.entries(retention)) {
    if (!Number.isFinite(days) || days < 1) throw new RangeError(`alert retention ${name} must be at least one day, got ${days}`);
  }
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    matchesBefore: before(retention.matchesDays),
    // planning reads matches of the last 7 days: a planned mark must outlive them
    plannedBefore: before(Math.max(retention.plannedDays, 8)),
    storiesBefore: before(retention.storiesDays),
    deliveryLogBefore: before(retention.deliveryLogDays),
    channelSlotsBefore: before(1),
  };
};
