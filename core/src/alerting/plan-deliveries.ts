import type { AlertSettings } from '../collections/collection.types';
import { digestPeriodOf } from './digest-period';
import {
  alertTargets,
  subjectOf,
  type AlertedStory,
  type DeliveryAbout,
  type DeliverySubject,
  type NewDelivery,
  type PlannedMatch,
} from './alert.types';

export interface PlanInput {
  /** The collection's alert settings now; null = no alert (matches are planned into nothing). */
  alert: AlertSettings | null;
  /** New matches of one collection, in any order. */
  matches: readonly PlannedMatch[];
  /** Stories of this collection already assigned to an alert or digest (one per story). */
  alerted: ReadonlyMap<string, AlertedStory>;
  /** Digests whose sending has begun: they take no more stories (the story goes to a later one). */
  closedDigests: ReadonlySet<DeliverySubject>;
  now: Date;
  /** Zurich hour at which daily digests close (0–23). */
  dailyHour: number;
}

export interface DeliveryPlan {
  /** New story assignments: the ledger's guard that a story alerts once per collection. */
  stories: AlertedStory[];
  /** Ledger rows to create; a row that exists already (same subject, channel, recipient) is kept as it is. */
  deliveries: NewDelivery[];
}

// an original before its copies when they arrive together; then first matched first
const byArrival = (a: PlannedMatch, b: PlannedMatch) =>
  a.matchedAt.getTime() - b.matchedAt.getTime() || Number(b.isOriginal) - Number(a.isOriginal) || a.documentId.localeCompare(b.documentId);

/**
 * Turns a collection's new matches into deliveries (ADR 0007). One alert per story: the
 * first matching document of a story alerts (immediately) or joins the open digest of its period
 * (hourly / daily); a later copy of an immediately alerted story becomes a Slack thread reply
 * "+1 outlet" below the first alert, and nothing for e-mail, webhooks and Teams (ADR 0007, 0022:
 * those have no thread to fold into, so one message per story is the whole rule); a copy of a digested
 * story adds nothing. A story goes into the digest of the period it matched in unless that digest
 * is already being sent, then into the first later period still open.
 */
export const planDeliveries = (input: PlanInput): DeliveryPlan => {
  const plan: DeliveryPlan = { stories: [], deliveries: [] };
  if (!input.alert) return plan;
  const alert = input.alert;
  const targets = alertTargets(alert);
  // nobody to tell: no story is taken, so a recipient added later still hears of the next copy
  if (targets.length === 0) return plan;
  const assigned = new Map(input.alerted);
  const seenDocuments = new Set([...assigned.values()].map((s) => s.documentId));
  for (const match of [...input.matches].sort(byArrival)) {
    if (seenDocuments.has(match.documentId)) continue;
    seenDocuments.add(match.documentId);
    const existing = assigned.get(match.storyId);
    if (existing) {
      // a story alerted on its own (not digested) has the subject of its own alert
      if (alert.frequency === 'immediately' && existing.subject === subjectOf({ kind: 'story', storyId: existing.storyId })) {
        for (const t of targets.filter((x) => x.channel === 'slack')) {
          plan.deliveries.push({
            ...t,
            about: { kind: 'copy', documentId: match.documentId },
            threadOf: existing.subject,
            documentIds: [match.documentId],
            dueAt: input.now,
          });
        }
      }
      continue;
    }
    let about: DeliveryAbout;
    let dueAt: Date;
    if (alert.frequency === 'immediately') {
      about = { kind: 'story', storyId: match.storyId };
      dueAt = input.now;
    } else {
      const frequency = alert.frequency;
      let period = digestPeriodOf(frequency, match.matchedAt, input.dailyHour);
      while (input.closedDigests.has(subjectOf({ kind: 'digest', frequency, periodStart: period.start })))
        period = digestPeriodOf(frequency, period.end, input.dailyHour);
      about = { kind: 'digest', frequency, periodStart: period.start };
      dueAt = period.end;
    }
    const subject = subjectOf(about);
    const story: AlertedStory = { storyId: match.storyId, subject, documentId: match.documentId };
    assigned.set(match.storyId, story);
    plan.stories.push(story);
    for (const t of targets) {
      // a digest row names no documents: it reads its stories when it is sent
      const documentIds = about.kind === 'digest' ? [] : [match.documentId];
      if (plan.deliveries.some((d) => subjectOf(d.about) === subject && d.channel === t.channel && d.recipient === t.recipient)) continue;
      plan.deliveries.push({ ...t, about, threadOf: null, documentIds, dueAt });
    }
  }
  return plan;
};
