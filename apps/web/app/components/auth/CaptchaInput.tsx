import type { Rule } from 'antd/es/form';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainInput } from '~/components/plain/Input';
import { request } from '~/lib/request';
import { sharedRule } from './lazy-rules';

/** The form value of a graphic code: which challenge, and what the user typed. */
export interface CaptchaValue {
  captchaId: string;
  captchaCode: string;
}

export interface CaptchaHandle {
  /** New challenge (after a failed submit: the server spends a code on every try). */
  refresh(): Promise<void>;
}

interface Challenge {
  captchaId: string;
  svg: string;
  expiresIn: number;
}

/** POST /api/base/auth/captcha (auth.captcha): a fresh challenge, or an error flag. */
function useCaptcha() {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [failed, setFailed] = useState(false);
  // state is only set once the answer is in: nothing renders twice per request
  const load = useCallback(async () => {
    try {
      const c = await request<Challenge>('/api/base/auth/captcha', { method: 'POST', body: {} });
      setFailed(false);
      setChallenge(c);
      return c;
    } catch {
      setFailed(true);
      return null;
    }
  }, []);
  return { challenge, failed, load };
}

// Inline sizes: the control is self-contained wherever it is used, and the fixed box keeps the
// layout still while the picture loads.
const ROW = { display: 'flex', gap: 8 } as const;
const BOX = {
  flex: 'none',
  inlineSize: 122,
  blockSize: 40,
  padding: 0,
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  background: '#f5f7fa',
  cursor: 'pointer',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;
const NOTE = { fontSize: 12, lineHeight: 1.2, padding: '0 4px', color: 'rgba(0, 0, 0, 0.65)' } as const;

// refresh a little before the server forgets the challenge, so a typed answer is never sent dead
const EARLY_MS = 3000;

interface Props {
  id?: string;
  value?: CaptchaValue;
  onChange?: (v: CaptchaValue) => void;
  onBlur?: () => void;
  ref?: Ref<CaptchaHandle>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Graphic code as one antd form control (value {captchaId, captchaCode}): the picture, a click to
 * get another, an automatic refresh with a notice when it expires.
 */
export function CaptchaInput({ id, value, onChange, onBlur, ref, ...aria }: Props) {
  const { t } = useTranslation();
  const { challenge, failed, load } = useCaptcha();
  const [expired, setExpired] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const refresh = useCallback(
    async (becauseExpired = false) => {
      const c = await load();
      setExpired(becauseExpired);
      onChangeRef.current?.({ captchaId: c?.captchaId ?? '', captchaCode: '' });
    },
    [load],
  );
  useImperativeHandle(ref, () => ({ refresh: () => refresh() }), [refresh]);

  useEffect(() => {
    let live = true;
    void load().then((c) => {
      if (live) onChangeRef.current?.({ captchaId: c?.captchaId ?? '', captchaCode: '' });
    });
    return () => {
      live = false;
    };
  }, [load]);

  useEffect(() => {
    if (!challenge) return;
    const ms = Math.max(1000, challenge.expiresIn * 1000 - EARLY_MS);
    const timer = setTimeout(() => void refresh(true), ms);
    return () => clearTimeout(timer);
  }, [challenge, refresh]);

  return (
    <div className="captcha-input">
      <div className="captcha-row" style={ROW}>
        <PlainInput
          id={id}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={
            [aria['aria-describedby'], expired && id ? `${id}-expired` : ''].filter(Boolean).join(' ') ||
            undefined
          }
          style={{ flex: 1, minInlineSize: 0 }}
          value={value?.captchaCode ?? ''}
          placeholder={t('auth.captcha.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          onBlur={onBlur}
          onChange={(e) => {
            setExpired(false);
            onChange?.({ captchaId: challenge?.captchaId ?? '', captchaCode: e.target.value });
          }}
        />
        <button
          type="button"
          className="captcha-image"
          style={BOX}
          onClick={() => void refresh()}
          aria-label={failed ? t('auth.captcha.loadFailed') : t('auth.captcha.refresh')}
          title={t('auth.captcha.refresh')}
        >
          {challenge && !failed ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(challenge.svg)}`}
              alt={t('auth.captcha.alt')}
              width={120}
              height={38}
              style={{ display: 'block', inlineSize: 120, blockSize: 38 }}
              data-captcha-id={challenge.captchaId}
            />
          ) : (
            <span className="captcha-placeholder" style={NOTE}>
              {failed ? t('auth.captcha.loadFailed') : t('auth.captcha.loading')}
            </span>
          )}
        </button>
      </div>
      {expired ? (
        <div
          id={id ? `${id}-expired` : undefined}
          className="captcha-expired"
          role="status"
          style={{ fontSize: 12, marginBlockStart: 4, color: '#8a5a00' }}
        >
          {t('auth.captcha.expired')}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The shared schema's rule on the typed part of the value (same words as the server). Checked on
 * blur and submit only: a refresh clears the answer through onChange and must not flag an error.
 * The Form.Item needs validateTrigger={['onChange', 'onBlur']} (typing clears a shown error).
 */
export function captchaRule(locale: string): Rule {
  const inner = sharedRule('captchaCode', 'captchaCode', locale);
  return {
    validateTrigger: 'onBlur',
    validator: (rule, value: CaptchaValue | undefined) =>
      (inner as { validator: (r: unknown, v: unknown) => Promise<void> }).validator(rule, value?.captchaCode),
  };
}
