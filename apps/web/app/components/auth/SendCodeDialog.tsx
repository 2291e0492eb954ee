import { useMutation } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_SECONDS, Code, type CodeScene, type SendCodeBody } from '@occ/shared';
import { serverFieldErrors } from '~/lib/form-rules';
import { request, RequestError } from '~/lib/request';
import { CaptchaInput, captchaRule, type CaptchaHandle, type CaptchaValue } from './CaptchaInput';
import { useFeedback } from '~/lib/feedback';

/** POST /api/base/auth/sendCode (auth.sendCode). */
function useSendCode() {
  return useMutation({
    mutationFn: (body: SendCodeBody) =>
      request<{ cooldownSeconds: number; expiresIn: number }>('/api/base/auth/sendCode', {
        method: 'POST',
        body,
      }),
  });
}

/** Seconds to wait from a 429: the server's retryAfter when given, else the number in its message. */
function retrySeconds(err: RequestError): number {
  const given = (err.envelope?.result as { retryAfter?: unknown } | null)?.retryAfter;
  if (typeof given === 'number' && given > 0) return Math.ceil(given);
  const inMessage = /\d+/.exec(err.message)?.[0];
  return inMessage ? Number(inMessage) : CODE_RESEND_SECONDS;
}

export interface SendCodeDialogProps {
  open: boolean;
  /** the checked mobile/e-mail the code goes to */
  target: string;
  scene: CodeScene;
  /** the code went out, or the server asks to wait: count `seconds` down */
  onCooldown: (seconds: number) => void;
  /** the server refused the target itself: its errors go onto the target field */
  onTargetErrors: (errors: string[]) => void;
  onClose: () => void;
}

/**
 * The dialog behind "Get code" (loaded on the first click, SendCodeButton): a graphic code, then
 * the one-time code is sent.
 */
export default function SendCodeDialog({
  open,
  target,
  scene,
  onCooldown,
  onTargetErrors,
  onClose,
}: SendCodeDialogProps) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [dialog] = Form.useForm<{ captcha: CaptchaValue }>();
  const captchaRef = useRef<CaptchaHandle>(null);
  const send = useSendCode();

  const submit = async () => {
    const { captcha } = await dialog.validateFields();
    try {
      const r = await send.mutateAsync({ target, scene, ...captcha });
      onClose();
      onCooldown(r.cooldownSeconds || CODE_RESEND_SECONDS);
      void message.success(t('auth.sendCode.sent'));
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      if (e.status === 429) {
        onClose();
        onCooldown(retrySeconds(e));
        void message.error(e.message);
        return;
      }
      const fields = serverFieldErrors(e.envelope?.result);
      const onTarget = fields.filter((f) => f.name === 'target');
      if (onTarget.length) {
        onClose();
        onTargetErrors(onTarget.flatMap((f) => f.errors));
        return;
      }
      // a graphic code is spent by any try: show the reason on a fresh one
      await captchaRef.current?.refresh();
      const onCaptcha = fields.find((f) => f.name.startsWith('captcha'));
      if (onCaptcha || e.code === Code.PASSWORD_OR_CODE_INVALID)
        dialog.setFields([{ name: 'captcha', errors: onCaptcha?.errors ?? [e.message] }]);
      else void message.error(e.message);
    }
  };

  return (
    <Modal
      open={open}
      title={t('auth.sendCode.title')}
      okText={t('auth.sendCode.send')}
      cancelText={t('auth.sendCode.cancel')}
      confirmLoading={send.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('auth.sendCode.intro', { target })}</p>
      <Form form={dialog} name={`sendCode_${scene}`} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="captcha"
          label={t('auth.captcha.label')}
          rules={[captchaRule(i18n.language)]}
          validateTrigger={['onChange', 'onBlur']}
        >
          <CaptchaInput ref={captchaRef} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
