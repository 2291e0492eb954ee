import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchCard } from '@occ/shared';
import type { Db } from '../../db/client';

type Expr = SQL | PgColumn;

/**
 * How one kind of content is searched: read from its own table by the `search.sync` job into
 * `search_documents` when a trigger on the table reports a change (triggers.ts). A new kind is one file in `kinds/` listed in `kinds/index.ts`, plus
 * its tab label in the web catalogues (`search.kinds.<key>`).
 */
export interface SearchKind {
  /** the kind key, also the tab in the URL (`/search?keyword=…&tab=<key>`) */
  key: string;
  /** the source table, its id and its updated_at (a changed updated_at means "index again") */
  table: PgTable;
  id: PgColumn;
  updatedAt: PgColumn;
  /** who may see it: only rows every visitor may read (published, public, not removed) */
  visible: SQL;
  /**
   * the column whose passing time makes a row visible without any change to it (a scheduled
   * publication): the sync looks at rows whose time has just come
   */
  visibleAt?: PgColumn;
  /** what is indexed and shown: title (weighted above the body), plain-text body, date */
  title: Expr;
  body: Expr;
  publishedAt: Expr;
  /**
   * the value the result page filters this kind by (search_documents.facet): a product's category,
   * the product a resource belongs to
   */
  facet?: Expr;
  /** the address of the item's picture (search_documents.image; the Pictures tab), null for none */
  image?: Expr;
  /** further values the page address needs, read with the row */
  extra?: Record<string, Expr>;
  /** the page that shows the item */
  url: (row: { id: string } & Record<string, unknown>) => string;
  /**
   * the result card's live extras (numbers that change, never kept in the index) for the ids of
   * one page: ONE query for all of them, answering a card per id found
   */
  cards?: (db: Db, ids: string[]) => Promise<Map<string, SearchCard>>;
  /**
   * false: indexed for the assistant only (FAQ, adopted answers), no tab of the search page and
   * not in its results or counts
   */
  tab?: false;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The ids of a page that can name a row of a uuid-keyed table (an index row may hold any text). */
export const uuidIds = (ids: string[]) => ids.filter((id) => UUID.test(id));
/** The ids of a page that can name a row of an integer-keyed table. */
export const intIds = (ids: string[]) => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);

export const defineSearchKind = (kind: SearchKind): SearchKind => kind;
