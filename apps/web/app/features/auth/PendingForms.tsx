import { FormButton } from '~/components/plain/FormParts';
import { useLightForm } from '~/components/plain/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountItem, AgreementItem, CurrentPasswordItem, UsernameItem } from './AccountFields';
import { AuthForm } from './AuthForm';
import { showRequestError } from './submit-errors';
import { useAfterLogin } from './hooks/useAfterLogin';
import { usePendingBind } from './hooks/usePendingBind';
import { usePendingRegister } from './hooks/usePendingRegister';

/** A new account for the identity waiting in the pending cookie (username + agreement). */
export function PendingRegisterForm() {
  const { t, i18n } = useTranslation();
  const [form] = useLightForm<{ username: string; agree: boolean }>();
  const register = usePendingRegister();
  const afterLogin = useAfterLogin();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (v: { username: string }) => {
    setError(null);
    try {
      const { redirect } = await register.mutateAsync({ username: v.username.trim(), agree: true });
      await afterLogin(redirect);
    } catch (e) {
      setError(await showRequestError(form, e, i18n.language, {}, 'userRegistrationFailed'));
    }
  };

  return (
    <AuthForm form={form} name="pendingRegister" error={error} onFinish={onFinish}>
      <UsernameItem />
      <AgreementItem />
      <FormButton look={{ type: 'primary', loading: register.isPending }}>
        {t('auth.wait.submitRegister')}
      </FormButton>
    </AuthForm>
  );
}

/** Attach the waiting identity to an account the user proves with its password. */
export function PendingBindForm() {
  const { t, i18n } = useTranslation();
  const [form] = useLightForm<{ account: string; password: string }>();
  const bind = usePendingBind();
  const afterLogin = useAfterLogin();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (v: { account: string; password: string }) => {
    setError(null);
    try {
      const { redirect } = await bind.mutateAsync({ account: v.account.trim(), password: v.password });
      await afterLogin(redirect);
    } catch (e) {
      setError(await showRequestError(form, e, i18n.language, {}, 'bindFailed'));
    }
  };

  return (
    <AuthForm form={form} name="pendingBind" error={error} onFinish={onFinish}>
      <AccountItem />
      <CurrentPasswordItem />
      <FormButton look={{ type: 'primary', loading: bind.isPending }}>{t('auth.wait.submitBind')}</FormButton>
    </AuthForm>
  );
}
