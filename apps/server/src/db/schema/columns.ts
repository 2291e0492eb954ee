import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

// Column shapes several tables share.

/** A text[] column that is never null (empty array by default). */
export const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** created_at, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
