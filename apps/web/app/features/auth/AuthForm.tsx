import { Alert, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

/**
 * The form of every account page: vertical labels, no required marks, and the submit's error (one
 * that is not about a single field) shown above the fields. `name` prefixes the inputs' ids.
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
    >
      {error ? (
        <Alert type="error" showIcon title={error} role="alert" style={{ marginBlockEnd: 16 }} />
      ) : null}
      {children}
    </Form>
  );
}
