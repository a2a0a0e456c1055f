import type { FeedSourceRepository, OfficialSourceRepository } from '../sources/source.ports';
import { DomainError } from '../shared/domain-error';
import { sourceOptions } from './search-filter-options';

/** A source domain of the index, offered by the Sources filter with the number of its documents. */
export interface SourceChoice {
  domain: string;
  /** The feed's or official source's name; the domain itself for any other site. */
  name: string;
  documents: number;
}

export interface SourceCount {
  domain: string;
  documents: number;
}

export const SourceCounts = Symbol.for('SourceCounts');
/** Documents per domain, precomputed (ADR 0020): listing the sources never counts documents. */
export interface SourceCounts {
  /** Domains containing the (lower-case) text, most documents first; every domain for ''. */
  matching(text: string, limit: number): Promise<SourceCount[]>;
  /** The counts of these domains (a domain without documents has no entry). */
  of(domains: readonly string[]): Promise<Map<string, number>>;
}

export const MAX_SOURCE_CHOICES = 50;
export const MAX_SOURCE_TEXT = 100;

export const sourceTextTooLong = () =>
  new DomainError('invalid', 'search.source_text_too_long', `A source to look for is at most ${MAX_SOURCE_TEXT} characters.`);

const contains = (text: string) => (value: string) => value.toLowerCase().includes(text);

/**
 * The choices of the Sources filter for what was typed (spec §4 search filters; ADR 0020): every
 * domain with documents whose domain or source name contains the text, and the named feed and
 * official sources even before they have documents, most documents first.
 */
export const sourceChoices = (
  typed: string,
  counted: readonly SourceCount[],
  named: readonly { domain: string; name: string }[],
  namedCounts: ReadonlyMap<string, number>,
  limit: number,
): SourceChoice[] => {
  const text = typed.trim().toLowerCase();
  const names = new Map(sourceOptions(named).map((s) => [s.domain, s.name]));
  const choices = new Map<string, SourceChoice>();
  for (const { domain, documents } of counted) choices.set(domain, { domain, name: names.get(domain) ?? domain, documents });
  for (const [domain, name] of names) {
    if (!choices.has(domain) && [domain, name].some(contains(text)))
      choices.set(domain, { domain, name, documents: namedCounts.get(domain) ?? 0 });
  }
  return [...choices.values()]
    .sort(
      (a, b) =>
        b.documents - a.documents || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.domain.localeCompare(b.domain),
    )
    .slice(0, limit);
};

/** Type-ahead over the sources of the index, for the search page's Sources filter (every user may read it). */
export class ListSources {
  constructor(
    private readonly counts: SourceCounts,
    private readonly feedSources: Pick<FeedSourceRepository, 'list'>,
    private readonly officialSources: Pick<OfficialSourceRepository, 'list'>,
  ) {}

  async execute(typed = '', limit = MAX_SOURCE_CHOICES): Promise<SourceChoice[]> {
    if (typed.length > MAX_SOURCE_TEXT) throw sourceTextTooLong();
    const capped = Math.min(Math.max(Math.trunc(limit), 1), MAX_SOURCE_CHOICES);
    const text = typed.trim().toLowerCase();
    const [counted, feeds, officials] = await Promise.all([
      this.counts.matching(text, capped),
      this.feedSources.list(),
      this.officialSources.list(),
    ]);
    const named = [...feeds, ...officials].map((s) => ({ domain: s.domain, name: s.name }));
    // a source whose name (not domain) was typed: its count is looked up by domain
    const namedMatching = sourceOptions(named)
      .filter((s) => [s.domain, s.name].some(contains(text)))
      .map((s) => s.domain);
    const namedCounts = namedMatching.length ? await this.counts.of(namedMatching) : new Map<string, number>();
    return sourceChoices(typed, counted, named, namedCounts, capped);
  }
}
