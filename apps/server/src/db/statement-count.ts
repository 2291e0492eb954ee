import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

// Counts the SQL statements a piece of work sends (issue 14: no N+1 queries). Work run inside
// `countStatements` counts every statement drizzle sends on its behalf, whatever else the process
// does at the same time (jobs, other requests); outside it nothing is counted.

const counting = new AsyncLocalStorage<{ n: number }>();

/** drizzle's query logger, given to every database this process opens. */
export const statementLogger: Logger = {
  logQuery() {
    const c = counting.getStore();
    if (c) c.n++;
  },
};

/** Runs `work` and answers its result with the number of SQL statements it sent. */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const c = { n: 0 };
  // awaited inside the context: a lazy thenable (an injected request) starts only when awaited
  const result = await counting.run(c, async () => await work());
  return { result, statements: c.n };
}
