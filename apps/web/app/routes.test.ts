import { describe, expect, it } from 'vitest';
import { APP_ROUTE_SEGMENTS } from '@occ/shared/pages/reserved-slugs';
import routes from './routes';

interface Entry {
  path?: string;
  children?: Entry[];
}

/** The first segment of every route path of the table. */
function firstSegments(rs: Entry[], prefix = '', out = new Set<string>()) {
  for (const r of rs) {
    const p = r.path ? (prefix ? `${prefix}/${r.path}` : r.path) : prefix;
    const first = p.split('/')[0];
    if (first && first !== '*' && !first.startsWith(':')) out.add(first);
    if (r.children) firstSegments(r.children, p, out);
  }
  return out;
}

describe('reserved page slugs', () => {
  it('name every top-level route of the web app (a page slug may not clash with one)', () => {
    const reserved = new Set<string>(APP_ROUTE_SEGMENTS);
    const missing = [...firstSegments(routes as Entry[])].filter((s) => !reserved.has(s));
    expect(missing).toEqual([]);
  });
});
