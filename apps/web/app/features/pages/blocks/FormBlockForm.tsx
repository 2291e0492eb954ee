import { Button, Checkbox, Form, Input, Result, Select } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, isMessageKey, translate } from '@occ/shared';
import type { PageBlockOf } from '@occ/shared/pages/blocks';
import {
  formAnswersSchema,
  formOptions,
  type FormField,
  type FormSubmissionInput,
} from '@occ/shared/pages/forms';
import { CaptchaField } from '~/components/auth/CaptchaForm';
import { FormFileInput } from './FormFileInput';
import type { CaptchaHandle, CaptchaValue } from '~/components/auth/CaptchaInput';
import { useCurrentUser } from '~/lib/current-user';
import { useHydrated } from '~/lib/hydrated';
import { serverFieldErrors } from '~/lib/form-rules';
import { request, RequestError } from '~/lib/request';
import { useFeedback } from '~/lib/feedback';

type Values = Record<string, string | boolean | CaptchaValue | undefined>;

/** What Form.Item hands its input: the id its label points at, the value and its change. */
interface Bound {
  id?: string;
  value?: unknown;
  checked?: boolean;
  onChange?: (v: unknown) => void;
}

function FieldInput({ f, signedIn, ...bound }: { f: FormField; signedIn: boolean } & Bound) {
  const b = bound as Record<string, never>;
  if (f.type === 'file') return <FormFileInput {...b} label={f.label} signedIn={signedIn} />;
  if (f.type === 'textarea') return <Input.TextArea {...b} rows={4} maxLength={f.maxLength} showCount />;
  if (f.type === 'select')
    return <Select {...b} allowClear options={formOptions(f).map((o) => ({ value: o, label: o }))} />;
  if (f.type === 'checkbox') return <Checkbox {...b}>{f.label}</Checkbox>;
  return (
    <Input
      {...b}
      maxLength={f.maxLength}
      type={f.type === 'email' ? 'email' : f.type === 'mobile' ? 'tel' : 'text'}
      autoComplete={f.type === 'email' ? 'email' : f.type === 'mobile' ? 'tel' : undefined}
    />
  );
}

/**
 * The public form of a form block: its inputs from the declared fields, each checked with the
 * schema built from the same declaration as the server's (packages/shared/src/pages/forms.ts);
 * a graphic code for visitors. The server's 422 lands on the fields, other refusals in a message.
 */
export default function FormBlockForm({
  props,
  slug,
}: {
  props: PageBlockOf<'form'>['props'];
  slug: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const { message } = useFeedback();
  const { user } = useCurrentUser();
  const [form] = Form.useForm<Values>();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // the server-rendered inputs take typing only once this chunk has hydrated them (text typed
  // before is reset to the form's values): the form says when it is ready
  const ready = useHydrated();
  const fields = props.formFields as FormField[];
  const schema = useMemo(() => formAnswersSchema(fields, locale), [fields, locale]);

  const onFinish = async (v: Values) => {
    const { captcha, ...answers } = v;
    const body: FormSubmissionInput = {
      slug,
      formKey: props.formKey,
      answers: schema.parse(answers) as FormSubmissionInput['answers'],
      ...((captcha as CaptchaValue | undefined) ?? {}),
    };
    setPending(true);
    try {
      const res = await request<{ message: string }>('/api/form-submissions', { method: 'POST', body });
      setSent(res.message);
    } catch (e) {
      await captchaRef.current?.refresh();
      const errs = e instanceof RequestError ? serverFieldErrors(e.envelope?.result) : [];
      if (errs.length) {
        const words = (m: string) => (isMessageKey(m) ? translate(m, locale) : m);
        form.setFields(
          errs.map((f) => ({
            name: f.name.replace(/^answers\./, '').replace(/^captcha(Id|Code)$/, 'captcha'),
            errors: f.errors.map(words),
          })) as never,
        );
      } else void message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };

  if (sent) return <Result status="success" title={sent} />;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name={`form-${props.formKey}`}
      className="pb-form-fields"
      data-ready={ready ? 'true' : undefined}
      onFinish={(v) => void onFinish(v)}
    >
      {fields.map((f) => (
        <Form.Item
          key={f.key}
          name={f.key}
          label={f.type === 'checkbox' ? undefined : f.label}
          required={f.required}
          valuePropName={f.type === 'checkbox' ? 'checked' : 'value'}
          rules={[
            {
              validator: async (_r, value: unknown) => {
                const r = schema.shape[f.key]!.safeParse(value ?? (f.type === 'checkbox' ? false : ''));
                if (!r.success) throw new Error(r.error.issues[0]?.message);
              },
            },
          ]}
        >
          <FieldInput f={f} signedIn={Boolean(user)} />
        </Form.Item>
      ))}
      {user ? null : <CaptchaField captchaRef={captchaRef} />}
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('pages.form.submit')}
      </Button>
    </Form>
  );
}
