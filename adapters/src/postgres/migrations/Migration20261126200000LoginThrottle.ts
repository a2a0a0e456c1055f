import { Migration } from '@mikro-orm/migrations';

/**
 * The login throttle reserves attempts before the password check, on counters per key and window,
 * and slows down busy addresses by turns (ADR 0014). The log of failures it replaces was read
 * before the check and written after it, so parallel attempts all passed; it is dropped.
 */
export class Migration20261126200000LoginThrottle extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "login_attempt_count" ("key" varchar(400) not null, "window_start" timestamptz not null, "window_end" timestamptz not null, "attempts" int not null, primary key ("key", "window_start"));`,
    );
    this.addSql(`create index "login_attempt_count_window_end_index" on "login_attempt_count" ("window_end");`);

    this.addSql(`create table "login_turn" ("key" varchar(100) not null, "next_free_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`create index "login_turn_next_free_at_index" on "login_turn" ("next_free_at");`);

    this.addSql(`drop table if exists "login_failure";`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `create table "login_failure" ("id" bigserial primary key, "email" varchar(254) not null, "ip" varchar(64) not null, "at" timestamptz not null);`,
    );
    this.addSql(`create index "login_failure_email_at_index" on "login_failure" ("email", "at");`);
    this.addSql(`create index "login_failure_ip_at_index" on "login_failure" ("ip", "at");`);
    this.addSql(`drop table if exists "login_turn";`);
    this.addSql(`drop table if exists "login_attempt_count";`);
  }
}
