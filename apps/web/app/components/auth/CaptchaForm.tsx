import { Form, type FormInstance } from 'antd';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, isMessageKey, translate } from '@occ/shared';
import { serverFieldErrors } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { CaptchaInput, captchaRule, type CaptchaHandle } from './CaptchaInput';
import { useFeedback } from '~/lib/feedback';

// the server names the graphic code's parts; the form holds both in one control
const RENAME: Record<string, string> = { captchaId: 'captcha', captchaCode: 'captcha' };

/** The graphic-code field of a form a visitor may send (business enquiry, document feedback). */
export function CaptchaField({ captchaRef }: { captchaRef: Ref<CaptchaHandle> }) {
  const { t, i18n } = useTranslation();
  return (
    <Form.Item
      name="captcha"
      label={t('auth.captcha.label')}
      required
      rules={[captchaRule(contentLocale(i18n.language))]}
      validateTrigger={['onChange', 'onBlur']}
    >
      <CaptchaInput ref={captchaRef} />
    </Form.Item>
  );
}

/**
 * Sending a form guarded by a graphic code: on success the server's notice (or `sentText`), the
 * form emptied and `onSent`; on failure a new code (the old one was spent by this try), the
 * server's 422 on the fields, and any other refusal (429 …) in the server's words.
 */
export function useCaptchaSubmit<V>(form: FormInstance<V>, onSent: () => void) {
  const { i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const { message } = useFeedback();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [pending, setPending] = useState(false);

  const submit = async (send: () => Promise<{ message?: string }>, sentText: string) => {
    setPending(true);
    try {
      const sent = await send();
      void message.success(sent.message || sentText);
      form.resetFields();
      onSent();
    } catch (e) {
      await captchaRef.current?.refresh();
      const fields = e instanceof RequestError ? serverFieldErrors(e.envelope?.result) : [];
      if (fields.length) {
        const words = (m: string) => (isMessageKey(m) ? translate(m, locale) : m);
        form.setFields(
          fields.map((f) => ({ name: RENAME[f.name] ?? f.name, errors: f.errors.map(words) })) as never,
        );
      } else {
        void message.error(e instanceof Error ? e.message : String(e));
      }
    } finally {
      setPending(false);
    }
  };
  return { captchaRef, pending, submit };
}
