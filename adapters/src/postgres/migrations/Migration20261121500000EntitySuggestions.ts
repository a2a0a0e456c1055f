import { Migration } from '@mikro-orm/migrations';

// Frozen copy of core's FOLD_FROM / FOLD_TO at the time of this migration (the drift test
// fails if the entity definition and the database ever disagree).
const FOLD_FROM = 'àáâäãåāçčćèéêëēėęìíîïīñńòóôöõøōœùúûüūýÿžšłß';
const FOLD_TO = 'aaaaaaaccceeeeeeeiiiiinnoooooooouuuuuyyzsls';

/** A folded entity name with a prefix index, for as-you-type suggestions. */
export class Migration20261121500000EntitySuggestions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "document_entity" add column "search_name" varchar(200) generated always as (translate(lower("name"), '${FOLD_FROM}', '${FOLD_TO}')) stored null;`,
    );
    this.addSql(`create index "document_entity_search_name_index" on "document_entity" ("search_name" varchar_pattern_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "document_entity_search_name_index";`);
    this.addSql(`alter table "document_entity" drop column if exists "search_name";`);
  }
}
