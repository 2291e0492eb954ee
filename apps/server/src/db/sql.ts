import { Column, getTableName, is, SQL, sql, StringChunk, type Table } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A fully qualified reference ("table"."column") to a column of the OUTER query, for use inside a
 * correlated subquery of a select field. drizzle renders the columns of a select field's sql``
 * unqualified when the query has no joins ("id"), so in `(select count(*) from inner where
 * inner.x = ${outerTable.id})` the bare "id" would resolve to the inner table's own id column.
 * WHERE clauses and queries with joins are rendered qualified already; this is for select fields
 * (including a console area's `columns` and `.returning()` selections).
 */
export function outer(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * The columns of `table` a select field writes bare (not through outer()) while it holds a
 * subquery: in a join-less query each would resolve to a same-named column of the subquery's own
 * table. The console's areas are checked with it when they are registered.
 */
export function bareColumnsInSubquery(field: AnyPgColumn | SQL | SQL.Aliased, table: Table): string[] {
  const expr = is(field, SQL.Aliased) ? field.sql : field;
  if (!is(expr, SQL)) return [];
  const text = expr.queryChunks.map((c) => (is(c, StringChunk) ? c.value.join('') : '')).join(' ');
  if (!/\bselect\b/i.test(text)) return [];
  return expr.queryChunks.flatMap((c) => (is(c, Column) && c.table === table ? [c.name] : []));
}

/** An ILIKE pattern that finds `text` anywhere, its `%`, `_` and `\` taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
