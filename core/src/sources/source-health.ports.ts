import type { SourceHealthKind, SourceHealthProblem, SourceHistory } from './source-health-rule';

/** A feed source with its recent history, as the health evaluation reads it. */
export interface WatchedSource {
  id: string;
  name: string;
  history: SourceHistory;
}

/** The history of every feed source as of `now` (crawler health and documents per Zurich day). */
export const SourceHistories = Symbol.for('SourceHistories');
export interface SourceHistories {
  load(now: Date): Promise<WatchedSource[]>;
}

/** One problem of one source, from the evaluation that found it to the one that saw it gone (ADR 0027). */
export interface SourceHealthIncident {
  id: string;
  sourceId: string;
  /** The source's name when the incident opened (the source may be renamed or deleted since). */
  sourceName: string;
  kind: SourceHealthKind;
  /** What the rule saw when it opened. */
  problem: SourceHealthProblem;
  openedAt: Date;
  closedAt: Date | null;
  /** Whether the admins were told it closed ("recovered"); false when the source was disabled or deleted. */
  recovered: boolean;
}

/** An e-mail to an admin about an incident; it goes through the delivery ledger (ADR 0007). */
export interface AdminNotice {
  email: string;
}

/**
 * Incidents, at most one open per source across every process: opening is a conditional insert,
 * closing a conditional update, and each queues its notices in the delivery ledger in the same
 * transaction, so an incident is announced once and its recovery once, whatever crashes between.
 */
export const SourceHealthIncidents = Symbol.for('SourceHealthIncidents');
export interface SourceHealthIncidents {
  listOpen(): Promise<SourceHealthIncident[]>;
  /** The incidents of the last `days` days and every open one, newest first. */
  listRecent(since: Date): Promise<SourceHealthIncident[]>;
  findById(id: string): Promise<SourceHealthIncident | null>;
  /** Null when the source already has an open incident (another process opened it first). */
  open(
    incident: Omit<SourceHealthIncident, 'id' | 'closedAt' | 'recovered' | 'kind'>,
    notices: readonly AdminNotice[],
  ): Promise<SourceHealthIncident | null>;
  /** False when it was closed already. Notices are queued only when `recovered`. */
  close(incidentId: string, at: Date, recovered: boolean, notices: readonly AdminNotice[]): Promise<boolean>;
}

/** What an admin receives about an incident, rendered by the e-mail adapter. */
export interface AdminNoticeMail {
  subject: string;
  text: string;
}

export const AdminNoticeEmails = Symbol.for('AdminNoticeEmails');
export interface AdminNoticeEmails {
  /** Sends with the ledger row's stable Message-ID; throws DeliveryFailure like the alert mailer. */
  sendNotice(to: string, messageId: string, mail: AdminNoticeMail): Promise<void>;
}
