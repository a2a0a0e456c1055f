import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000Identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "app_user" ("id" uuid not null, "email" varchar(254) not null, "given_name" varchar(100) not null, "family_name" varchar(100) not null, "roles" text[] not null, "is_new" boolean not null, "language" varchar(2) not null, "password_hash" varchar(255) not null, "active" boolean not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(
      `create table "auth_session" ("id" varchar(32) not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "page_closed_at" timestamptz null, "ended_at" timestamptz null, "user_agent" varchar(500) null, "ip" varchar(64) null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_session_user_id_index" on "auth_session" ("user_id");`);
    this.addSql(`alter table "auth_session" add constraint "auth_session_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `create table "login_failure" ("id" bigserial primary key, "email" varchar(254) not null, "ip" varchar(64) not null, "at" timestamptz not null);`,
    );
    this.addSql(`create index "login_failure_email_at_index" on "login_failure" ("email", "at");`);
    this.addSql(`create index "login_failure_ip_at_index" on "login_failure" ("ip", "at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_failure";`);
    this.addSql(`drop table if exists "auth_session";`);
    this.addSql(`drop table if exists "app_user";`);
  }
}
