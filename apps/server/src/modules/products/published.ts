import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { products } from '../../db/schema';

/** A product readers may see: its publication time has come (drafts and scheduled ones never). */
export const isPublished = () => and(isNotNull(products.publishedAt), lte(products.publishedAt, sql`now()`));
