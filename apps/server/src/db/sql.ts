import { getTableName, sql, type SQL } from 'drizzle-orm';
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
