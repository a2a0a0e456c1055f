// One thread of the percolation oracle (percolation-oracle.ts): evaluates every collection against its documents.
import { parentPort, workerData } from 'node:worker_threads';
import { type OracleJob, type OracleMessage, oracleMatches, parseForOracle } from './percolation-oracle';

const { collections, documents, now } = workerData as OracleJob;
const post = (message: OracleMessage) => parentPort!.postMessage(message);
const matches = oracleMatches(parseForOracle(collections), documents, new Date(now), (done) => done % 25 === 0 && post({ done }));
post({ matches });
