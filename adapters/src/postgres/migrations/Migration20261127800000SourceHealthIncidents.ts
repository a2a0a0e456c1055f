import { Migration } from '@mikro-orm/migrations';

/**
 * Source-health incidents (ADR 0027): one open incident per source at most (partial unique
 * index), so it is announced once across processes and restarts. The documents' index by source
 * and acquisition time serves the evaluation's documents-per-day of each source.
 */
export class Migration20261127800000SourceHealthIncidents extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "source_health_incident" ("id" uuid not null, "source_id" uuid not null, "source_name" varchar(200) not null, "kind" varchar(16) not null, "problem" jsonb not null, "opened_at" timestamptz not null, "closed_at" timestamptz null, "recovered" boolean not null, primary key ("id"));`,
    );
    this.addSql(
      `create unique index "source_health_incident_open_unique" on "source_health_incident" ("source_id") where "closed_at" is null;`,
    );
    this.addSql(`create index "source_health_incident_opened_at_index" on "source_health_incident" ("opened_at");`);
    this.addSql(
      `create index "news_document_source_id_first_acquisition_date_index" on "news_document" ("source_id", "first_acquisition_date");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "news_document_source_id_first_acquisition_date_index";`);
    this.addSql(`drop table if exists "source_health_incident";`);
  }
}
