import type { DatabaseSync } from 'node:sqlite';
import { COUNT_CAP } from '@newsdesk/core/search/search.ports';
import { parseTerm } from '@newsdesk/core/search/parse-query';
import type { SearchTerm } from '@newsdesk/core/search/search-query.types';
import { foldForSuggestion } from '@newsdesk/core/suggestions/suggest';
import { PAGE_SIZE, type SearchEngine } from './postgres-runner';

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * One term as an FTS5 query. unicode61 does not stem: a plain term matches the word itself
 * (case- and accent-insensitive), which is less than PostgreSQL's stemmed match finds.
 */
const ftsQuery = (term: SearchTerm): { table: 'doc_fts' | 'doc_tri'; match: string } => {
  switch (term.kind) {
    case 'plain':
    case 'exact':
      return { table: 'doc_fts', match: quoted(term.text) };
    case 'prefix':
      return { table: 'doc_fts', match: `${quoted(term.text)}*` };
    case 'phrase':
      return { table: 'doc_fts', match: quoted(term.words.join(' ')) };
    case 'contains':
      return { table: 'doc_tri', match: quoted(term.text) };
  }
};

/** SQLite FTS5 answering the same questions as fairly as its model allows (see sqlite-corpus.ts). */
export const sqliteEngine = (db: DatabaseSync, now: Date): SearchEngine => {
  const from = now.getTime() - 31 * 86_400_000;
  // two index probes: min()/max() over a range of docs_acquired would read the whole range
  const first = db.prepare(`select rowid from docs where acquired >= ? order by acquired limit 1`);
  const last = db.prepare(`select rowid from docs where acquired <= ? order by acquired desc limit 1`);
  const load = db.prepare(`select json from docs where rowid in (select value from json_each(?))`);
  const statements = Object.fromEntries(
    (['doc_fts', 'doc_tri'] as const).map((table) => [
      table,
      {
        page: db.prepare(
          `select rowid from ${table} where ${table} match ? and rowid between ? and ? order by rowid desc limit ${PAGE_SIZE}`,
        ),
        count: db.prepare(
          `select count(*) as n from (select 1 from ${table} where ${table} match ? and rowid between ? and ? limit ${COUNT_CAP})`,
        ),
      },
    ]),
  );
  const entities = db.prepare(
    `select name, kind, count(*) as documents from doc_entity where search_name >= ? and search_name < ? group by name, kind order by documents desc, name limit 10`,
  );
  const terms = db.prepare(`select term, doc from doc_vocab where term >= ? and term < ? order by doc desc limit 20`);
  const ownEntities = db.prepare(`select distinct e.name from doc_entity e join docs d on d.rowid = e.doc where d.id = ?`);
  const ownRowid = db.prepare(`select rowid from docs where id = ?`);
  const sharing = db.prepare(
    `select doc from doc_entity where name in (select value from json_each(?)) and doc <> ? group by doc order by count(distinct name) desc, doc desc limit 20`,
  );
  return {
    search: async (tag) => {
      const { table, match } = ftsQuery(parseTerm({ name: tag, fromSuggestion: tag.includes(' ') }));
      const lo = (first.get(from) as { rowid: number } | undefined)?.rowid ?? 0;
      const hi = (last.get(now.getTime()) as { rowid: number } | undefined)?.rowid ?? 0;
      const rows = statements[table]!.page.all(match, lo, hi) as { rowid: number }[];
      const total = statements[table]!.count.get(match, lo, hi) as { n: number };
      return { documents: load.all(JSON.stringify(rows.map((r) => r.rowid))), total: total.n };
    },
    suggest: async (typed) => {
      const prefix = foldForSuggestion(typed);
      const end = `${prefix}\u{10ffff}`;
      return [...entities.all(prefix, end), ...terms.all(prefix, end)];
    },
    related: async (id) => {
      const names = (ownEntities.all(id) as { name: string }[]).map((r) => r.name);
      const { rowid } = ownRowid.get(id) as { rowid: number };
      const rows = sharing.all(JSON.stringify(names), rowid) as { doc: number }[];
      return load.all(JSON.stringify(rows.map((r) => r.doc)));
    },
  };
};
