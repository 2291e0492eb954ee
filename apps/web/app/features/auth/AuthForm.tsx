import { Alert, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { loadChecks } from '~/components/auth/lazy-rules';

/**
 * The form of every account page: vertical labels, no required marks, and the submit's error (one
 * that is not about a single field) shown above the fields. `name` prefixes the inputs' ids. The
 * checks (shared schemas, loaded on demand) start loading when the reader enters the form.
 */
export function AuthForm<Values>({
  form,
  name,
  error,
  onFinish,
  children,
}: {
  form: FormInstance<Values>;
  name: string;
  error: string | null;
  onFinish: (values: Values) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Form<Values>
      form={form}
      name={name}
      layout="vertical"
      onFinish={(v) => void onFinish(v)}
      requiredMark={false}
      onFocusCapture={() => void loadChecks().catch(() => undefined)}
    >
      {error ? (
        <Alert type="error" showIcon title={error} role="alert" style={{ marginBlockEnd: 16 }} />
      ) : null}
      {children}
    </Form>
  );
}
