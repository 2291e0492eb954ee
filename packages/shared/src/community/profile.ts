// A user's public content as their profile page and "my questions and answers" list it (issue 4).
import { z } from 'zod';
import { pageQuery } from '../pagination';
import { QUESTION_KINDS, QUESTION_ZONES } from './questions';

/** answers.listByAuthor: one author's answers, newest first */
export const authorAnswerListQuery = pageQuery.extend({ authorId: z.uuid() });
export type AuthorAnswerListQuery = z.infer<typeof authorAnswerListQuery>;

/** An answer seen from its author's lists: the question it answers, never the whole thread. */
export const authoredAnswer = z.object({
  id: z.string(),
  question: z.object({
    id: z.string(),
    kind: z.enum(QUESTION_KINDS),
    zone: z.enum(QUESTION_ZONES),
    title: z.string(),
  }),
  excerpt: z.string(),
  adopted: z.boolean(),
  likes: z.number().int(),
  /** published, or held (sensitive-word review; listed to its author only) */
  status: z.string(),
  createdAt: z.string(),
});
export type AuthoredAnswer = z.infer<typeof authoredAnswer>;
