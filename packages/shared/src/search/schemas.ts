import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../catalogue/kinds';
import { SEARCH_KEYWORD_MIN } from '../limits';
import { searchCard } from './cards';

export const SEARCH_KEYWORD_MAX = 100;
export const SEARCH_PAGE_SIZE_MAX = 50;
export const SEARCH_SUGGEST_MAX = 8;
/** Popular searches offered by an empty result page. */
export const SEARCH_POPULAR_MAX = 6;
/**
 * Matches are counted exactly up to this many; a keyword found in more items answers `capped`
 * and its counts are lower bounds ("more than 1000 results"): counting the matches of a common
 * word costs a walk of the index's rows until the cap (at 1M items: ~25 ms for 1 000, ~250 ms
 * for 10 000 on PostgreSQL), paid by every search that shows its counts.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * The keyword of spec §5: trimmed, 2..100 characters (control characters are refused for every
 * field by platform/control-chars.ts; syntax characters are only separators to the tokenizer).
 */
export const searchKeyword = z.string().trim().min(SEARCH_KEYWORD_MIN).max(SEARCH_KEYWORD_MAX);

/** A registered kind's key (questions, posts, videos, news, …); unknown keys find nothing. */
export const searchKindKey = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/);

/** How results are ordered: by relevance (the default) or newest first. */
export const SEARCH_SORTS = ['relevance', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The time filter on the publication date: any time, or the past week, month or year. */
export const SEARCH_TIMES = ['any', 'week', 'month', 'year'] as const;
export type SearchTime = (typeof SEARCH_TIMES)[number];

export const searchQuery = z.object({
  q: searchKeyword,
  kind: searchKindKey.optional(),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  time: z.enum(SEARCH_TIMES).default('any'),
  /** the products' category (products tab): software, hardware and solution categories */
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(10),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchSuggestQuery = z.object({ q: searchKeyword });

export const searchHit = z.object({
  kind: z.string(),
  id: z.string(),
  title: z.string(),
  /** the title and an excerpt as HTML: text escaped, hits wrapped in <mark> */
  titleHtml: z.string(),
  snippetHtml: z.string(),
  url: z.string(),
  publishedAt: z.string().nullable(),
  /** the item's picture (a product's image, a post's cover or first image, a question's first) */
  image: z.string().nullable().optional(),
  /** the kind's own extras (products, videos, questions, resources), read live */
  card: searchCard.optional(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchKindCount = z.object({ kind: z.string(), count: z.number().int() });

export const searchResults = z.object({
  items: z.array(searchHit),
  /** results in the selected tab (all kinds when no kind is given) */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** every registered kind in tab order, with its number of results */
  counts: z.array(searchKindCount),
  /** the tabs that are not one kind (pictures, product_resources) with their number of results */
  tabs: z.array(searchKindCount).optional(),
  /** more than SEARCH_COUNT_CAP items matched: `total` and `counts` are lower bounds */
  capped: z.boolean(),
  /** when nothing was found: a close spelling that finds something, and popular searches */
  suggestions: z.object({ spelling: z.string().nullable(), popular: z.array(z.string()) }).optional(),
});
export type SearchResults = z.infer<typeof searchResults>;

/** `search.counts`: the tabs' numbers alone (the result page asks with its first page). */
export const searchCountsQuery = z.object({ q: searchKeyword });
export const searchCounts = searchResults.pick({ total: true, counts: true, tabs: true, capped: true });
export type SearchCounts = z.infer<typeof searchCounts>;

export const searchSuggestion = z.object({ kind: z.string(), title: z.string(), url: z.string() });
export const searchSuggestions = z.object({ items: z.array(searchSuggestion) });
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

/** Start a rebuild of one kind's index rows, or of every kind (no kind). */
export const searchRebuildBody = z.object({ kind: searchKindKey.optional() });

export const searchRebuild = z.object({
  id: z.string(),
  kind: z.string().nullable(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SearchRebuild = z.infer<typeof searchRebuild>;

export const searchIndexStats = z.object({
  /** the index table's size with its indexes, in bytes */
  bytes: z.number(),
  kinds: z.array(searchKindCount),
  rebuilds: z.array(searchRebuild),
  /** changed source rows waiting in search_pending for the next sync (every second) */
  pending: z.number().int(),
  /** the most recent finished rebuild (done or failed), null before the first */
  lastRebuild: searchRebuild.nullable(),
  /** the slowest recent searches of the answering process */
  slowest: z.array(z.object({ q: z.string(), ms: z.number(), at: z.string() })),
});
export type SearchIndexStats = z.infer<typeof searchIndexStats>;
