import { SEARCH_POPULAR_MAX } from '@occ/shared';
import type { LoggedQuery } from './query-log';

/**
 * The empty result page's help: a close spelling of the keyword and the popular searches, both
 * from the recent searches of this portal that found something (query-log.ts), ranked
 * by how often they were made. A spelling is close when its edit distance (Levenshtein, on
 * lowercase characters) is at most a quarter of the keyword's length, at least 1. A keyword is
 * offered only once it was searched MIN_SEARCHES times (one reader's words are not shown to others).
 */
export const MIN_SEARCHES = 2;

/** The popular searches: the most frequent recent keywords that found something, most frequent first. */
export function popularQueries(recent: ReadonlyArray<LoggedQuery>, n = SEARCH_POPULAR_MAX): string[] {
  const counts = new Map<string, { q: string; n: number }>();
  for (const r of recent) {
    if (r.found <= 0) continue;
    const key = r.q.trim().toLowerCase();
    const seen = counts.get(key);
    if (seen) seen.n += 1;
    else counts.set(key, { q: r.q.trim(), n: 1 });
  }
  return [...counts.values()]
    .filter((c) => c.n >= MIN_SEARCHES)
    .sort((a, b) => b.n - a.n || a.q.localeCompare(b.q))
    .slice(0, n)
    .map((c) => c.q);
}

/** Levenshtein distance between two strings (by code point), stopping early above `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[t.length]!;
}

/** The closest recent keyword that found something, or null when none is close enough. */
export function closeSpelling(recent: ReadonlyArray<LoggedQuery>, keyword: string): string | null {
  const q = keyword.trim().toLowerCase();
  const max = Math.max(1, Math.floor([...q].length / 4));
  let best: { q: string; d: number } | null = null;
  for (const candidate of popularQueries(recent, Infinity)) {
    const c = candidate.toLowerCase();
    if (c === q) continue;
    const d = editDistance(q, c, max);
    if (d <= max && (!best || d < best.d)) best = { q: candidate, d };
  }
  return best?.q ?? null;
}
