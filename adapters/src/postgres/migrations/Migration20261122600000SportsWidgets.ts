import { Migration } from '@mikro-orm/migrations';

/** Embeddable sports widgets (spec §2) and the one row holding their token secret (ADR 0009). */
export class Migration20261122600000SportsWidgets extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sports_widget" ("id" uuid not null, "owner_id" uuid not null, "kind" varchar(40) not null, "service_provider" varchar(100) not null, "params" jsonb not null, "locale" varchar(2) not null, "title" varchar(200) not null, "created_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "sports_widget_owner_id_created_at_index" on "sports_widget" ("owner_id", "created_at");`);
    // A single row (id = 1): every process reads the same secret.
    this.addSql(
      `create table "sports_widget_secret" ("id" smallint not null check ("id" = 1), "secret" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sports_widget_secret";`);
    this.addSql(`drop table if exists "sports_widget";`);
  }
}
