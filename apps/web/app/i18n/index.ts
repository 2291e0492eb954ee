import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { contentLocale } from '@occ/shared';

type Catalog = Record<string, unknown>;
type CatalogLocale = ReturnType<typeof contentLocale>;

// One chunk per language and tier: the browser loads only the reader's language (entry.client.tsx
// waits for it before hydrating, a language switch loads the next before re-rendering) and the
// console's tier only under /admin (the console layout's clientLoader, or entry.client.tsx when
// the first page is one); the server loads everything.
const importers: Record<CatalogLocale, () => Promise<{ default: Catalog }>> = {
  'zh-CN': () => import('./catalog-zh-CN'),
  'en-US': () => import('./catalog-en-US'),
};
const consoleImporters: Record<CatalogLocale, () => Promise<{ default: Catalog }>> = {
  'zh-CN': () => import('./console-catalog-zh-CN'),
  'en-US': () => import('./console-catalog-en-US'),
};
const catalogs: Partial<Record<CatalogLocale, Catalog>> = {};
const consoleCatalogs: Partial<Record<CatalogLocale, Catalog>> = {};
/** once the console's tier was asked for, a language switch loads it for the next language too */
let consoleWanted = false;
/** the live instances (React's and `translateFor`'s), told when a tier arrives */
const live = new Set<i18n>();

/** The console's own pages: the console tier of the catalogue is loaded under this path. */
export const consolePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

const resourcesOf = (lng: CatalogLocale): Catalog => ({ ...catalogs[lng], ...consoleCatalogs[lng] });

async function loadConsoleTier(lng: CatalogLocale): Promise<void> {
  if (consoleCatalogs[lng]) return;
  consoleCatalogs[lng] = (await consoleImporters[lng]()).default;
  for (const inst of live)
    if (inst.hasResourceBundle(lng, 'translation'))
      inst.addResourceBundle(lng, 'translation', consoleCatalogs[lng], true, true);
}

/** Loads the UI catalogue of `locale`'s content language (once), and the console's tier if it is in use. */
export async function loadCatalog(locale: string): Promise<void> {
  const lng = contentLocale(locale);
  if (!catalogs[lng]) {
    catalogs[lng] = (await importers[lng]()).default;
    for (const inst of live) inst.addResourceBundle(lng, 'translation', resourcesOf(lng), true, true);
  }
  if (consoleWanted) await loadConsoleTier(lng);
}

/** Loads the console's tier of the catalogue (the admin console's pages), with the base one. */
export async function loadConsoleCatalog(locale: string): Promise<void> {
  consoleWanted = true;
  await loadCatalog(locale);
}

/** Every tier, whatever the path (the server renders any page). */
export async function loadAllCatalogs(locale: string): Promise<void> {
  await loadConsoleCatalog(locale);
}

/** One i18next instance per locale; locales without a catalogue show en-US (or zh-CN for zh-*). */
export function createI18n(locale: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      (Object.keys(catalogs) as CatalogLocale[]).map((lng) => [lng, { translation: resourcesOf(lng) }]),
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
    if (catalogs[lng]) instances.set(lng, inst);
  }
  return inst.t(key, options);
}
