import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Modal, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_SECONDS, Code, type CodeScene, type SendCodeBody } from '@occ/shared';
import { serverFieldErrors } from '~/lib/form-rules';
import { request, RequestError } from '~/lib/request';
import { CaptchaInput, captchaRule, type CaptchaHandle, type CaptchaValue } from './CaptchaInput';

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

// Deadlines outlive the button (a tab switch or a re-mount keeps counting); written in the
// browser only, so the server never shares one between users.
const deadlines = new Map<string, number>();

function useCountdown(key: string) {
  const [deadline, setDeadline] = useState(() =>
    typeof window === 'undefined' ? 0 : (deadlines.get(key) ?? 0),
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = (seconds: number) => {
    const d = Date.now() + seconds * 1000;
    deadlines.set(key, d);
    setNow(Date.now());
    setDeadline(d);
  };
  return { remaining: Math.max(0, Math.ceil((deadline - now) / 1000)), start };
}

/** Seconds to wait from a 429: the server's retryAfter when given, else the number in its message. */
function retrySeconds(err: RequestError): number {
  const given = (err.envelope?.result as { retryAfter?: unknown } | null)?.retryAfter;
  if (typeof given === 'number' && given > 0) return Math.ceil(given);
  const inMessage = /\d+/.exec(err.message)?.[0];
  return inMessage ? Number(inMessage) : CODE_RESEND_SECONDS;
}

interface Props {
  /** the form holding the mobile/e-mail field */
  form: FormInstance;
  scene: CodeScene;
  targetField?: string;
}

/**
 * "Get code": checks the mobile/e-mail field, asks for a graphic code in a small dialog, sends the
 * one-time code, then counts down the resend cooldown (disabled meanwhile).
 */
export function SendCodeButton({ form, scene, targetField = 'target' }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const [dialog] = Form.useForm<{ captcha: CaptchaValue }>();
  const captchaRef = useRef<CaptchaHandle>(null);
  const send = useSendCode();
  const { remaining, start } = useCountdown(scene);

  const ask = async () => {
    try {
      const values = await form.validateFields([targetField]);
      setTarget(String(values[targetField] ?? '').trim());
      setOpen(true);
    } catch {
      // the field shows its own error
    }
  };

  const submit = async () => {
    const { captcha } = await dialog.validateFields();
    try {
      const r = await send.mutateAsync({ target, scene, ...captcha });
      setOpen(false);
      start(r.cooldownSeconds || CODE_RESEND_SECONDS);
      void message.success(t('auth.sendCode.sent'));
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      if (e.status === 429) {
        setOpen(false);
        start(retrySeconds(e));
        void message.error(e.message);
        return;
      }
      const fields = serverFieldErrors(e.envelope?.result);
      const onTarget = fields.filter((f) => f.name === 'target');
      if (onTarget.length) {
        setOpen(false);
        form.setFields(onTarget.map((f) => ({ name: targetField, errors: f.errors })));
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

  const counting = remaining > 0;
  return (
    <>
      <Button onClick={() => void ask()} disabled={counting} data-testid={`send-code-${scene}`}>
        {counting ? t('auth.sendCode.resend', { seconds: remaining }) : t('auth.sendCode.get')}
      </Button>
      <Modal
        open={open}
        title={t('auth.sendCode.title')}
        okText={t('auth.sendCode.send')}
        cancelText={t('auth.sendCode.cancel')}
        confirmLoading={send.isPending}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
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
    </>
  );
}
