/** One search as the log keeps it. */
export interface LoggedQuery {
  q: string;
  ms: number;
  at: string;
  found: number;
}

/**
 * The recent searches of one running portal (a ring of the last `size`): the slowest are shown to
 * the console (rebuild.ts indexStats), the most frequent that found something are the empty page's
 * suggestions (suggestions.ts). Kept in memory, per process: a restart forgets them.
 */
export class QueryLog {
  private readonly recent: LoggedQuery[] = [];

  constructor(private readonly size = 500) {}

  record(q: string, ms: number, found = 0): void {
    this.recent.push({
      q: q.slice(0, 100),
      ms: Math.round(ms * 10) / 10,
      at: new Date().toISOString(),
      found,
    });
    if (this.recent.length > this.size) this.recent.shift();
  }

  slowest(n = 20) {
    return [...this.recent]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, n)
      .map(({ q, ms, at }) => ({ q, ms, at }));
  }

  get entries(): ReadonlyArray<LoggedQuery> {
    return this.recent;
  }
}
