import { FormButton } from '~/components/plain/FormParts';
import { useLightForm } from '~/components/plain/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementItem, UsernameItem } from './AccountFields';
import { AuthForm } from './AuthForm';
import { CodeField, TargetField } from './CodeField';
import { showRequestError } from './submit-errors';
import { useAfterLogin } from './hooks/useAfterLogin';
import { useRegister } from './hooks/useRegister';
import { PasswordFields } from './PasswordFields';
import { useFeedback } from '~/lib/feedback';

interface Values {
  username: string;
  password: string;
  confirmPassword: string;
  target: string;
  code: string;
  agree: boolean;
}

/** Username, password twice, a mobile/e-mail with its code, agreement → logged in. */
export function RegisterForm({ redirect }: { redirect: string | null }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [form] = useLightForm<Values>();
  const register = useRegister();
  const afterLogin = useAfterLogin();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (v: Values) => {
    setError(null);
    try {
      const user = await register.mutateAsync({
        username: v.username.trim(),
        password: v.password,
        confirmPassword: v.confirmPassword,
        target: v.target.trim(),
        code: v.code,
        agree: true,
      });
      void message.success(t('auth.register.success', { name: user.nickname }));
    } catch (e) {
      setError(await showRequestError(form, e, i18n.language, {}, 'registrationFailed'));
      return;
    }
    await afterLogin(redirect);
  };

  return (
    <AuthForm form={form} name="register" error={error} onFinish={onFinish}>
      <UsernameItem />
      <PasswordFields />
      <TargetField />
      <CodeField form={form} formName="register" scene="register" />
      <AgreementItem />
      <FormButton look={{ type: 'primary', loading: register.isPending }}>
        {t('auth.register.submit')}
      </FormButton>
    </AuthForm>
  );
}
