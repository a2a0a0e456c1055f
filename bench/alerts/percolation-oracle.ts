import { Worker } from 'node:worker_threads';
import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { collectionMatcher, parseCollectionSearch, type ParsedCollectionSearch } from '@newsdesk/core/percolation/matches-collection';
import type { QueryNode, SearchTerm } from '@newsdesk/core/search/search-query.types';
import type { BenchCollection } from './percolation-collections';

/**
 * The collections parsed once, with equal terms made one object: the oracle's query matcher keeps
 * one outcome per term object and document, so 100,000 collections ask about ~45,000 distinct
 * terms instead of ~130,000 term objects. Terms are data: sharing equal ones changes no verdict.
 */
export const parseForOracle = (collections: readonly BenchCollection[]): ParsedCollectionSearch[] => {
  const shared = new Map<string, SearchTerm>();
  const share = (node: QueryNode): QueryNode => {
    switch (node.kind) {
      case 'term': {
        const key = JSON.stringify(node.term);
        let term = shared.get(key);
        if (!term) shared.set(key, (term = node.term));
        return { ...node, term };
      }
      case 'not':
        return { ...node, operand: share(node.operand) };
      case 'and':
      case 'or':
        return { ...node, operands: node.operands.map(share) };
    }
  };
  return collections.map((c) => {
    const parsed = parseCollectionSearch(c.search);
    return { ...parsed, ast: parsed.ast && share(parsed.ast) };
  });
};

/**
 * The brute-force oracle on one thread: for each document, every collection evaluated with
 * matchesCollection's semantics (collectionMatcher: the document analysed once, each collection
 * in full); the positions of the matching collections.
 */
export const oracleMatches = (
  parsed: readonly ParsedCollectionSearch[],
  documents: readonly DocumentRecord[],
  now: Date,
  onDocument: (done: number) => void = () => {},
): Int32Array[] =>
  documents.map((d, k) => {
    const matches = collectionMatcher(d, now);
    const found: number[] = [];
    for (let i = 0; i < parsed.length; i++) if (matches(parsed[i]!)) found.push(i);
    onDocument(k + 1);
    return Int32Array.from(found);
  });

/** What an oracle thread posts: how many of its documents are done, then its matches. */
export type OracleMessage = { done: number } | { matches: Int32Array[] };

export interface OracleJob {
  collections: readonly BenchCollection[];
  documents: readonly DocumentRecord[];
  now: string;
}

/**
 * The oracle over `threads` worker threads (documents dealt out round-robin, so long and short
 * ones spread evenly); per document the positions in `collections` of its matches. `progress`
 * hears how many documents are done in all threads.
 */
export const runOracle = async (
  collections: readonly BenchCollection[],
  documents: readonly DocumentRecord[],
  now: Date,
  threads: number,
  progress: (done: number) => void = () => {},
): Promise<Int32Array[]> => {
  const shares = Array.from({ length: Math.min(threads, documents.length) }, (_, t) => documents.filter((_, i) => i % threads === t));
  const done = shares.map(() => 0);
  const results = await Promise.all(
    shares.map(
      (share, t) =>
        new Promise<Int32Array[]>((resolve, reject) => {
          const job: OracleJob = { collections, documents: share, now: now.toISOString() };
          const worker = new Worker(new URL('./percolation-oracle-worker.ts', import.meta.url), { workerData: job });
          worker.on('message', (message: OracleMessage) => {
            if ('matches' in message) return resolve(message.matches);
            done[t] = message.done;
            progress(done.reduce((a, b) => a + b, 0));
          });
          worker.once('error', reject);
          worker.once('exit', (code) => code !== 0 && reject(new Error(`oracle worker exited with ${code}`)));
        }),
    ),
  );
  return documents.map((_, i) => results[i % threads]![Math.floor(i / threads)]!);
};
