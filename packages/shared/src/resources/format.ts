// Formatting of resources for people, apart from the zod schemas (schemas.ts): pages that show a
// size load no zod for it (issue 14).

/** A size for people: 1023 B, 1.5 KB, 12.0 MB, 2.1 GB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(1)} ${units[i]}`;
}
