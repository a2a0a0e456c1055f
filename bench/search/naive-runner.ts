import type { MikroORM } from '@mikro-orm/postgresql';
import { parseTerm } from '@newsdesk/core/search/parse-query';
import type { SearchTerm } from '@newsdesk/core/search/search-query.types';
import { foldForSuggestion } from '@newsdesk/core/suggestions/suggest';
import { PAGE_SIZE, type SearchEngine } from './postgres-runner';

const CONFIGS: [string, string][] = [
  ['en', 'english'],
  ['de', 'german'],
  ['fr', 'french'],
];
const COLUMNS =
  'id, canonical_url, content_hash, story_id, url, domain, title, body, associated_text, publication_date, first_acquisition_date, language, is_original, categories, concepts';

/** A stemmed match per document language, each branch able to use the GIN index. */
const stemmed = (fn: string, text: string): [string, unknown[]] => [
  `(${CONFIGS.map(([lang, config]) => `(language = '${lang}' and tsv_stemmed @@ ${fn}('${config}', ?))`).join(' or ')} or (language not in ('en', 'de', 'fr') and tsv_stemmed @@ ${fn}('simple', ?)))`,
  [text, text, text, text],
];

/** The obvious SQL for one term: GIN where there is one, ILIKE where there is not. */
const condition = (term: SearchTerm): [string, unknown[]] => {
  switch (term.kind) {
    case 'plain':
    case 'exact':
      return stemmed('plainto_tsquery', term.text);
    case 'phrase':
      return stemmed('phraseto_tsquery', term.words.join(' '));
    case 'prefix':
      return [`tsv_exact @@ to_tsquery('simple', ?)`, [`'${term.text.toLowerCase().replaceAll("'", "''")}':*`]];
    case 'contains':
      return [`(title || ' ' || body || ' ' || associated_plain) ilike ?`, [`%${term.text}%`]];
  }
};

/**
 * The naive plan the issue compares against: the same WHERE, ORDER BY date LIMIT 20 for the page
 * and an uncapped count(*) beside it; related documents and suggestions as first written
 * (group by over every matching entity row).
 */
export const naiveEngine = (orm: MikroORM, now: Date): SearchEngine => {
  const from = new Date(now.getTime() - 31 * 86_400_000);
  return {
    search: async (tag) => {
      const [sql, params] = condition(parseTerm({ name: tag, fromSuggestion: tag.includes(' ') }));
      const where = `first_acquisition_date between ? and ? and ${sql}`;
      return Promise.all([
        orm.em
          .fork()
          .execute(`select ${COLUMNS} from news_document where ${where} order by first_acquisition_date desc, id limit ${PAGE_SIZE}`, [
            from,
            now,
            ...params,
          ]),
        orm.em.fork().execute(`select count(*) from news_document where ${where}`, [from, now, ...params]),
      ]);
    },
    suggest: (typed) =>
      orm.em
        .fork()
        .execute(
          `select name, kind, count(*) as documents from document_entity where search_name like ? group by name, kind order by count(*) desc, name limit 10`,
          [`${foldForSuggestion(typed)}%`],
        ),
    related: async (id) => {
      const em = orm.em.fork();
      const names = (await em.execute<{ name: string }[]>(`select distinct name from document_entity where document_id = ?`, [id])).map(
        (r) => r.name,
      );
      const rows = await em.execute<{ id: string }[]>(
        `select d.id from document_entity e join news_document d on d.id = e.document_id
          where e.name = any(?::text[]) and d.id <> ? group by d.id, d.first_acquisition_date
          order by count(distinct e.name) desc, d.first_acquisition_date desc, d.id limit 20`,
        [`{${names.map((n) => `"${n}"`).join(',')}}`, id],
      );
      return em.execute(`select ${COLUMNS} from news_document where id = any(?::uuid[])`, [`{${rows.map((r) => r.id).join(',')}}`]);
    },
  };
};
