import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodRule } from '~/lib/form-rules';

/** zodRule bound to the reader's language: the form refuses what the server refuses, in the same words. */
export function useZodRule(): (schema: z.ZodType, field: string) => Rule {
  const { i18n } = useTranslation();
  return (schema, field) => zodRule(schema, field, i18n.language);
}
