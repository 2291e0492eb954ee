/**
 * Runs the calls made with one key one after another in this process (calls with other keys run
 * freely): the chunks of one resumable upload (media uploads, resource upload sessions) are
 * written in order. Across processes the caller's conditional UPDATE decides.
 */
export function keyedSerialiser() {
  const tails = new Map<string, Promise<unknown>>();
  return async function serialised<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(fn, fn);
    const settled = run.catch(() => undefined);
    tails.set(key, settled);
    try {
      return await run;
    } finally {
      if (tails.get(key) === settled) tails.delete(key);
    }
  };
}
