import { Migration } from '@mikro-orm/migrations';

/**
 * What a delivery is about gets typed columns beside the subject (core/src/alerting/alert.types.ts
 * `DeliveryAbout`, ADR 0007): readers build it from these, never from the subject string, which
 * stays the unique key (derived by `subjectOf`, byte for byte the strings written before).
 * `reference_id` is the story, document, test or incident id; `period_start` a digest's start or a
 * site change's time; `period_end` a site digest's end; each kind has exactly its own columns (the checks).
 * Rows written before are filled from their subject here, the one place that reads the old strings; a
 * subject of none of the known forms leaves `subject_kind` null and the migration fails rather than guess.
 */
export class Migration20261127960000DeliverySubjectColumns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "alert_delivery"
      add column "subject_kind" text null,
      add column "frequency" text null,
      add column "period_start" timestamptz null,
      add column "period_end" timestamptz null,
      add column "reference_id" text null,
      add column "notice" text null;`);
    this.addSql(
      `update "alert_delivery" set "subject_kind" = 'story', "reference_id" = substr("subject", 7) where "subject" like 'story:%';`,
    );
    this.addSql(
      `update "alert_delivery" set "subject_kind" = 'copy', "reference_id" = substr("subject", 6) where "subject" like 'copy:%';`,
    );
    this.addSql(
      `update "alert_delivery" set "subject_kind" = 'test', "reference_id" = substr("subject", 6) where "subject" like 'test:%';`,
    );
    this.addSql(`update "alert_delivery" set "subject_kind" = 'digest', "frequency" = m[1], "period_start" = m[2]::timestamptz
      from (select "id" as "row_id", regexp_match("subject", '^digest:(hourly|daily):(.+)$') as m from "alert_delivery") as parsed
      where "id" = parsed."row_id" and m is not null;`);
    this.addSql(
      `update "alert_delivery" set "subject_kind" = 'site', "period_start" = substr("subject", 6)::timestamptz where "subject" like 'site:%';`,
    );
    this.addSql(`update "alert_delivery" set "subject_kind" = 'site-digest', "frequency" = m[1], "period_start" = m[2]::timestamptz, "period_end" = m[3]::timestamptz
      from (select "id" as "row_id", regexp_match("subject", '^site-digest:(hourly|daily):([^/]+)/(.+)$') as m from "alert_delivery") as parsed
      where "id" = parsed."row_id" and m is not null;`);
    this.addSql(`update "alert_delivery" set "subject_kind" = 'source-health', "reference_id" = m[1], "notice" = m[2]
      from (select "id" as "row_id", regexp_match("subject", '^source-health:([^:]+):(opened|recovered)$') as m from "alert_delivery") as parsed
      where "id" = parsed."row_id" and m is not null;`);
    this.addSql(`alter table "alert_delivery" alter column "subject_kind" set not null;`);
    this.addSql(`alter table "alert_delivery"
      add constraint "alert_delivery_subject_kind_check" check ("subject_kind" in ('story', 'copy', 'digest', 'test', 'site', 'site-digest', 'source-health')),
      add constraint "alert_delivery_frequency_check" check ("frequency" in ('hourly', 'daily')),
      add constraint "alert_delivery_notice_check" check ("notice" in ('opened', 'recovered')),
      add constraint "alert_delivery_reference_id_check" check (("reference_id" is not null) = ("subject_kind" in ('story', 'copy', 'test', 'source-health'))),
      add constraint "alert_delivery_period_start_check" check (("period_start" is not null) = ("subject_kind" in ('digest', 'site', 'site-digest'))),
      add constraint "alert_delivery_frequency_kind_check" check (("frequency" is not null) = ("subject_kind" in ('digest', 'site-digest'))),
      add constraint "alert_delivery_period_end_check" check (("period_end" is not null) = ("subject_kind" = 'site-digest')),
      add constraint "alert_delivery_notice_kind_check" check (("notice" is not null) = ("subject_kind" = 'source-health'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "alert_delivery"
      drop column "subject_kind", drop column "frequency", drop column "period_start",
      drop column "period_end", drop column "reference_id", drop column "notice";`);
  }
}
