import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { foldForSuggestion } from '@newsdesk/core/suggestions/suggest';

const PAGE = 10_000;

const SCHEMA = [
  // rowid follows the acquisition date, so "newest first" is FTS5's own descending rowid order
  `create table docs (rowid integer primary key, id text not null, acquired integer not null, language text not null, title text not null, body text not null, associated text not null, json text not null)`,
  `create virtual table doc_fts using fts5(title, body, associated, content='docs', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4')`,
  `create virtual table doc_tri using fts5(title, body, associated, content='docs', content_rowid='rowid', tokenize='trigram')`,
  `create virtual table doc_vocab using fts5vocab('doc_fts', 'row')`,
  `create table doc_entity (doc integer not null, kind text not null, name text not null, search_name text not null)`,
];
const INDEXES = [
  `create index docs_acquired on docs (acquired)`,
  `create index docs_id on docs (id)`,
  `create index doc_entity_name on doc_entity (name, doc)`,
  `create index doc_entity_search_name on doc_entity (search_name)`,
  `create index doc_entity_doc on doc_entity (doc)`,
];

/**
 * The same documents in SQLite (node:sqlite, FTS5), copied from the loaded PostgreSQL corpus so
 * both engines answer over identical data: an FTS5 table with the unicode61 tokenizer for words,
 * prefixes and phrases, a trigram FTS5 table for contains, and the entity table. Kept beside the
 * PostgreSQL data directory and rebuilt only when missing.
 */
export const openSqliteCorpus = async (folder: string, postgresUrl: string): Promise<DatabaseSync> => {
  const file = path.join(folder, 'fts5.sqlite');
  if (existsSync(file) && existsSync(`${file}.done`)) return new DatabaseSync(file);
  await rm(file, { force: true });
  const db = new DatabaseSync(file);
  db.exec('pragma journal_mode = off; pragma synchronous = off; pragma cache_size = -262144');
  for (const sql of SCHEMA) db.exec(sql);
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const insertDoc = db.prepare(
    `insert into docs (rowid, id, acquired, language, title, body, associated, json) values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFts = db.prepare(`insert into doc_fts (rowid, title, body, associated) values (?, ?, ?, ?)`);
  const insertTri = db.prepare(`insert into doc_tri (rowid, title, body, associated) values (?, ?, ?, ?)`);
  const insertEntity = db.prepare(`insert into doc_entity (doc, kind, name, search_name) values (?, ?, ?, ?)`);
  let rowid = 0;
  let after: [Date, string] = [new Date(0), '00000000-0000-0000-0000-000000000000'];
  try {
    for (;;) {
      const { rows } = await client.query<{
        id: string;
        first_acquisition_date: Date;
        language: string;
        title: string;
        body: string;
        associated_plain: string;
        doc: unknown;
        entities: { kind: string; name: string }[] | null;
      }>(
        `select d.id, d.first_acquisition_date, d.language, d.title, d.body, d.associated_plain, to_jsonb(d) - 'tsv_stemmed' - 'tsv_exact' as doc,
                (select json_agg(json_build_object('kind', e.kind, 'name', e.name)) from document_entity e where e.document_id = d.id) as entities
           from news_document d where (d.first_acquisition_date, d.id) > ($1, $2) order by d.first_acquisition_date, d.id limit ${PAGE}`,
        after,
      );
      if (rows.length === 0) break;
      db.exec('begin');
      for (const r of rows) {
        rowid++;
        insertDoc.run(
          rowid,
          r.id,
          r.first_acquisition_date.getTime(),
          r.language,
          r.title,
          r.body,
          r.associated_plain,
          JSON.stringify(r.doc),
        );
        insertFts.run(rowid, r.title, r.body, r.associated_plain);
        insertTri.run(rowid, r.title, r.body, r.associated_plain);
        for (const e of r.entities ?? []) insertEntity.run(rowid, e.kind, e.name, foldForSuggestion(e.name));
      }
      db.exec('commit');
      const last = rows.at(-1)!;
      after = [last.first_acquisition_date, last.id];
      if (rowid % 100_000 < PAGE) process.stdout.write(`  sqlite: ${rowid.toLocaleString('en')} documents\n`);
    }
  } finally {
    await client.end();
  }
  for (const sql of INDEXES) db.exec(sql);
  db.exec(`insert into doc_fts(doc_fts) values ('optimize'); insert into doc_tri(doc_tri) values ('optimize'); analyze`);
  db.close();
  await writeFile(`${file}.done`, new Date().toISOString());
  return new DatabaseSync(file);
};
