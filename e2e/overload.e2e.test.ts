import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type PortalProcess } from './portal-process';

// Issue 14: more page loads than the machine renders in time get a quick 503 with Retry-After —
// never a 500, a hang past the client's patience, or a dead process. A portal of its own with a
// small render gate (1 at once, 4 waiting, 2 s wait, 5 s deadline) and no page cache, so every load renders.

const PAGES = ['/', '/news', '/community', '/community/qa', '/cloud/evaluation'];
const CONNECTIONS = 100;
const DURATION_MS = 30_000;
/** a browser's patience; no answer may take longer */
const CLIENT_TIMEOUT_MS = 20_000;

let portal: PortalProcess;

beforeAll(async () => {
  portal = await startPortal({
    OVERLOAD_RENDERS: '1',
    OVERLOAD_QUEUE: '4',
    OVERLOAD_WAIT_MS: '2000',
    OVERLOAD_DEADLINE_MS: '5000',
    PAGE_CACHE_MS: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
}, 300_000);
afterAll(() => portal?.stop());

describe('overload', () => {
  it(`stays up under ${CONNECTIONS} concurrent page loads for 30 s, shedding with 503 + Retry-After`, async () => {
    const statuses = new Map<string, number>();
    const count = (k: string) => statuses.set(k, (statuses.get(k) ?? 0) + 1);
    const deadline = Date.now() + DURATION_MS;
    let n = 0;
    const worker = async () => {
      while (Date.now() < deadline) {
        const url = `${portal.baseUrl}${PAGES[n++ % PAGES.length]}`;
        try {
          const res = await fetch(url, {
            headers: { accept: 'text/html' },
            signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
          });
          await res.arrayBuffer();
          if (res.status === 503 && res.headers.get('retry-after') !== '2') count('503 without Retry-After');
          else count(String(res.status));
        } catch (e) {
          count(`error ${(e as Error).name}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));

    const seen = Object.fromEntries(statuses);
    // every answer was a page or a deliberate refusal, in time
    expect(
      Object.keys(seen).filter((k) => k !== '200' && k !== '503'),
      JSON.stringify(seen),
    ).toEqual([]);
    expect(seen['200'] ?? 0).toBeGreaterThan(0);
    // the process is alive and answers normally once the storm is over
    expect(portal.child.exitCode).toBeNull();
    const after = await fetch(`${portal.baseUrl}/news`, { headers: { accept: 'text/html' } });
    expect(after.status).toBe(200);
    expect(portal.output()).not.toMatch(/unhandled|FATAL/i);
  }, 120_000);
});
