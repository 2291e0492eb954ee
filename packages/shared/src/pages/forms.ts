import { z } from 'zod';
import { MOBILE_PATTERN } from '../account/rules';
import type { CompleteLocale } from '../locales';
import { translate } from '../messages';

/**
 * Form blocks (issue 15): staff declare a form's fields in the page block; one function
 * (`formAnswersSchema`) turns that declaration into the zod schema the public form and the
 * server both validate the answers with.
 */
export const FORM_KINDS = ['signup', 'application', 'contact'] as const;
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'mobile',
  'select',
  'checkbox',
  'file',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
export const FORM_FIELDS_MAX = 20;
export const FORM_ANSWER_MAX = 5000;
export const FORM_SUBMISSION_STATUSES = ['new', 'handled'] as const;

/**
 * A `file` field's attachment (a CV, a proposal): signed-in users only, uploaded first to
 * `POST /api/form-submissions/attachments` (kept in the user's home directory, spec §5), checked
 * by content there; the answer is the stored file's id. The endings are the browser's early check.
 */
export const FORM_FILE_MAX_MB = 10;
export const FORM_FILE_MIMES = [
  'application/pdf',
  'application/zip',
  'image/png',
  'image/jpeg',
  'image/webp',
] as const;
/** .docx and .odt are zip archives by content */
export const FORM_FILE_EXTENSIONS = [
  '.pdf',
  '.docx',
  '.odt',
  '.zip',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
] as const;
/** A stored file's id as a file field's answer ('' when none). */
const FILE_ANSWER = /^$|^[1-9][0-9]{0,9}$/;

/** A form field's key: a letter, then letters, digits or `_` (the answer's property name). */
export const formFieldKey = z
  .string()
  .trim()
  .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'fieldInvalid');

/** One declared field (a `list` entry of the form block). `options`: one choice a line. */
export const formField = z.object({
  key: formFieldKey,
  label: z.string().trim().min(1).max(80),
  type: z.enum(FORM_FIELD_TYPES).default('text'),
  required: z.boolean().default(false),
  maxLength: z.coerce.number().int().min(1).max(FORM_ANSWER_MAX).default(200),
  options: z.string().trim().max(1000).default(''),
});
export type FormField = z.output<typeof formField>;

/** A select's choices: one a line (commas also split), blanks dropped. */
export const formOptions = (f: Pick<FormField, 'options'>) =>
  f.options
    .split(/[\n,，]/)
    .map((o) => o.trim())
    .filter(Boolean);

type Label = (f: FormField) => string;

function answerSchema(f: FormField, label: string, locale: CompleteLocale): z.ZodType {
  const msg = (key: Parameters<typeof translate>[0]) =>
    translate(key, locale, { field: label, max: f.maxLength });
  if (f.type === 'checkbox')
    return f.required
      ? z.literal(true, { error: msg('fieldRequired') })
      : z.boolean({ error: msg('fieldInvalid') }).default(false);
  if (f.type === 'file') {
    const id = z.string({ error: msg('fieldRequired') }).regex(FILE_ANSWER, { error: msg('fieldInvalid') });
    return f.required ? id.min(1, { error: msg('fieldRequired') }) : id.default('');
  }
  let s = z
    .string({ error: msg('fieldRequired') })
    .trim()
    .max(f.maxLength, { error: msg('fieldTooLong') });
  if (f.type === 'email') s = s.regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: msg('emailInvalid') });
  if (f.type === 'mobile')
    s = s.refine((v) => v === '' || MOBILE_PATTERN.test(v.replace(/[\s-]/g, '')), {
      error: msg('mobileInvalid'),
    });
  if (f.type === 'select') {
    const options = formOptions(f);
    s = s.refine((v) => v === '' || options.includes(v), { error: msg('fieldInvalid') });
  }
  return f.required ? s.min(1, { error: msg('fieldRequired') }) : s.default('');
}

/**
 * The schema of one form's answers, built from its declared fields; messages name the field by
 * the label staff gave it, in `locale`. Unknown keys are dropped.
 */
export function formAnswersSchema(
  fields: readonly FormField[],
  locale: CompleteLocale,
  label: Label = (f) => f.label,
) {
  return z.object(Object.fromEntries(fields.map((f) => [f.key, answerSchema(f, label(f), locale)])));
}
export type FormAnswers = Record<string, string | boolean>;

/** The stored file ids a form's answers attach, by field key (file fields answered only). */
export function attachedFiles(
  fields: readonly FormField[],
  answers: FormAnswers,
): { key: string; fileId: number }[] {
  return fields
    .filter((f) => f.type === 'file' && typeof answers[f.key] === 'string' && answers[f.key] !== '')
    .map((f) => ({ key: f.key, fileId: Number(answers[f.key]) }));
}

/** One attachment of a submission as the console lists it. */
export interface FormAttachment {
  key: string;
  fileId: number;
  name: string;
  size: number;
}

/** `POST /api/form-submissions`: which form (page and block key), the answers, a graphic code
 * for visitors (signed-in users need none). */
export const formSubmissionInput = z.object({
  slug: z.string().trim().min(1).max(40),
  formKey: formFieldKey,
  answers: z.record(z.string().max(40), z.union([z.string().max(FORM_ANSWER_MAX), z.boolean()])),
  captchaId: z.string().max(100).default(''),
  captchaCode: z.string().trim().max(10).default(''),
});
export type FormSubmissionInput = z.input<typeof formSubmissionInput>;
