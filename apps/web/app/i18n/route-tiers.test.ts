import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { allAreas, createI18n, loadAllCatalogs } from './index';
import { appDir, has, keysNamed, moduleGraph, pagesOf, type RouteEntry } from './key-scan';
import { mergeCatalogs } from './merge';
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

type Tree = Record<string, unknown>;

/** each area's catalogue (the console's folders as one), and all of them merged */
function catalogue() {
  const areas = new Map<string, Tree>();
  for (const dir of ['.', ...fs.readdirSync(i18nDir)]) {
    const file = path.join(i18nDir, dir, 'zh-CN.json');
    if (!fs.existsSync(file)) continue;
    const area = dir === '.' ? 'site' : CONSOLE_FOLDERS.has(dir) ? 'console' : dir;
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
    areas.set(area, mergeCatalogs(areas.get(area) ?? {}, json));
  }
  return { areas, whole: mergeCatalogs(...areas.values()) };
}

/** the words of a catalogue, as key paths */
const words = (tree: unknown, prefix = ''): string[] =>
  typeof tree === 'object' && tree !== null
    ? Object.entries(tree).flatMap(([k, v]) => words(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('UI catalogue areas by path', () => {
  const { areas, whole } = catalogue();
  /** the areas holding a key, or those of the nearest subtree holding it (every one is needed) */
  const holding = (key: string): string[] => {
    const hits = [...areas].filter(([, tree]) => has(tree, key)).map(([area]) => area);
    return hits.length || !key.includes('.') ? hits : holding(key.slice(0, key.lastIndexOf('.')));
  };
  const named = new Map<string, string[]>();
  const areasIn = (file: string) => {
    let out = named.get(file);
    if (!out) named.set(file, (out = [...new Set([...keysNamed(file, whole)].flatMap(holding))]));
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
    expect(new Set(areas.keys())).toEqual(known);
  });

  it('no two areas hold the same word', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, tree] of areas)
      for (const word of words(tree)) {
        if (seen.has(word)) twice.push(`${word}: ${seen.get(word)} and ${area}`);
        seen.set(word, area);
      }
    expect(twice).toEqual([]);
  });

  it('paths load their prefixes’ areas', () => {
    expect(areasFor('/').sort()).toEqual([...BASE_AREAS].sort());
    expect(areasFor('/community/post/detail')).toEqual(expect.arrayContaining(['community', 'posts']));
    expect(areasFor('/community/postx')).not.toContain('posts');
    expect(areasFor('/admin/user')).toContain('console');
  });

  it('all the areas together are the whole catalogue', async () => {
    await loadAllCatalogs('zh-CN');
    const data = createI18n('zh-CN').store.data['zh-CN']!.translation;
    expect(words(data).sort()).toEqual(words({ ...publicZh, ...consoleZh }).sort());
    expect(words(data).sort()).toEqual(words(whole).sort());
  });
});
