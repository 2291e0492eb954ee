import { z } from 'zod';

/**
 * A result card's live extras, by kind (issue 21): read from the kind's own table for the ids of
 * one page when the page is answered (never kept in the index, they change: answers, sizes).
 */
export const searchCard = z.discriminatedUnion('kind', [
  /** a product with its picture and maker */
  z.object({ kind: z.literal('products'), image: z.string().nullable(), vendor: z.string() }),
  /** a video's length (null while it is being processed) */
  z.object({ kind: z.literal('videos'), durationMs: z.number().int().nullable() }),
  /** a question's number of answers and whether one was adopted */
  z.object({ kind: z.literal('questions'), answers: z.number().int(), adopted: z.boolean() }),
  /** a resource's file size in bytes and the path that signs its download link (resources.downloadLink) */
  z.object({ kind: z.literal('resources'), size: z.number(), linkPath: z.string() }),
]);
export type SearchCard = z.infer<typeof searchCard>;
