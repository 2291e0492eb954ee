import { DEBUG_HEADER } from '@occ/shared';

/** One API call of the page, as debug mode lists it. */
export interface DebugCall {
  method: string;
  path: string;
  status: number;
  /** measured in the browser, from the call to its answer */
  ms: number;
  /** the server's own figures: sent only to staff (apps/server/src/platform/debug.ts) */
  requestId: string | null;
  serverMs: number | null;
}

type Listener = (calls: readonly DebugCall[]) => void;
const MAX_CALLS = 50;
let calls: DebugCall[] = [];
const listeners = new Set<Listener>();
let original: typeof fetch | null = null;

function sameOrigin(input: RequestInfo | URL): URL | null {
  const raw = input instanceof Request ? input.url : String(input);
  const url = new URL(raw, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * Watches the page's own requests while debug mode is on: asks the server for its debug figures
 * (the header is ignored for anyone but staff) and records each call with its duration.
 * Returns the function that stops watching.
 */
export function watchCalls(): () => void {
  if (original) return stopWatching;
  const real = window.fetch.bind(window);
  original = window.fetch;
  window.fetch = async (input, init) => {
    const url = sameOrigin(input);
    if (!url) return real(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(DEBUG_HEADER, '1');
    const started = performance.now();
    const res = await real(input, { ...init, headers });
    const timing = /dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    record({
      method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      path: url.pathname + url.search,
      status: res.status,
      ms: Math.round(performance.now() - started),
      requestId: res.headers.get('x-request-id'),
      serverMs: timing ? Number(timing[1]) : null,
    });
    return res;
  };
  return stopWatching;
}

function stopWatching() {
  if (original) window.fetch = original;
  original = null;
  calls = [];
}

function record(call: DebugCall) {
  calls = [call, ...calls].slice(0, MAX_CALLS);
  for (const fn of listeners) fn(calls);
}

export function onCalls(fn: Listener): () => void {
  listeners.add(fn);
  fn(calls);
  return () => listeners.delete(fn);
}
