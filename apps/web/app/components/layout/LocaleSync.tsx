import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, normaliseLocale } from '@occ/shared';
import { loadCatalog } from '~/i18n';

const YEAR = 365 * 86_400;

export function writeLocaleCookie(tag: string) {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(tag)}; path=/; max-age=${YEAR}; samesite=lax`;
}

/** Switches the UI language: local storage (spec's key) + cookie mirror, then reload data. */
export function useSetLocale() {
  const { revalidate } = useRevalidator();
  return (tag: string) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, tag);
    writeLocaleCookie(tag);
    // the new language's catalogue first, so the re-render never shows bare keys
    void loadCatalog(tag).finally(() => void revalidate());
  };
}

/**
 * Local storage is the source of truth (spec §1); the cookie mirrors it so the server renders the
 * same language. A browser whose cookie was lost gets it back and the page re-renders once.
 */
export function LocaleSync({ locale }: { locale: string }) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const stored = normaliseLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
    if (!stored) {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      writeLocaleCookie(locale);
    } else if (stored !== locale) {
      writeLocaleCookie(stored);
      void loadCatalog(stored).finally(() => void revalidate());
    }
    // run once per rendered locale
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
  return null;
}
