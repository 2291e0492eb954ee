import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { contentLocale } from '@occ/shared';

type Catalog = Record<string, unknown>;
type CatalogLocale = ReturnType<typeof contentLocale>;

// One chunk per language: the browser loads only the reader's (entry.client.tsx waits for it
// before hydrating, a language switch loads the next before re-rendering); the server loads both.
const importers: Record<CatalogLocale, () => Promise<{ default: Catalog }>> = {
  'zh-CN': () => import('./catalog-zh-CN'),
  'en-US': () => import('./catalog-en-US'),
};
const catalogs: Partial<Record<CatalogLocale, Catalog>> = {};

/** Loads the UI catalogue of `locale`'s content language (once). */
export async function loadCatalog(locale: string): Promise<void> {
  const lng = contentLocale(locale);
  catalogs[lng] ??= (await importers[lng]()).default;
}

/** One i18next instance per locale; locales without a catalogue show en-US (or zh-CN for zh-*). */
export function createI18n(locale: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(catalogs).map(([lng, translation]) => [lng, { translation }]),
    ),
    lng: contentLocale(locale),
    fallbackLng: 'en-US',
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  });
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
