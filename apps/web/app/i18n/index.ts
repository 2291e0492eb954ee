import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { contentLocale } from '@occ/shared';
import { mergeCatalogs } from './merge';
import { areasFor } from './tiers';

type Catalog = Record<string, unknown>;
type CatalogLocale = ReturnType<typeof contentLocale>;

// One chunk per language and area (tiers.ts): the browser loads only the reader's language and
// the areas of the pages it shows — entry.client.tsx waits for the first page's before hydrating,
// the site layout's clientLoader for the next page's before rendering it, and a language switch
// loads every area in use in the next language before re-rendering. The server loads everything.
const files = import.meta.glob<Catalog>(
  [
    './*.json',
    './*/*.json',
    // the console's folders come together, in console-catalog-*.ts
    '!./admin-console/*',
    '!./admin-resource/*',
    '!./admin-reviews/*',
    '!./admin-search/*',
    '!./admin-workgroups/*',
    '!./device-console/*',
    '!./device-production/*',
  ],
  { import: 'default' },
);
const consoleImporters: Record<CatalogLocale, () => Promise<{ default: Catalog }>> = {
  'zh-CN': () => import('./console-catalog-zh-CN'),
  'en-US': () => import('./console-catalog-en-US'),
};

/** The importer of an area's catalogue in one language (undefined: no such area). */
function importer(area: string, lng: CatalogLocale): (() => Promise<Catalog>) | undefined {
  if (area === 'console') return () => consoleImporters[lng]().then((m) => m.default);
  return files[area === 'site' ? `./${lng}.json` : `./${area}/${lng}.json`];
}

/** Every area of the catalogue (the folders found, `site` and `console`). */
export const allAreas = (): string[] => [
  ...new Set(Object.keys(files).map((f) => (/^\.\/[^/]+\.json$/.test(f) ? 'site' : f.split('/')[1]!))),
  'console',
];

const loaded: Record<CatalogLocale, Map<string, Catalog>> = { 'zh-CN': new Map(), 'en-US': new Map() };
const pending = new Map<string, Promise<void>>();
/** the areas shown in this tab so far: a language switch loads them in the next language too */
const wanted = new Set<string>();
/** the language the browser shows (the last one asked for) */
let current: CatalogLocale | undefined;
/** the live instances (React's and `translateFor`'s), told when an area arrives */
const live = new Set<i18n>();

/** The console's own pages: the console tier of the catalogue is loaded under this path. */
export const consolePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

function loadArea(lng: CatalogLocale, area: string): Promise<void> {
  if (loaded[lng].has(area)) return Promise.resolve();
  const key = `${lng}:${area}`;
  let p = pending.get(key);
  if (!p) {
    const load = importer(area, lng);
    if (!load) return Promise.resolve();
    p = load()
      .then((catalog) => {
        loaded[lng].set(area, catalog);
        for (const inst of live) inst.addResourceBundle(lng, 'translation', catalog, true, true);
      })
      .finally(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

function resourcesOf(lng: CatalogLocale): Catalog {
  return mergeCatalogs(...loaded[lng].values());
}

/**
 * Loads the UI catalogue of `locale`'s content language: the base areas, those of the page at
 * `pathname` when given, and every area already in use (so a language switch shows no bare key).
 */
export async function loadCatalog(locale: string, pathname?: string): Promise<void> {
  const lng = contentLocale(locale);
  current = lng;
  for (const area of areasFor(pathname ?? '/')) wanted.add(area);
  await Promise.all([...wanted].map((area) => loadArea(lng, area)));
}

const shownLocale = () =>
  current ?? (typeof document === 'undefined' ? 'zh-CN' : document.documentElement.lang || 'zh-CN');

/** Loads the areas the page at `pathname` needs, in the language shown (the next page's, in the browser). */
export function loadPathCatalog(pathname: string): Promise<void> {
  return loadCatalog(shownLocale(), pathname);
}

/** Whether every area of the page at `pathname` is in, in the language shown. */
export function pathCatalogLoaded(pathname: string): boolean {
  const lng = contentLocale(shownLocale());
  return areasFor(pathname).every((area) => loaded[lng].has(area) || !importer(area, lng));
}

/** Loads the console's tier of the catalogue (the admin console's pages), with the base one. */
export async function loadConsoleCatalog(locale: string): Promise<void> {
  wanted.add('console');
  await loadCatalog(locale);
}

/** Every area, whatever the path (the server renders any page). */
export async function loadAllCatalogs(locale: string): Promise<void> {
  for (const area of allAreas()) wanted.add(area);
  await loadCatalog(locale);
}

/** One i18next instance per locale; locales without a catalogue show en-US (or zh-CN for zh-*). */
export function createI18n(locale: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      (Object.keys(loaded) as CatalogLocale[])
        .filter((lng) => loaded[lng].size)
        .map((lng) => [lng, { translation: resourcesOf(lng) }]),
    ),
    lng: contentLocale(locale),
    fallbackLng: 'en-US',
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  });
  if (typeof window !== 'undefined') live.add(instance);
  return instance;
}

const instances = new Map<string, i18n>();

/** Translation outside React (meta functions): one cached instance per complete locale. */
export function translateFor(
  locale: string | undefined,
  key: string,
  options?: Record<string, unknown>,
): string {
  const lng = contentLocale(locale ?? 'zh-CN');
  let inst = instances.get(lng);
  if (!inst) {
    inst = createI18n(lng);
    // cached only once its catalogue is in, so an early call cannot pin an empty instance
    if (loaded[lng].has('site')) instances.set(lng, inst);
  }
  return inst.t(key, options);
}
