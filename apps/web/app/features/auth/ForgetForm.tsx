import { FormButton } from '~/components/plain/FormParts';
import { useLightForm } from '~/components/plain/Form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '~/components/plain/plain';
import { StatusPage } from '~/components/StatusPage';
import { AuthForm } from './AuthForm';
import { CodeField, TargetField } from './CodeField';
import { showRequestError } from './submit-errors';
import { useResetPassword } from './hooks/useResetPassword';
import { PasswordFields } from './PasswordFields';

interface Values {
  target: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const TO_LOGIN_MS = 4000;

/** Forgotten password: mobile/e-mail + code (scene reset) + new password → back to login. */
export function ForgetForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [form] = useLightForm<Values>();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate('/auth/login'), TO_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (reset.isSuccess) {
    return (
      <StatusPage
        status="success"
        title={t('auth.forget.success')}
        subTitle={t('auth.forget.successHint')}
        extra={
          <ButtonLink look={{ type: 'primary' }} to="/auth/login">
            {t('auth.forget.toLogin')}
          </ButtonLink>
        }
      />
    );
  }

  const onFinish = async (v: Values) => {
    setError(null);
    try {
      await reset.mutateAsync({ ...v, target: v.target.trim() });
    } catch (e) {
      setError(await showRequestError(form, e, i18n.language));
    }
  };

  return (
    <AuthForm form={form} name="forget" error={error} onFinish={onFinish}>
      <TargetField />
      <CodeField form={form} formName="forget" scene="reset" />
      <PasswordFields labelKey="auth.fields.newPassword" />
      <FormButton look={{ type: 'primary', loading: reset.isPending }}>{t('auth.forget.submit')}</FormButton>
    </AuthForm>
  );
}
