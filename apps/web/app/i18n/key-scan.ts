// For the tier tests only (route-tiers.test.ts): which words of the UI catalogue a route's code can
// name. Walks the import graph of a module inside apps/web/app (static imports, re-exports and
// `import()`: a lazily loaded part renders on the same page) and reads every string or template
// literal that starts with a top-level key of the catalogue ('community.x', `posts.kind.${k}`).
// A whole literal counts only when the catalogue holds it (so a permission like 'lab.review' is
// not a word); a literal cut by `${…}` or `+` counts as the start of the keys it builds.
import fs from 'node:fs';
import path from 'node:path';

export const appDir = path.resolve(import.meta.dirname, '..');

type Catalog = Record<string, unknown>;

const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module file a specifier names, or undefined outside apps/web/app (packages, styles, JSON). */
function resolve(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('~/')) base = path.join(appDir, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined;
  for (const cand of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(cand) && fs.existsSync(cand) && fs.statSync(cand).isFile()) return cand;
  return undefined;
}

const importsCache = new Map<string, string[]>();
function importsOf(file: string): string[] {
  let out = importsCache.get(file);
  if (!out) {
    const text = fs.readFileSync(file, 'utf8');
    out = [];
    for (const m of text.matchAll(IMPORT_RE)) {
      const target = resolve(file, (m[1] ?? m[2])!);
      if (target && !target.startsWith(path.join(appDir, 'i18n') + path.sep)) out.push(target);
    }
    importsCache.set(file, out);
  }
  return out;
}

/** Every module `entries` load, themselves included (absolute paths). */
export function moduleGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...importsOf(f));
  }
  return seen;
}

/** Whether `catalog` holds `key` (a word or a subtree; a plural's `_one`/`_other` count). */
export function has(catalog: Catalog, key: string): boolean {
  let node: unknown = catalog;
  const parts = key.split('.');
  for (const [i, part] of parts.entries()) {
    if (typeof node !== 'object' || node === null) return false;
    const obj = node as Record<string, unknown>;
    // plural forms: t('x.count', { count }) reads x.count_one / x.count_other
    if (i === parts.length - 1 && !(part in obj)) return `${part}_other` in obj || `${part}_one` in obj;
    node = obj[part];
  }
  return node !== undefined;
}

/**
 * The keys a file names, whole ('community.list.failed') or as the start of a key built at run
 * time ('posts.kind' of `posts.kind.${k}`). `catalog` is the whole catalogue (every area).
 */
export function keysNamed(file: string, catalog: Catalog): Set<string> {
  const text = fs.readFileSync(file, 'utf8');
  const tops = Object.keys(catalog).join('|');
  const re = new RegExp(`(['"\`])((?:${tops})\\.[\\w.-]*)(.?)`, 'g');
  const found = new Set<string>();
  for (const m of text.matchAll(re)) {
    const [, quote, literal, next] = m;
    const whole = next === quote && !literal!.endsWith('.');
    if (!whole) found.add(literal!.replace(/\.+$/, ''));
    else if (has(catalog, literal!)) found.add(literal!);
  }
  return found;
}

export interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Each page of the route table: a sample URL path and the files of its route chain. */
export function pagesOf(
  entries: RouteEntry[],
  parent = { path: '', files: [] as string[] },
): { path: string; files: string[] }[] {
  return entries.flatMap((e) => {
    const segs = e.path ? e.path.split('/').map((s) => (s.startsWith(':') || s === '*' ? 'x' : s)) : [];
    const here = {
      path: [parent.path, ...segs].filter(Boolean).join('/'),
      files: [...parent.files, path.join(appDir, e.file)],
    };
    const own = e.children?.length ? [] : [{ path: `/${here.path}`, files: here.files }];
    return [...own, ...pagesOf(e.children ?? [], here)];
  });
}
