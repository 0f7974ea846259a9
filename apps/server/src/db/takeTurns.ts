import type { PGlite, Transaction } from '@electric-sql/pglite';
import { yieldToEventLoop } from '../lib/yield.js';

/**
 * Makes every PGlite statement let the event loop turn once before it runs. PGlite executes a
 * statement synchronously and resolves it as a microtask, so while requests' statements follow
 * one another the loop never gets back to I/O: a new connection, a socket's upgrade, a timer all
 * wait until every request in flight is done, and under load they starve (issue 12's mixed
 * workload: sockets that never opened). One `setImmediate` a statement shares the loop fairly
 * at the cost of a few microseconds. Applies to statements inside transactions as well.
 */
export function takeTurns(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await yieldToEventLoop();
    return query(...args);
  }) as PGlite['query'];
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    await yieldToEventLoop();
    return exec(...args);
  };
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await yieldToEventLoop();
    return transaction((tx) => callback(takingTurns(tx)));
  };
}

function takingTurns(tx: Transaction): Transaction {
  const query = tx.query;
  // The transaction object has a `closed` getter; a derived object keeps it live.
  return Object.create(tx, {
    query: {
      value: async (...args: Parameters<Transaction['query']>) => {
        await yieldToEventLoop();
        return query(...args);
      },
    },
  }) as Transaction;
}
