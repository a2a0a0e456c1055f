import { Migration } from '@mikro-orm/migrations';

/** Sources administration: uploaded site lists with their domains, official sources. */
export class Migration20261121200000SourceAdmin extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "official_source" ("id" uuid not null, "name" varchar(200) not null, "url" text not null, "domain" varchar(255) not null, "kind" varchar(16) not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "official_source" add constraint "official_source_url_unique" unique ("url");`);
    this.addSql(
      `create table "site_list_entry" ("file_name" varchar(100) not null, "domain" varchar(253) not null, "name" varchar(200) not null, "position" int not null, primary key ("file_name", "domain"));`,
    );
    this.addSql(`create index "site_list_entry_domain_index" on "site_list_entry" ("domain");`);
    this.addSql(
      `create table "site_list_file" ("name" varchar(100) not null, "kind" varchar(16) not null, "content" text not null, "size" int not null, "entry_count" int not null, "uploaded_at" timestamptz not null, "uploaded_by_id" uuid null, "uploaded_by_name" varchar(201) null, primary key ("name"));`,
    );
  }

  override async down(): Promise<void> {
    for (const table of ['official_source', 'site_list_entry', 'site_list_file']) this.addSql(`drop table if exists "${table}";`);
  }
}
