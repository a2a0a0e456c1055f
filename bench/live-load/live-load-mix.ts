import type { MikroORM } from '@mikro-orm/postgresql';
import { buildQuerySets } from '../search/query-sets';
import type { PlannedRequest } from '../overload/overload-load';

/** A small seeded generator: every run asks the same mix in the same order. */
const seeded = (seed: number) => {
  let state = seed;
  return () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
};

/**
 * The newsroom's everyday mix per 1,000 requests, as readers use the search page while documents
 * arrive: searches and type-ahead, opening documents and their related ones, the notification
 * bell and the session. /metrics is left out: a scrape resets the event-loop histogram the
 * benchmark reads (prom-client), and Prometheus scrapes every 15 s or so, not 20 times a minute.
 */
export const MIX_WEIGHTS = {
  search: 250,
  suggestions: 200,
  document: 250,
  related: 60,
  notifications: 80,
  me: 80,
  filters: 40,
  healthz: 40,
} as const;

type Kind = keyof typeof MIX_WEIGHTS;

/** `count` requests of the mix, spread over `sessions` logged-in readers, each from an address of their own. */
export const liveLoadPlan = async (orm: MikroORM, count: number, sessions: number): Promise<PlannedRequest[]> => {
  const random = seeded(20261127);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const sets = await buildQuerySets(orm);
  const documentIds = (
    await orm.em.fork().execute<{ id: string }[]>('select id from news_document tablesample system (5) repeatable (3) limit 400')
  ).map((r) => r.id);
  const searchTerms = [
    ...sets.search['term-top'],
    ...sets.search['term-mid'],
    ...sets.search['term-mid'],
    ...sets.search['term-rare'],
    ...sets.search.phrase,
    ...sets.search.prefix,
  ];
  const related = [...sets.related.hot, ...sets.related.normal, ...sets.related.normal];
  const make: Record<Kind, () => Omit<PlannedRequest, 'session' | 'address'>> = {
    search: () => ({
      kind: 'search',
      method: 'POST',
      path: '/api/search',
      body: { tags: [{ name: pick(searchTerms) }], timeFrame: 'month' },
    }),
    suggestions: () => ({ kind: 'suggestions', method: 'POST', path: '/api/suggestions', body: { text: pick(sets.suggest) } }),
    document: () => ({ kind: 'document', method: 'GET', path: `/api/document/${pick(documentIds)}` }),
    related: () => ({ kind: 'related', method: 'GET', path: `/api/document/recommended/${pick(related)}/OR` }),
    notifications: () => ({ kind: 'notifications', method: 'GET', path: '/api/notifications' }),
    me: () => ({ kind: 'me', method: 'GET', path: '/api/me' }),
    filters: () => ({ kind: 'filters', method: 'GET', path: '/api/search/filters' }),
    healthz: () => ({ kind: 'healthz', method: 'GET', path: '/healthz' }),
  };
  const entries = Object.entries(MIX_WEIGHTS) as [Kind, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return Array.from({ length: count }, (_, i) => {
    let r = random() * total;
    const [kind] = entries.find(([, w]) => (r -= w) < 0) ?? entries[0]!;
    const reader = i % 50;
    return { ...make[kind](), session: kind === 'healthz' ? -1 : i % sessions, address: `10.79.0.${reader}` };
  });
};
