import { formatMs, type Latency } from '../support/percentiles';

export type EngineName = 'postgres' | 'naive' | 'sqlite';
export const ENGINE_TITLES: Record<EngineName, string> = {
  postgres: 'PostgreSQL as shipped',
  naive: 'naive plan (GIN + ORDER BY + count(*))',
  sqlite: 'SQLite FTS5',
};

/** The goals per query kind (docs/benchmarks.md, "Search"): [p50, p95] in ms, undefined where none is set. */
export const GOALS: Record<string, [number | undefined, number | undefined]> = {
  'term-top': [20, 100],
  'term-mid': [20, 100],
  'term-rare': [20, 100],
  'term-absent': [20, 100],
  prefix: [undefined, 300],
  contains: [undefined, 500],
  phrase: [undefined, undefined],
  suggest: [undefined, 30],
  'suggest-word': [undefined, 30],
  'suggest-words': [undefined, 30],
  sources: [undefined, 30],
  attention: [undefined, 100],
  'attention-language': [undefined, 100],
  'attention-language-days': [undefined, 100],
  'attention-24h': [undefined, 100],
  'related-hot': [undefined, 50],
  'related-normal': [undefined, 50],
};

const goal = ([p50, p95]: [number | undefined, number | undefined]) =>
  [p50 !== undefined ? `p50 ≤ ${p50}` : '', p95 !== undefined ? `p95 ≤ ${p95}` : ''].filter(Boolean).join(', ') || '—';

const cell = (l: Latency | undefined) => (l ? `${formatMs(l.p50)} / ${formatMs(l.p95)}` : 'not run');

/** The markdown table of docs/benchmarks.md: kinds × engines, p50 / p95 in ms. */
export const reportTable = (results: Map<string, Map<EngineName, Latency>>, engines: EngineName[]): string => {
  const lines = [
    `| query kind | goal (ms) | ${engines.map((e) => `${ENGINE_TITLES[e]} p50 / p95`).join(' | ')} |`,
    `|---|---|${engines.map(() => '---').join('|')}|`,
  ];
  for (const [kind, byEngine] of results) {
    lines.push(`| ${kind} | ${goal(GOALS[kind] ?? [undefined, undefined])} | ${engines.map((e) => cell(byEngine.get(e))).join(' | ')} |`);
  }
  return lines.join('\n');
};
