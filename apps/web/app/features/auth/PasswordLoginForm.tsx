import { FormButton } from '~/components/plain/FormParts';
import { FormItem, useLightForm } from '~/components/plain/Form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CaptchaInput,
  captchaRule,
  type CaptchaHandle,
  type CaptchaValue,
} from '~/components/auth/CaptchaInput';
import { AccountItem, CurrentPasswordItem } from './AccountFields';
import { AuthForm } from './AuthForm';
import { CAPTCHA_FIELDS, showRequestError } from './submit-errors';
import { useAfterLogin } from './hooks/useAfterLogin';
import { useLogin } from './hooks/useLogin';
import { useFeedback } from '~/lib/feedback';

interface Values {
  account: string;
  password: string;
  captcha: CaptchaValue;
}

/** Account (username, mobile or e-mail) + password + graphic code. */
export function PasswordLoginForm({ redirect }: { redirect: string | null }) {
  const { t, i18n } = useTranslation();
  const [form] = useLightForm<Values>();
  const captchaRef = useRef<CaptchaHandle>(null);
  const login = useLogin();
  const afterLogin = useAfterLogin();
  const { message } = useFeedback();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (v: Values) => {
    setError(null);
    let user;
    try {
      user = await login.mutateAsync({
        type: 'password',
        account: v.account.trim(),
        password: v.password,
        ...v.captcha,
      });
    } catch (e) {
      // the graphic code was spent by this try: a new one, then the reason
      await captchaRef.current?.refresh();
      setError(await showRequestError(form, e, i18n.language, CAPTCHA_FIELDS, 'loginFailed'));
      return;
    }
    void message.success(t('auth.login.done', { name: user.nickname }));
    await afterLogin(redirect);
  };

  return (
    <AuthForm form={form} name="passwordLogin" error={error} onFinish={onFinish}>
      <AccountItem />
      <CurrentPasswordItem />
      <FormItem
        name="captcha"
        label={t('auth.captcha.label')}
        rules={[captchaRule(i18n.language)]}
        validateTrigger={['onChange', 'onBlur']}
      >
        <CaptchaInput ref={captchaRef} />
      </FormItem>
      <FormButton look={{ type: 'primary', loading: login.isPending }}>{t('auth.login.submit')}</FormButton>
    </AuthForm>
  );
}
