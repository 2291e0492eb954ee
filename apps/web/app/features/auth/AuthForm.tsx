import type { ReactNode } from 'react';
import { loadChecks } from '~/components/auth/lazy-rules';
import { IconAlert } from '~/components/plain/FormParts';
import { LightForm, type LightFormStore } from '~/components/plain/Form';

/**
 * The form of every account page: vertical labels, no required marks, and the submit's error (one
 * that is not about a single field) shown above the fields. `name` prefixes the inputs' ids. The
 * checks (shared schemas, loaded on demand) start loading when the reader enters the form. A light
 * form (components/plain/Form.tsx) with antd's look: no antd Form on the first load (issue 14).
 */
export function AuthForm<Values>({
  form,
  name,
  error,
  onFinish,
  children,
}: {
  form: LightFormStore<Values>;
  name: string;
  error: string | null;
  onFinish: (values: Values) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <LightForm<Values>
      form={form}
      name={name}
      onFinish={(v) => void onFinish(v)}
      onFocusCapture={() => void loadChecks().catch(() => undefined)}
    >
      {error ? <IconAlert type="error" title={error} style={{ marginBlockEnd: 16 }} /> : null}
      {children}
    </LightForm>
  );
}
