import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeScene } from '@occ/shared';
import { FormButton } from '~/components/plain/FormParts';

// the dialog, its graphic code and the send are loaded on the first click (issue 14)
const loadDialog = () => import('./SendCodeDialog');
const SendCodeDialog = lazy(loadDialog);

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

/** What the button needs of the form holding the target (antd's FormInstance or a light form). */
export interface CodeForm {
  /** takes the names to check (typed loosely as setFields) */
  validateFields: (names: never) => Promise<unknown>;
  /** takes `{ name, errors }[]` (typed loosely: antd's field names are typed per form) */
  setFields: (fields: never) => void;
}

interface Props {
  /** the form holding the mobile/e-mail field */
  form: CodeForm;
  scene: CodeScene;
  targetField?: string;
}

/**
 * "Get code": checks the mobile/e-mail field, asks for a graphic code in a small dialog, sends the
 * one-time code, then counts down the resend cooldown (disabled meanwhile).
 */
export function SendCodeButton({ form, scene, targetField = 'target' }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [target, setTarget] = useState('');
  const { remaining, start } = useCountdown(scene);

  const ask = async () => {
    void loadDialog().catch(() => undefined);
    try {
      const values = (await form.validateFields([targetField] as never)) as Record<string, unknown>;
      setTarget(String(values[targetField] ?? '').trim());
      setAsked(true);
      setOpen(true);
    } catch {
      // the field shows its own error
    }
  };

  const counting = remaining > 0;
  return (
    <>
      <FormButton
        look={{}}
        htmlType="button"
        block={false}
        onClick={() => void ask()}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        disabled={counting}
        data-testid={`send-code-${scene}`}
      >
        {counting ? t('auth.sendCode.resend', { seconds: remaining }) : t('auth.sendCode.get')}
      </FormButton>
      {asked ? (
        <Suspense fallback={null}>
          <SendCodeDialog
            open={open}
            target={target}
            scene={scene}
            onCooldown={start}
            onTargetErrors={(errors) => form.setFields([{ name: targetField, errors }] as never)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
