import { contentLocale, isLoginTimeoutExempt, isSessionLost, type Envelope } from '@occ/shared';
import { translateCore, type CoreMessageKey } from '@occ/shared/messages/core';

// The client request layer (spec §7): JSON in and out, XSRF echoed, no default timeout,
// errors named as in spec §8. An envelope with success:false is an error carrying its message.

export type RequestErrorKind =
  | 'aborted'
  | 'network'
  | 'timeout'
  | 'status'
  | 'business'
  | 'protocol'
  /** a success status whose JSON body does not parse */
  | 'invalid'
  /** a gateway in front of the API answered 502/504 with a page of its own */
  | 'gateway';

export class RequestError extends Error {
  constructor(
    readonly kind: RequestErrorKind,
    message: string,
    readonly status?: number,
    readonly code?: number,
    readonly envelope?: Envelope,
  ) {
    super(message);
    this.name = 'RequestError';
  }
  /** spec §4: the session is gone; the app drops to the logged-out state */
  get sessionLost(): boolean {
    return this.code !== undefined && isSessionLost(this.code);
  }
}

const CLIENT_ERROR_TEXT: Record<Exclude<RequestErrorKind, 'business'>, CoreMessageKey> = {
  aborted: 'requestAborted',
  network: 'networkError',
  timeout: 'requestTimeout',
  status: 'requestStatus',
  protocol: 'unsupportedProtocol',
  invalid: 'interfaceException',
  gateway: 'interfaceError',
};

/**
 * The client's own failure (spec §8's HTTP client errors) in the page's language: the document's
 * `lang` (English outside a browser). `params`: `status`, `ms` or `protocol` as the kind needs.
 */
export function clientError(
  kind: Exclude<RequestErrorKind, 'business'>,
  params: { status?: number; ms?: number; protocol?: string } = {},
): RequestError {
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : 'en-US';
  const text = translateCore(CLIENT_ERROR_TEXT[kind], contentLocale(lang || 'zh-CN'), params);
  return new RequestError(kind, text, params.status);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** milliseconds; none by default */
  timeout?: number;
  signal?: AbortSignal;
  /** base URL for calls outside the browser (tests, server); default: same origin */
  baseUrl?: string;
  /** cookie jar for calls outside the browser */
  cookie?: string;
}

type Listener = (err: RequestError) => void;
const sessionLostListeners = new Set<Listener>();

/** Called when any request answers with a session-lost code. */
export function onSessionLost(fn: Listener): () => void {
  sessionLostListeners.add(fn);
  return () => sessionLostListeners.delete(fn);
}

function readCookie(name: string, jar?: string): string | undefined {
  const source = jar ?? (typeof document !== 'undefined' ? document.cookie : '');
  for (const part of source.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

function buildUrl(path: string, opts: RequestOptions): string {
  const base = opts.baseUrl ?? (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  const url = new URL(path, base);
  if (!/^https?:$/.test(url.protocol)) throw clientError('protocol', { protocol: url.protocol });
  for (const [k, v] of Object.entries(opts.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.cookie) headers.cookie = opts.cookie;
  const xsrf = readCookie('XSRF-TOKEN', opts.cookie);
  if (xsrf && method !== 'GET') headers['x-xsrf-token'] = xsrf;

  const controller = new AbortController();
  let timedOut = false;
  const timer = opts.timeout
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, opts.timeout)
    : undefined;
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);

  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts), {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (e) {
    if (e instanceof RequestError) throw e;
    if (timedOut) throw clientError('timeout', { ms: opts.timeout });
    if (controller.signal.aborted) throw clientError('aborted');
    throw clientError('network');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }

  let envelope: Envelope<T> | undefined;
  let unparsable = false;
  if (res.headers.get('content-type')?.includes('application/json')) {
    envelope = (await res.json().catch(() => {
      unparsable = true;
      return undefined;
    })) as Envelope<T> | undefined;
  }
  if (envelope && typeof envelope.success === 'boolean' && !envelope.success) {
    const err = new RequestError('business', envelope.message, res.status, envelope.code, envelope);
    // spec §7: the exempt calls never put the page into the logged-out state
    if (err.sessionLost && !isLoginTimeoutExempt(path)) for (const fn of sessionLostListeners) fn(err);
    throw err;
  }
  if (res.status === 502 || res.status === 504) throw clientError('gateway', { status: res.status });
  if (res.status < 200 || res.status > 299) {
    throw clientError('status', { status: res.status });
  }
  if (unparsable) throw clientError('invalid');
  return (envelope ? envelope.result : undefined) as T;
}
