import { Migration } from '@mikro-orm/migrations';

/**
 * A topic's names in the readers' languages (ADR 0029), e.g. {"de": "Wirtschaft", "fr": "Économie"}.
 * One object per topic rather than a row per language: they are always read and replaced together,
 * and they go when the topic goes. Existing topics have none and keep showing their name.
 */
export class Migration20261127900000TopicLabels extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "topic" add column "labels" jsonb not null default '{}'::jsonb check (jsonb_typeof("labels") = 'object');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "topic" drop column "labels";`);
  }
}
