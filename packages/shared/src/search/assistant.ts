import { z } from 'zod';

export const ASSISTANT_QUESTION_MIN = 2;
export const ASSISTANT_QUESTION_MAX = 500;
export const ASSISTANT_PASSAGES_MAX = 3;
/** the kinds the assistant answers from, best source first */
export const ASSISTANT_KINDS = ['faqs', 'documents', 'answers'] as const;

export const assistantAskBody = z.object({
  question: z.string().trim().min(ASSISTANT_QUESTION_MIN).max(ASSISTANT_QUESTION_MAX),
});
export type AssistantAskBody = z.infer<typeof assistantAskBody>;

/** A passage of the site that answers the question: its title, marked excerpt and page. */
export const assistantPassage = z.object({
  kind: z.enum(ASSISTANT_KINDS),
  title: z.string(),
  /** an excerpt as HTML: text escaped, hits wrapped in <mark> */
  snippetHtml: z.string(),
  url: z.string(),
});
export type AssistantPassage = z.infer<typeof assistantPassage>;

/** Retrieval only: the best passages (none when nothing matches), never generated text. */
export const assistantAnswer = z.object({ passages: z.array(assistantPassage) });
export type AssistantAnswer = z.infer<typeof assistantAnswer>;
