// `npm run bench:pages`: first-route JavaScript of public pages (DESIGN §8: ≤ 250 KB gzip; issue
// 14: home, news and question/blog detail ≤ 200 KB). Exits 1 when a page is over its budget.
// Reads the production build's route manifest (apps/web/build, or WEB_BUILD_DIR) and, for each
// page, sums the gzip size of every module the server tells the browser to load before it can
// hydrate: the client entry and the modules of each matched route with their static imports.
// The UI catalogue of the reader's language is loaded before hydration too, so it is counted.
// Options: paths as arguments (default: the public pages below); --top=N lists the N biggest
// files; --locale=en-US counts that language's catalogue (default zh-CN).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { matchRoutes, type RouteObject } from 'react-router';
import { areasFor } from '../apps/web/app/i18n/tiers';

const BUDGET_KB = 250;
/** the pages a reader lands on most (issue 14): a tighter budget */
const LANDING_BUDGET_KB = 200;
const LANDING_PAGES = ['/', '/news', '/new/1', '/community/qa/detail', '/community/post/detail'];
const DEFAULT_PAGES = [
  ...LANDING_PAGES,
  // the header's entries (components/layout/nav-items.ts) and the other public lists and details
  '/community',
  '/community/qa',
  '/community/post',
  '/community/video',
  '/community/video/detail',
  '/college/index',
  '/software/operating',
  '/hardware/preview',
  '/hardware/product/x',
  '/solution',
  '/cloud/evaluation',
  '/service/building',
  '/competition/app2025',
  '/activity',
  '/vendor',
  '/vendor/x',
  '/user/x',
  '/community/topic_exchange',
  '/community/download',
  '/community/workgroup/x',
  '/college/course_details',
  '/search',
  '/help',
  '/about',
  '/auth/login',
  '/auth/register',
  '/auth/forget',
];
const budgetOf = (page: string) => (LANDING_PAGES.includes(page) ? LANDING_BUDGET_KB : BUDGET_KB);

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Build {
  assets: { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }>;
}

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build');
const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 0);
const pages = args.filter((a) => !a.startsWith('--'));
const locale = args.find((a) => a.startsWith('--locale='))?.slice(9) ?? 'zh-CN';

const serverEntry = path.join(buildDir, 'server/index.js');
if (!fs.existsSync(serverEntry)) {
  console.error(`no build at ${buildDir}: run \`npm run build\` first`);
  process.exit(1);
}
const build = (await import(serverEntry)) as Build;

function tree(parentId: string | undefined): RouteObject[] {
  return Object.values(build.routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => ({ id: r.id, path: r.path, index: r.index, children: tree(r.id) }) as RouteObject);
}
const routeTree = tree(undefined);
// The catalogue comes in areas (apps/web/app/i18n/tiers.ts), one chunk per language each: a page
// loads the base areas and its path's. Their chunks are read from the glob map of the built
// client (`"./posts/zh-CN.json":()=>…import("./zh-CN-<hash>.js")`); the console's is its own file.
const assetsDir = path.join(buildDir, 'client/assets');
const assetFiles = fs.readdirSync(assetsDir);
const areaChunks = new Map<string, string>();
for (const f of assetFiles.filter((x) => x.endsWith('.js'))) {
  const text = fs.readFileSync(path.join(assetsDir, f), 'utf8');
  if (!text.includes(`/${locale}.json"`)) continue;
  const re = new RegExp(`"\\./(?:([\\w-]+)/)?${locale}\\.json":\\(\\)=>[^"]*?import\\("\\./([^"]+)"\\)`, 'g');
  for (const m of text.matchAll(re)) areaChunks.set(m[1] ?? 'site', `/assets/${m[2]}`);
}
const consoleChunk = assetFiles.find((f) => f.startsWith(`console-catalog-${locale}-`) && f.endsWith('.js'));
if (consoleChunk) areaChunks.set('console', `/assets/${consoleChunk}`);
/** the catalogue's chunks a page loads before hydrating */
function catalogue(page: string): string[] {
  // a build from before the areas: one public catalogue file per language
  if (!areaChunks.has('site'))
    return assetFiles
      .filter((f) => f.startsWith(`catalog-${locale}-`) && f.endsWith('.js'))
      .map((f) => `/assets/${f}`);
  return areasFor(page).flatMap((a) => areaChunks.get(a) ?? []);
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(buildDir, 'client', file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let over = 0;
for (const page of pages.length ? pages : DEFAULT_PAGES) {
  const matches = matchRoutes(routeTree, page) ?? [];
  const files = new Set([build.assets.entry.module, ...build.assets.entry.imports, ...catalogue(page)]);
  for (const m of matches) {
    const route = build.assets.routes[m.route.id!]!;
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  const sized = [...files].map((f) => [gzipSize(f), f] as const).sort((a, b) => b[0] - a[0]);
  const total = sized.reduce((sum, [s]) => sum + s, 0);
  const budget = budgetOf(page);
  const ok = total <= budget * 1024;
  if (!ok) over++;
  console.log(
    `${page.padEnd(28)} ${kb(total).padStart(6)} KB gzip in ${String(files.size).padStart(3)} files  ${ok ? 'PASS' : 'FAIL'} (≤ ${budget} KB)`,
  );
  for (const [s, f] of sized.slice(0, top)) console.log(`    ${kb(s).padStart(6)} KB  ${f}`);
}
console.log(over ? `${over} page(s) over budget` : 'all pages within budget');
if (over) process.exitCode = 1;
