import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientError, onSessionLost, request, RequestError } from './request';

// A real HTTP server on loopback plays the API.
let server: http.Server;
let baseUrl = '';
const seen: { method?: string; xsrf?: string; body?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, xsrf: req.headers['x-xsrf-token'] as string | undefined, body });
      const json = (status: number, v: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(v));
      };
      if (req.url?.startsWith('/ok'))
        return json(200, { code: 0, success: true, result: { url: req.url }, message: 'success' });
      if (req.url === '/biz')
        return json(200, { code: -4, success: false, result: null, message: 'already register' });
      if (req.url === '/api/base/user/getCurrentUserInfo' || req.url === '/api/base/auth/login')
        return json(401, { code: -2, success: false, result: null, message: 'Login information is invalid' });
      if (req.url === '/lost')
        return json(401, { code: -101014, success: false, result: null, message: 'Please log in first' });
      if (req.url === '/teapot') return json(418, { nope: true });
      if (req.url === '/broken') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"code": 0, "succ');
      }
      if (req.url === '/gateway') {
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<h1>Bad Gateway</h1>');
      }
      if (req.url === '/slow')
        return setTimeout(() => json(200, { code: 0, success: true, result: 1, message: '' }), 500);
      res.writeHead(500);
      res.end('plain');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const opts = { cookie: 'XSRF-TOKEN=abc123' };

describe('request', () => {
  it('returns the result of a success envelope, with query parameters', async () => {
    const r = await request<{ url: string }>('/ok', { ...opts, baseUrl, query: { page: 2, q: undefined } });
    expect(r.url).toBe('/ok?page=2');
  });

  it('sends JSON and echoes the XSRF cookie on state changes only', async () => {
    seen.length = 0;
    await request('/ok', { ...opts, baseUrl });
    await request('/ok', { ...opts, baseUrl, method: 'POST', body: { a: 1 } });
    expect(seen[0]).toMatchObject({ method: 'GET', xsrf: undefined });
    expect(seen[1]).toMatchObject({ method: 'POST', xsrf: 'abc123', body: '{"a":1}' });
  });

  it('turns success:false into an error carrying the message and code', async () => {
    const err = await request('/biz', { ...opts, baseUrl }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect(err).toMatchObject({
      kind: 'business',
      code: -4,
      message: 'already register',
      sessionLost: false,
    });
  });

  it('announces a lost session', async () => {
    const lost: number[] = [];
    const off = onSessionLost((e) => lost.push(e.code!));
    await expect(request('/lost', { ...opts, baseUrl })).rejects.toMatchObject({ sessionLost: true });
    // spec §7: the calls exempt from login-timeout handling never put the page into logged-out state
    for (const path of ['/api/base/user/getCurrentUserInfo', '/api/base/auth/login'])
      await expect(request(path, { ...opts, baseUrl })).rejects.toMatchObject({
        sessionLost: true,
        code: -2,
      });
    off();
    expect(lost).toEqual([-101014]);
  });

  it('names a bad status as in spec §8', async () => {
    await expect(request('/teapot', { ...opts, baseUrl })).rejects.toMatchObject({
      kind: 'status',
      message: 'Request failed with status code 418',
    });
    await expect(request('/other', { ...opts, baseUrl })).rejects.toMatchObject({
      message: 'Request failed with status code 500',
    });
  });

  it('has no default timeout, and names one when given', async () => {
    await expect(request('/slow', { ...opts, baseUrl })).resolves.toBe(1);
    await expect(request('/slow', { ...opts, baseUrl, timeout: 50 })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'timeout of 50ms exceeded',
    });
  });

  it('reports aborts, network errors and unsupported protocols', async () => {
    const c = new AbortController();
    const p = request('/slow', { ...opts, baseUrl, signal: c.signal });
    c.abort();
    await expect(p).rejects.toMatchObject({ kind: 'aborted', message: 'Request aborted' });
    await expect(request('/ok', { baseUrl: 'http://127.0.0.1:1' })).rejects.toMatchObject({
      kind: 'network',
      message: 'Network error',
    });
    await expect(request('ftp://example/x', {})).rejects.toMatchObject({ kind: 'protocol' });
  });

  it("names the client's own errors in the page's language", async () => {
    const doc = globalThis as { document?: unknown };
    doc.document = { documentElement: { lang: 'zh-CN' }, cookie: '' };
    try {
      await expect(request('/teapot', { ...opts, baseUrl })).rejects.toMatchObject({
        kind: 'status',
        status: 418,
        message: '请求失败，状态码 418',
      });
      await expect(request('/slow', { ...opts, baseUrl, timeout: 50 })).rejects.toMatchObject({
        message: '请求超时（超过 50 毫秒）',
      });
      await expect(request('/ok', { baseUrl: 'http://127.0.0.1:1' })).rejects.toMatchObject({
        message: '网络错误',
      });
      expect(clientError('aborted').message).toBe('请求已取消');
      // spec §8's "Interface exception" (a 2xx body that is not JSON) and "Interface error" (a gateway's page)
      await expect(request('/broken', { ...opts, baseUrl })).rejects.toMatchObject({
        kind: 'invalid',
        message: '接口异常',
      });
      await expect(request('/gateway', { ...opts, baseUrl })).rejects.toMatchObject({
        kind: 'gateway',
        message: '接口错误（状态码 502）',
      });
      expect(clientError('protocol', { protocol: 'ftp:' }).message).toBe('不支持的协议 ftp:');
      doc.document = { documentElement: { lang: 'en-US' }, cookie: '' };
      expect(clientError('protocol', { protocol: 'ftp:' }).message).toBe('Unsupported protocol ftp:');
      expect(clientError('invalid').message).toBe('Interface exception');
      expect(clientError('gateway', { status: 504 }).message).toBe('Interface error (status code 504)');
    } finally {
      delete doc.document;
    }
  });
});
