import { z } from 'zod';
import {
  FILL_IN_ANSWER_MAX,
  QUESTION_ACCEPTED_MAX,
  QUESTION_CATEGORIES,
  QUESTION_DIFFICULTIES,
  QUESTION_EXPLANATION_MAX,
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_STEM_MAX,
  QUESTION_TYPES,
  type QuestionType,
} from '../../college/exams';
import { crudActions, defineArea } from '../area';

export const questionOptionRow = z.object({
  textZh: z.string().trim().min(1).max(QUESTION_OPTION_MAX),
  textEn: z.string().trim().max(QUESTION_OPTION_MAX).default(''),
  correct: z.boolean().default(false),
});

/** How many correct options each choice type takes: [min, max]; fill-in takes no options. */
const CORRECT_OPTIONS: Record<QuestionType, [number, number] | null> = {
  single: [1, 1],
  multiple: [1, QUESTION_OPTIONS_MAX],
  true_false: [1, 1],
  fill_in: null,
};

/** Does a question's options (or accepted answers) fit its type? */
export function questionShapeFits(q: {
  type: QuestionType;
  options: readonly { correct: boolean }[];
  accepted: readonly string[];
}): boolean {
  const need = CORRECT_OPTIONS[q.type];
  if (!need) return q.options.length === 0 && q.accepted.length > 0;
  const correct = q.options.filter((o) => o.correct).length;
  const count = q.type === 'true_false' ? q.options.length === 2 : q.options.length >= 2;
  return count && correct >= need[0] && correct <= need[1];
}

export const questionAreaBody = z
  .object({
    category: z.enum(QUESTION_CATEGORIES),
    type: z.enum(QUESTION_TYPES),
    difficulty: z.enum(QUESTION_DIFFICULTIES),
    stemZh: z.string().trim().min(1).max(QUESTION_STEM_MAX),
    stemEn: z.string().trim().max(QUESTION_STEM_MAX).default(''),
    options: z.array(questionOptionRow).max(QUESTION_OPTIONS_MAX).default([]),
    accepted: z
      .array(z.string().trim().min(1).max(FILL_IN_ANSWER_MAX))
      .max(QUESTION_ACCEPTED_MAX)
      .default([]),
    explanationZh: z.string().trim().max(QUESTION_EXPLANATION_MAX).default(''),
    explanationEn: z.string().trim().max(QUESTION_EXPLANATION_MAX).default(''),
  })
  .superRefine((q, ctx) => {
    if (!questionShapeFits(q))
      ctx.addIssue({
        code: 'custom',
        path: [q.type === 'fill_in' ? 'accepted' : 'options'],
        message: 'shape',
      });
  });
export type QuestionAreaBody = z.infer<typeof questionAreaBody>;

/**
 * The console's `question bank` (spec admin menu; `/admin/questions/<id>` keeps `question_bank`
 * highlighted). Editing a question keeps its previous content as a version (question_versions).
 */
export const questionBankArea = defineArea({
  key: 'questionBank',
  resource: 'questionBank',
  route: '/admin/question_bank',
  editRoute: '/admin/questions',
  body: questionAreaBody,
  fields: [
    { name: 'category', kind: 'select', options: QUESTION_CATEGORIES, required: true },
    { name: 'type', kind: 'select', options: QUESTION_TYPES, required: true },
    { name: 'difficulty', kind: 'select', options: QUESTION_DIFFICULTIES, required: true },
    { name: 'stemZh', kind: 'textarea', required: true, max: QUESTION_STEM_MAX },
    { name: 'stemEn', kind: 'textarea', max: QUESTION_STEM_MAX },
    {
      name: 'options',
      kind: 'rows',
      max: QUESTION_OPTIONS_MAX,
      fields: [
        { name: 'textZh', kind: 'text', required: true, max: QUESTION_OPTION_MAX },
        { name: 'textEn', kind: 'text', max: QUESTION_OPTION_MAX },
        { name: 'correct', kind: 'switch' },
      ],
    },
    { name: 'accepted', kind: 'tags', max: QUESTION_ACCEPTED_MAX },
    { name: 'explanationZh', kind: 'textarea', max: QUESTION_EXPLANATION_MAX },
    { name: 'explanationEn', kind: 'textarea', max: QUESTION_EXPLANATION_MAX },
  ],
  columns: [
    { name: 'stemZh' },
    { name: 'category', kind: 'option' },
    { name: 'type', kind: 'option' },
    { name: 'difficulty', kind: 'option' },
    { name: 'version' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'category', kind: 'select', options: QUESTION_CATEGORIES },
    { name: 'type', kind: 'select', options: QUESTION_TYPES },
    { name: 'difficulty', kind: 'select', options: QUESTION_DIFFICULTIES },
  ],
  search: true,
  sort: ['updatedAt', 'id'],
  defaultSort: '-updatedAt',
  titleField: 'stemZh',
  publish: false,
  actions: crudActions('questionBank'),
});
