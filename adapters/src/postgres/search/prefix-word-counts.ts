import { exactLexeme } from '@newsdesk/core/search/indexed-words';
import type { SearchTerm } from '@newsdesk/core/search/search-query.types';
import type { SearchRequest } from '@newsdesk/core/search/search.ports';
import type { SqlCondition } from './query-to-sql';
import { countStatement } from './search-statements';
import { DAY_BUCKETS, onlyLanguageFilters, wholeBuckets } from './term-day-counts';

type PrefixTerm = SearchTerm & { kind: 'prefix' };

/** The search's prefix term when it is one case-insensitive prefix with no filter but languages and time; undefined otherwise. */
export const singlePrefix = (request: Pick<SearchRequest, 'ast' | 'filters'>): PrefixTerm | undefined => {
  const { ast, filters } = request;
  if (ast?.kind !== 'term' || ast.term.kind !== 'prefix' || ast.term.caseSensitive || !onlyLanguageFilters(filters)) return undefined;
  return exactLexeme(ast.term.text) ? ast.term : undefined;
};

const likePrefix = (text: string) => `=${text.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;

/**
 * A lower bound of a prefix search's matches from the stored per-day counts of unstemmed words
 * (term_day_count rows `=word`, Migration20261127600000ExactWordDayCounts): on each whole day of
 * the range, every document holding one word that starts with the prefix matches, so the largest
 * such word's count that day is at most that day's matches; summed over the days. Null when the
 * range holds no whole day.
 */
export const prefixLowerBoundStatement = (request: SearchRequest, term: PrefixTerm): SqlCondition | null => {
  const whole = wholeBuckets(request.range.from, request.range.to, DAY_BUCKETS.sizeMs);
  if (!whole) return null;
  const { languages } = request.filters;
  const languagePart = languages.length ? ' and language = any(?::text[])' : '';
  return {
    // `lexeme like '=%'` repeats the pattern index's predicate, so the planner may use it
    sql: `select coalesce(sum(best), 0) as n from (
      select max(documents) as best from (
        select lexeme, day, sum(documents) as documents from term_day_count
         where lexeme like '=%' and lexeme like ? and day >= ?::date and day < ?::date${languagePart}
         group by lexeme, day) w
      group by day) d`,
    params: [
      likePrefix(exactLexeme(term.text)),
      DAY_BUCKETS.param(whole.first),
      DAY_BUCKETS.param(whole.end),
      ...(languages.length ? [`{${languages.join(',')}}`] : []),
    ],
  };
};

/**
 * The capped total of a single prefix search in ONE statement (one snapshot for the stored counts
 * and the documents): the cap when the stored lower bound already reaches it, without reading a
 * document; otherwise the capped count on the documents (countStatement), which then runs alone.
 * Frequent prefixes are the slow ones to count on the documents (`cont*` on 1,000,000 documents:
 * 91,000 rows read to confirm 10,001, ~1 s), and they are the ones whose largest word reaches the cap.
 */
export const prefixCountStatement = (request: SearchRequest, term: PrefixTerm, cap: number): SqlCondition => {
  const counted = countStatement(request, cap);
  const bound = prefixLowerBoundStatement(request, term);
  if (!bound) return counted;
  return {
    sql: `with bound as (${bound.sql}) select case when (select n from bound) >= ${cap} then ${cap} else (${counted.sql}) end as n`,
    params: [...bound.params, ...counted.params],
  };
};
