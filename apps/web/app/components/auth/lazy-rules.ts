import type { Rule } from 'antd/es/form';
import type { MessageKey } from '@occ/shared';
import type { SchemaName } from './checks';

type Checks = typeof import('./checks');
let loading: Promise<Checks> | undefined;

/**
 * The account forms' checks (shared zod schemas and the server's messages), loaded on first use so
 * a form's first render carries neither (issue 14). A form starts the load on its first focus.
 */
export function loadChecks(): Promise<Checks> {
  loading ??= import('./checks').catch((e: unknown) => {
    loading = undefined; // a later check tries again
    throw e;
  });
  return loading;
}

/**
 * The shared schema's rule for a field, the same schema the server checks with. If the checks
 * cannot be loaded (network), the value passes here: the server still refuses it with its words.
 */
export function sharedRule(name: SchemaName, field: string, locale: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const checks = await loadChecks().catch(() => null);
      await checks?.check(name, field, locale, value);
    },
  };
}

/** A message of the server's table in the reader's language (its key when it cannot be loaded). */
export async function wordsOf(key: MessageKey, locale: string): Promise<string> {
  const checks = await loadChecks().catch(() => null);
  return checks ? checks.words(key, locale) : key;
}
