import { useTranslation } from 'react-i18next';
import type { CodeScene } from '@occ/shared';
import { SendCodeButton, type CodeForm } from '~/components/auth/SendCodeButton';
import { sharedRule } from '~/components/auth/lazy-rules';
import { FormItem } from '~/components/plain/Form';
import { PlainInput } from '~/components/plain/Input';

/** The 6-digit one-time code with its "Get code" button beside it (label bound to the input). */
export function CodeField({ form, formName, scene }: { form: CodeForm; formName: string; scene: CodeScene }) {
  const { t, i18n } = useTranslation();
  return (
    <FormItem label={t('auth.fields.code')} htmlFor={`${formName}_code`} errorsOf="code">
      <div className="code-row">
        <FormItem name="code" noStyle rules={[sharedRule('code', 'code', i18n.language)]}>
          <PlainInput
            id={`${formName}_code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('auth.fields.codePlaceholder')}
          />
        </FormItem>
        <SendCodeButton form={form} scene={scene} />
      </div>
    </FormItem>
  );
}

/** The mobile/e-mail field a code is sent to. */
export function TargetField() {
  const { t, i18n } = useTranslation();
  return (
    <FormItem
      name="target"
      label={t('auth.fields.target')}
      rules={[sharedRule('target', 'target', i18n.language)]}
    >
      <PlainInput autoComplete="username" placeholder={t('auth.fields.targetPlaceholder')} />
    </FormItem>
  );
}
