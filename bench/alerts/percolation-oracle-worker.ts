// One thread of the percolation oracle (percolation-oracle.ts): evaluates every collection against its documents.
import { parentPort, workerData } from 'node:worker_threads';
import { type OracleJob, oracleMatches, parseForOracle } from './percolation-oracle';

const { collections, documents, now } = workerData as OracleJob;
parentPort!.postMessage(oracleMatches(parseForOracle(collections), documents, new Date(now)));
