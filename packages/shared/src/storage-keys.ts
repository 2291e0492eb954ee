import { LOCALE_STORAGE_KEY } from './locales';

/**
 * The browser storage keys of spec §3, named once. Each is read and written only for what its
 * name says; nothing else of the portal lives in the browser's storage (drafts aside, which are
 * keyed by what they back up).
 */
export const STORAGE_KEYS = {
  /** the bearer token of single sign-on, where the browser holds one (desktop tools) */
  token: 'token',
  /** '1' while the console's side menu is collapsed; kept across visits */
  pageCollapsed: 'pageCollapsed',
  /** the version of the page configuration kept in `pageConfigData` */
  pageConfigVersion: 'pageConfigVersion',
  /** the client's copy of the page configuration */
  pageConfigData: 'pageConfigData',
  /** '1' asks for the staff debug overlay; shown only to staff whatever the key says */
  debugMode: 'debugMode',
  /** the chosen interface language */
  locale: LOCALE_STORAGE_KEY,
} as const;

/** The request header the browser adds while the debug-mode key is set (spec §3). */
export const DEBUG_HEADER = 'x-occ-debug';
/** Who sees debug mode: staff holding this permission (administrators hold every permission). */
export const DEBUG_PERMISSION = 'debug.view';
