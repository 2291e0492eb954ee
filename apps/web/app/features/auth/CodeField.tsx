import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CodeScene } from '@occ/shared';
import { SendCodeButton } from '~/components/auth/SendCodeButton';
import { sharedRule } from '~/components/auth/lazy-rules';

/** The 6-digit one-time code with its "Get code" button beside it (label bound to the input). */
export function CodeField({
  form,
  formName,
  scene,
}: {
  form: FormInstance;
  formName: string;
  scene: CodeScene;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Form.Item label={t('auth.fields.code')} htmlFor={`${formName}_code`} required>
      <div className="code-row">
        <Form.Item name="code" noStyle rules={[sharedRule('code', 'code', i18n.language)]}>
          <Input
            id={`${formName}_code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('auth.fields.codePlaceholder')}
          />
        </Form.Item>
        <SendCodeButton form={form} scene={scene} />
      </div>
    </Form.Item>
  );
}

/** The mobile/e-mail field a code is sent to. */
export function TargetField() {
  const { t, i18n } = useTranslation();
  return (
    <Form.Item
      name="target"
      label={t('auth.fields.target')}
      rules={[sharedRule('target', 'target', i18n.language)]}
    >
      <Input autoComplete="username" placeholder={t('auth.fields.targetPlaceholder')} />
    </Form.Item>
  );
}
