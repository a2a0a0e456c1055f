import { Migration } from '@mikro-orm/migrations';

/**
 * A name's key (lower case, spaces folded) can be longer than the name: "İ" lower-cases to two
 * characters, so a valid 120-character name could overflow varchar(120) and fail with a 500.
 */
export class Migration20261122910000CollectionNameKey extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "collection" alter column "name_key" type text using ("name_key"::text);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "collection" alter column "name_key" type varchar(120) using ("name_key"::varchar(120));`);
  }
}
