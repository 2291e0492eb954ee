// The locale list of spec §1: about 55 locales; zh-CN (default) and en-US are complete,
// the others fall back to en-US text but still set <html lang dir>.
export const DEFAULT_LOCALE = 'zh-CN';
export const COMPLETE_LOCALES = ['zh-CN', 'en-US'] as const;
export type CompleteLocale = (typeof COMPLETE_LOCALES)[number];

/** Languages written right to left (spec §1: he, ar, fa, ku). */
export const RTL_LANGUAGES: readonly string[] = ['he', 'ar', 'fa', 'ku'];

/** [tag, native name] */
export const LOCALES: ReadonlyArray<readonly [string, string]> = [
  ['zh-CN', '简体中文'],
  ['en-US', 'English'],
  ['zh-TW', '繁體中文'],
  ['zh-HK', '繁體中文（香港）'],
  ['ja-JP', '日本語'],
  ['ko-KR', '한국어'],
  ['en-GB', 'English (UK)'],
  ['de-DE', 'Deutsch'],
  ['fr-FR', 'Français'],
  ['es-ES', 'Español'],
  ['pt-BR', 'Português (Brasil)'],
  ['pt-PT', 'Português'],
  ['it-IT', 'Italiano'],
  ['ru-RU', 'Русский'],
  ['uk-UA', 'Українська'],
  ['pl-PL', 'Polski'],
  ['nl-NL', 'Nederlands'],
  ['sv-SE', 'Svenska'],
  ['nb-NO', 'Norsk bokmål'],
  ['da-DK', 'Dansk'],
  ['fi-FI', 'Suomi'],
  ['is-IS', 'Íslenska'],
  ['cs-CZ', 'Čeština'],
  ['sk-SK', 'Slovenčina'],
  ['hu-HU', 'Magyar'],
  ['ro-RO', 'Română'],
  ['bg-BG', 'Български'],
  ['el-GR', 'Ελληνικά'],
  ['tr-TR', 'Türkçe'],
  ['ar-EG', 'العربية'],
  ['he-IL', 'עברית'],
  ['fa-IR', 'فارسی'],
  ['ku-IQ', 'Kurdî'],
  ['hi-IN', 'हिन्दी'],
  ['bn-BD', 'বাংলা'],
  ['ta-IN', 'தமிழ்'],
  ['kn-IN', 'ಕನ್ನಡ'],
  ['th-TH', 'ไทย'],
  ['vi-VN', 'Tiếng Việt'],
  ['id-ID', 'Bahasa Indonesia'],
  ['ms-MY', 'Bahasa Melayu'],
  ['mn-MN', 'Монгол'],
  ['kk-KZ', 'Қазақ'],
  ['ca-ES', 'Català'],
  ['gl-ES', 'Galego'],
  ['eu-ES', 'Euskara'],
  ['et-EE', 'Eesti'],
  ['lv-LV', 'Latviešu'],
  ['lt-LT', 'Lietuvių'],
  ['sl-SI', 'Slovenščina'],
  ['hr-HR', 'Hrvatski'],
  ['sr-RS', 'Српски'],
  ['mk-MK', 'Македонски'],
  ['hy-AM', 'Հայերեն'],
  ['ka-GE', 'ქართული'],
  ['az-AZ', 'Azərbaycan'],
  ['ne-NP', 'नेपाली'],
];

const TAGS = new Set(LOCALES.map(([tag]) => tag));

export function isKnownLocale(tag: string): boolean {
  return TAGS.has(tag);
}

/** Normalises `en_US`, `en-us` and friends to a known tag, or null. */
export function normaliseLocale(input: string | null | undefined): string | null {
  if (!input) return null;
  const s = input.trim().replace('_', '-');
  for (const tag of TAGS) if (tag.toLowerCase() === s.toLowerCase()) return tag;
  return null;
}

/** The locale to render: the given one if known, else the default. */
export function resolveLocale(input: string | null | undefined): string {
  return normaliseLocale(input) ?? DEFAULT_LOCALE;
}

export function isRtl(tag: string): boolean {
  return RTL_LANGUAGES.includes(tag.split('-')[0]!.toLowerCase());
}

export function dirOf(tag: string): 'rtl' | 'ltr' {
  return isRtl(tag) ? 'rtl' : 'ltr';
}

/** The complete locale whose texts are shown: zh-* → zh-CN, everything else → en-US. */
export function contentLocale(tag: string): CompleteLocale {
  return tag.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

/** Weeks start on Monday in Chinese (spec §9). 0 = Sunday, 1 = Monday. */
export function weekStartOf(tag: string): 0 | 1 {
  return tag.toLowerCase().startsWith('zh') ? 1 : 0;
}

export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE = 'locale';

/** The locale to render for a request: the `locale` cookie, else Accept-Language, else zh-CN. */
export function pickLocale(
  cookieValue: string | null | undefined,
  acceptLanguage: string | null | undefined,
): string {
  const fromCookie = normaliseLocale(cookieValue);
  if (fromCookie) return fromCookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const range = part.split(';')[0]!.trim();
    const tag = normaliseLocale(range);
    if (tag) return tag;
    const lang = range.slice(0, 2).toLowerCase();
    if (lang === 'en') return 'en-US';
    if (lang === 'zh') return 'zh-CN';
  }
  return DEFAULT_LOCALE;
}

/** Reads one cookie out of a Cookie header. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}
