import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { allAreas, createI18n, loadAllCatalogs } from './index';
import { appDir, areasNamed, moduleGraph, pagesOf, type RouteEntry } from './key-scan';
import { areasFor, BASE_AREAS, PATH_AREAS } from './tiers';
import publicZh from './catalog-zh-CN';
import consoleZh from './console-catalog-zh-CN';

// A page shows only the areas of the UI catalogue that tiers.ts declares for its path (the base
// and its prefixes'); a word of another area would show as its bare key. So, for every route of
// routes.ts, the code it loads (root, layouts, page, and all they import inside apps/web/app) may
// name only words of those areas. Keys built at run time are seen by their literal start
// (`posts.kind.${k}` is a word of `posts`); a key held whole in a variable comes from a literal
// somewhere in the same code, which is read too.

const i18nDir = path.join(appDir, 'i18n');
const CONSOLE_FOLDERS = new Set(
  [
    ...fs
      .readFileSync(path.join(i18nDir, 'console-catalog-zh-CN.ts'), 'utf8')
      .matchAll(/from '\.\/([\w-]+)\/zh-CN\.json'/g),
  ].map((m) => m[1]!),
);

/** top-level key → area, and the whole catalogue (every area merged) */
function catalogue() {
  const areaOf: Record<string, string> = {};
  const whole: Record<string, unknown> = {};
  for (const dir of ['.', ...fs.readdirSync(i18nDir)]) {
    const file = path.join(i18nDir, dir, 'zh-CN.json');
    if (!fs.existsSync(file)) continue;
    const area = dir === '.' ? 'site' : CONSOLE_FOLDERS.has(dir) ? 'console' : dir;
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, object>;
    for (const [key, value] of Object.entries(json)) {
      areaOf[key] = area;
      whole[key] = { ...(whole[key] as object), ...value };
    }
  }
  return { areaOf, whole };
}

describe('UI catalogue areas by path', () => {
  const { areaOf, whole } = catalogue();
  const named = new Map<string, string[]>();
  const areasIn = (file: string) => {
    let out = named.get(file);
    if (!out) named.set(file, (out = [...areasNamed(file, whole)].map((k) => areaOf[k]!)));
    return out;
  };

  it('every route names only words of the areas its path loads', () => {
    const missing: string[] = [];
    const root = path.join(appDir, 'root.tsx');
    const pages = pagesOf(routes as RouteEntry[]);
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      const loads = new Set(areasFor(page.path));
      for (const file of moduleGraph([root, ...page.files]))
        for (const area of areasIn(file))
          if (!loads.has(area))
            missing.push(`${page.path}: ${path.relative(appDir, file)} names a word of '${area}'`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('the declared areas exist', () => {
    const known = new Set(allAreas());
    const declared = [...BASE_AREAS, ...Object.values(PATH_AREAS).flat()];
    expect(declared.filter((a) => !known.has(a))).toEqual([]);
    expect(new Set(Object.values(areaOf))).toEqual(known);
  });

  it('no two areas share a top-level key', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const dir of ['.', ...fs.readdirSync(i18nDir)]) {
      const file = path.join(i18nDir, dir, 'zh-CN.json');
      if (!fs.existsSync(file) || CONSOLE_FOLDERS.has(dir)) continue;
      for (const key of Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object)) {
        if (seen.has(key)) shared.push(`${key}: ${seen.get(key)} and ${dir}`);
        seen.set(key, dir);
      }
    }
    expect(shared).toEqual([]);
  });

  it('paths load their prefixes’ areas', () => {
    expect(areasFor('/').sort()).toEqual([...BASE_AREAS].sort());
    expect(areasFor('/community/post/detail')).toEqual(expect.arrayContaining(['community', 'posts']));
    expect(areasFor('/community/postx')).not.toContain('posts');
    expect(areasFor('/admin/user')).toContain('console');
  });

  it('all the areas together are the whole catalogue', async () => {
    await loadAllCatalogs('zh-CN');
    const data = createI18n('zh-CN').store.data['zh-CN']!.translation as object;
    expect(Object.keys(data).sort()).toEqual(Object.keys({ ...publicZh, ...consoleZh }).sort());
  });
});
