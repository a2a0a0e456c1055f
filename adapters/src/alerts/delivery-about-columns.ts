import { subjectOf, type DeliveryAbout, type DigestFrequency, type SourceHealthNoticeKind } from '@newsdesk/core/alerting/alert.types';

/**
 * What a ledger row is about, in alert_delivery's typed columns
 * (Migration20261127960000DeliverySubjectColumns, ADR 0007): every writer inserts these beside the
 * subject derived from the same value, and every reader builds `about` from them.
 * `reference_id` is the story, document, test, or incident id; `period_start` a digest's start, a
 * site change's time, or a site digest's start (with `period_end`).
 */
export const ABOUT_COLUMNS = 'subject, subject_kind, frequency, period_start, period_end, reference_id, notice';
/** The placeholders of ABOUT_COLUMNS. */
export const ABOUT_PLACEHOLDERS = '?, ?, ?, ?, ?, ?, ?';

/** The values of ABOUT_COLUMNS, in their order. */
export const aboutValues = (
  about: DeliveryAbout,
): [string, string, string | null, Date | null, Date | null, string | null, string | null] => {
  const subject = subjectOf(about);
  switch (about.kind) {
    case 'story':
      return [subject, about.kind, null, null, null, about.storyId, null];
    case 'copy':
      return [subject, about.kind, null, null, null, about.documentId, null];
    case 'digest':
      return [subject, about.kind, about.frequency, about.periodStart, null, null, null];
    case 'test':
      return [subject, about.kind, null, null, null, about.id, null];
    case 'site':
      return [subject, about.kind, null, about.at, null, null, null];
    case 'site-digest':
      return [subject, about.kind, about.frequency, about.from, about.to, null, null];
    case 'source-health':
      return [subject, about.kind, null, null, null, about.incidentId, about.notice];
  }
};

/** The typed columns as the driver returns them. */
export interface AboutRowData {
  subject_kind: string;
  frequency: string | null;
  period_start: Date | string | null;
  period_end: Date | string | null;
  reference_id: string | null;
  notice: string | null;
}

export const ABOUT_SELECT = 'd.subject_kind, d.frequency, d.period_start, d.period_end, d.reference_id, d.notice';

// the table's checks hold each kind to exactly its columns: these are never null where read
const date = (value: Date | string | null) => new Date(value!);
const frequencyOf = (row: AboutRowData) => row.frequency as DigestFrequency;

export const aboutOf = (row: AboutRowData): DeliveryAbout => {
  const kind = row.subject_kind as DeliveryAbout['kind'];
  switch (kind) {
    case 'story':
      return { kind, storyId: row.reference_id! };
    case 'copy':
      return { kind, documentId: row.reference_id! };
    case 'digest':
      return { kind, frequency: frequencyOf(row), periodStart: date(row.period_start) };
    case 'test':
      return { kind, id: row.reference_id! };
    case 'site':
      return { kind, at: date(row.period_start) };
    case 'site-digest':
      return { kind, frequency: frequencyOf(row), from: date(row.period_start), to: date(row.period_end) };
    case 'source-health':
      return { kind, incidentId: row.reference_id!, notice: row.notice as SourceHealthNoticeKind };
  }
};
