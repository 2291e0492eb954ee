/** A running time as m:ss (or h:mm:ss), e.g. 2:05; empty while unknown. */
export function formatDuration(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return '';
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Upload progress as a whole percentage (100 only when every byte is there). */
export function percentOf(sent: number, size: number): number {
  if (size <= 0) return 0;
  if (sent >= size) return 100;
  return Math.min(99, Math.floor((sent / size) * 100));
}
