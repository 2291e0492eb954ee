import { FormButton, IconAlert } from '~/components/plain/FormParts';
import { useLightForm } from '~/components/plain/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Code } from '@occ/shared';
import { RequestError } from '~/lib/request';
import { AgreementItem } from './AccountFields';
import { AuthForm } from './AuthForm';
import { CodeField, TargetField } from './CodeField';
import { showRequestError } from './submit-errors';
import { useAfterLogin } from './hooks/useAfterLogin';
import { useLogin } from './hooks/useLogin';
import { useFeedback } from '~/lib/feedback';

interface Values {
  target: string;
  code: string;
  agree?: boolean;
}

/**
 * Mobile or e-mail + one-time code. An unknown target answers -3 "need register": the form then
 * asks for agreement to the terms and the same code creates the account (quick login).
 */
export function CodeLoginForm({ redirect }: { redirect: string | null }) {
  const { t, i18n } = useTranslation();
  const [form] = useLightForm<Values>();
  const login = useLogin();
  const afterLogin = useAfterLogin();
  const { message } = useFeedback();
  const [error, setError] = useState<string | null>(null);
  const [needRegister, setNeedRegister] = useState(false);

  const onFinish = async (v: Values) => {
    setError(null);
    let user;
    try {
      user = await login.mutateAsync({
        type: 'code',
        target: v.target.trim(),
        code: v.code,
        ...(needRegister ? { agree: v.agree === true } : {}),
      });
    } catch (e) {
      if (e instanceof RequestError && e.code === Code.NEED_REGISTER) setNeedRegister(true);
      else setError(await showRequestError(form, e, i18n.language, {}, 'loginFailed'));
      return;
    }
    void message.success(t('auth.login.done', { name: user.nickname }));
    await afterLogin(redirect);
  };

  return (
    <AuthForm form={form} name="codeLogin" error={error} onFinish={onFinish}>
      <TargetField />
      <CodeField form={form} formName="codeLogin" scene="login" />
      {needRegister ? (
        <>
          <IconAlert
            type="info"
            title={t('auth.login.needRegister')}
            role="status"
            style={{ marginBlockEnd: 12 }}
          />
          <AgreementItem />
        </>
      ) : null}
      <FormButton look={{ type: 'primary', loading: login.isPending }}>
        {needRegister ? t('auth.login.quickSubmit') : t('auth.login.submit')}
      </FormButton>
    </AuthForm>
  );
}
