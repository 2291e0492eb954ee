import { z } from 'zod';
import { crudActions, defineArea } from '../area';

export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 5000;

export const faqBody = z.object({
  /** a code of the `faqCategory` dictionary */
  category: z.string().trim().min(1).max(64),
  questionZh: z.string().trim().min(1).max(FAQ_QUESTION_MAX),
  questionEn: z.string().trim().max(FAQ_QUESTION_MAX).default(''),
  answerZh: z.string().trim().min(1).max(FAQ_ANSWER_MAX),
  answerEn: z.string().trim().max(FAQ_ANSWER_MAX).default(''),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type FaqBody = z.infer<typeof faqBody>;

/** A published question of the public help page, in the reader's language. */
export const faqPublic = z.object({
  id: z.number().int(),
  category: z.string(),
  categoryLabel: z.string(),
  question: z.string(),
  html: z.string(),
});
export type FaqPublic = z.infer<typeof faqPublic>;

export const faqsArea = defineArea({
  key: 'faqs',
  resource: 'faqs',
  route: '/admin/manage_faq',
  editRoute: '/admin/modify_faq',
  body: faqBody,
  fields: [
    { name: 'category', kind: 'select', dict: 'faqCategory', required: true },
    { name: 'questionZh', kind: 'text', required: true, max: FAQ_QUESTION_MAX },
    { name: 'answerZh', kind: 'markdown', required: true, max: FAQ_ANSWER_MAX },
    { name: 'questionEn', kind: 'text', max: FAQ_QUESTION_MAX },
    { name: 'answerEn', kind: 'markdown', max: FAQ_ANSWER_MAX },
    { name: 'sort', kind: 'number' },
  ],
  columns: [
    { name: 'questionZh' },
    { name: 'category', kind: 'option' },
    { name: 'sort' },
    { name: 'status', kind: 'status' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [{ name: 'category', kind: 'select', dict: 'faqCategory' }],
  search: true,
  sort: ['sort', 'updatedAt'],
  defaultSort: 'sort',
  titleField: 'questionZh',
  publish: true,
  actions: crudActions('faqs', true),
});
