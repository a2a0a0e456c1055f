import { Migration } from '@mikro-orm/migrations';

/**
 * Appearance chosen in the user menu (System / Light / Dark), kept on the user like the language
 * so it follows them to every device (ADR 0019). Existing users follow the system, as before.
 */
export class Migration20261127500000UserColorScheme extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "app_user" add column "color_scheme" varchar(6) not null default 'system' check ("color_scheme" in ('system', 'light', 'dark'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "app_user" drop column "color_scheme";`);
  }
}
