import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../test/harness';

// Sends control characters to every operation of the OpenAPI document, in every string of the
// body, the query and the path: each is refused (422 naming the field), never a 500.

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const MARK = '\u{E000}'; // a private-use placeholder, replaced by the control character under test
/** a lone surrogate cannot travel in a URL (its UTF-8 bytes are invalid): tried in bodies only */
const LONE = /^[\uD800-\uDFFF]$/;
const CONTROLS = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u000b', '\ud800'];

let ctx: TestContext;
let headers: Record<string, string>;
let doc: Doc;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  headers = (await signIn(ctx, { roles: ['admin'] })).headers;
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
});
afterAll(() => ctx.close());

function resolve(schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components?.schemas?.[s.$ref.split('/').pop()!] ?? {};
  return s;
}

const typesOf = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/**
 * A value for `schema` in which every string is `strings(path)`; objects get every property
 * (optional ones too), arrays one item, unions their first non-null branch.
 */
function sample(schema: Schema | undefined, path: string[], strings: (path: string[]) => string): unknown {
  const s = resolve(schema);
  const branch = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].find((b) => !typesOf(resolve(b)).includes('null'));
  if (branch) return sample(branch, path, strings);
  if (s.allOf?.length) return sample(s.allOf[0], path, strings);
  const types = typesOf(s).filter((t) => t !== 'null');
  if (s.properties || types.includes('object')) {
    const out: Record<string, unknown> = {};
    for (const [key, p] of Object.entries(s.properties ?? {})) out[key] = sample(p, [...path, key], strings);
    return out;
  }
  if (types.includes('array')) return [sample(s.items, [...path, '0'], strings)];
  if (types.includes('string') || s.enum || s.const !== undefined || types.length === 0) return strings(path);
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  return null;
}

/** Every path of a string inside `value`. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

const encode = encodeURIComponent;

interface Case {
  operation: string;
  method: string;
  url: string;
  body?: unknown;
  /** the field the answer should name */
  field: string;
}

/** One request per string of the operation holding `control` (the others plain), plus one with all. */
function casesOf(route: string, method: string, op: Operation, control: string): Case[] {
  const params = op.parameters ?? [];
  const jsonBody = op.requestBody?.content?.['application/json']?.schema;
  const fields = [
    ...params.filter((p) => p.in === 'path').map((p) => ['params', p.name]),
    ...params.filter((p) => p.in === 'query').map((p) => ['query', p.name]),
    ...(jsonBody ? stringPaths(sample(jsonBody, [], () => 'x')).map((p) => ['body', ...p]) : []),
  ].filter((f) => f[0] === 'body' || !LONE.test(control));
  const build = (chosen: (where: string[]) => boolean): Case => {
    const bad = (where: string[]) => chosen(where) && (where[0] === 'body' || !LONE.test(control));
    const text = (where: string[]) => (bad(where) ? `a${MARK}b`.replace(MARK, control) : 'x');
    const url = route.replace(/\{(\w+)\}/g, (_, name: string) => encode(text(['params', name])));
    const query = params
      .filter((p) => p.in === 'query')
      .map((p) => `${encodeURIComponent(p.name)}=${encode(text(['query', p.name]))}`)
      .join('&');
    const body = jsonBody ? sample(jsonBody, [], (p) => text(['body', ...p])) : undefined;
    const first = fields.find((f) => bad(f));
    return {
      operation: op.operationId ?? `${method} ${route}`,
      method: method.toUpperCase(),
      url: query ? `${url}?${query}` : url,
      body,
      field: first ? first.slice(1).join('.') : '',
    };
  };
  const key = (f: string[]) => f.join('\u0001');
  return [
    ...fields.map((f) => build((where) => key(where) === key(f))),
    ...(fields.length > 1 ? [build(() => true)] : []),
  ];
}

function allCases(control: string): Case[] {
  return Object.entries(doc.paths).flatMap(([route, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .flatMap(([method, op]) => casesOf(route, method, op, control)),
  );
}

describe('control characters in every operation of the OpenAPI document', () => {
  it('covers the whole API', () => {
    const operations = Object.values(doc.paths).flatMap((ops) => Object.keys(ops));
    expect(operations.length).toBeGreaterThan(150);
    expect(allCases('\u0000').length).toBeGreaterThan(300);
  });

  it.each(CONTROLS.map((c) => [JSON.stringify(c), c]))(
    'refuses %s in every string field, naming it, never with a 500',
    async (_name, control) => {
      const failures: string[] = [];
      const skipped: string[] = [];
      for (const c of allCases(control)) {
        const res = await ctx.app.inject({
          method: c.method,
          url: c.url,
          headers,
          ...(c.body === undefined ? {} : { payload: c.body as object }),
        });
        const answer = String(res.headers['content-type']).includes('json') ? res.json() : {};
        const fields = (answer as { result?: { fields?: { field: string }[] } }).result?.fields;
        // routes that take only multipart uploads refuse a JSON body with 415 before reading it
        if (res.statusCode === 415) {
          skipped.push(c.operation);
          continue;
        }
        if (res.statusCode !== 422 || (c.field && fields?.[0]?.field !== c.field))
          failures.push(
            `${c.operation} ${c.method} ${c.url} [${c.field}] → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
      expect(failures).toEqual([]);
      expect([...new Set(skipped)]).toEqual([]);
    },
  );

  it('keeps tab, line feed and carriage return in multi-line text', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/preview',
      headers,
      payload: { markdown: 'line one\r\n\tline two\nline three' },
    });
    expect(res.statusCode).toBe(200);
  });
});
