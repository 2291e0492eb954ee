// Business constants of spec §9, in one place for forms and server.
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
export const SEARCH_KEYWORD_MIN = 2;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const REQUEST_CACHE_MS = 5 * 60_000;
export const FOCUS_REFRESH_MS = 5_000;
export const SCROLL_THRESHOLD_PX = 100;
export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 500;
export const NEWS_BODY_MAX = 100_000;
export const BUSINESS_DEMAND_MAX = 500;
