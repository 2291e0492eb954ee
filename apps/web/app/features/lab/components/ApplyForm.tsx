import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  contentLocale,
  fieldLabel,
  labApplyBody,
  translate,
  type LabApplyBody,
  type LabKind,
} from '@occ/shared';
import { serverFieldErrors, zodRule } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { useApplyLab } from '../api/permissions';
import { useFeedback } from '~/lib/feedback';

type Values = Omit<LabApplyBody, 'kind'>;
const field = labApplyBody.shape;

/** The permission application of spec §3 with the rules of spec §5 (the shared schema). */
export function ApplyForm({
  kind,
  initial,
  disabled,
}: {
  kind: LabKind;
  initial?: Partial<Values>;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const apply = useApplyLab();
  const hasReferrer = Form.useWatch('hasReferrer', form);
  // where the result goes: the server sends an SMS to this mobile, and an e-mail when one is given
  const mobile = (Form.useWatch('mobile', form) ?? initial?.mobile ?? '').trim();
  const email = (Form.useWatch('email', form) ?? initial?.email ?? '').trim();
  const delivery = !mobile
    ? t('lab.apply.resultByAny')
    : email
      ? t('lab.apply.resultBySmsAndEmail', { mobile, email })
      : t('lab.apply.resultBySms', { mobile });
  const rule = (name: keyof typeof field) => zodRule(field[name], name, locale);

  const submit = async (v: Values) => {
    try {
      await apply.mutateAsync({
        ...v,
        kind,
        email: v.email?.trim() || undefined,
        referrerName: v.hasReferrer ? v.referrerName : undefined,
      });
      void message.success(t('lab.apply.submitted'));
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      // typed values stay; the server's words go under the fields it names
      const fields = serverFieldErrors(e.envelope?.result);
      if (fields.length) form.setFields(fields as never);
      // spec §8 "Application failed" with the reason
      else
        void message.error(translate('labApplicationFailed', contentLocale(locale), { reason: e.message }));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="labApply"
      initialValues={initial}
      disabled={disabled || apply.isPending}
      onFinish={(v) => void submit(v)}
      className="lab-apply"
    >
      <Form.Item name="realName" required label={t('lab.apply.realName')} rules={[rule('realName')]}>
        <Input maxLength={32} autoComplete="name" />
      </Form.Item>
      <Form.Item name="mobile" required label={t('lab.apply.mobile')} rules={[rule('mobile')]}>
        <Input maxLength={14} autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item name="company" required label={t('lab.apply.company')} rules={[rule('company')]}>
        <Input maxLength={64} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="email" label={t('lab.apply.email')} rules={[rule('email')]}>
        <Input maxLength={64} autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item name="salesName" required label={t('lab.apply.salesName')} rules={[rule('salesName')]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="hasReferrer" required label={t('lab.apply.hasReferrer')} rules={[rule('hasReferrer')]}>
        <Radio.Group
          options={[
            { value: true, label: t('lab.apply.yes') },
            { value: false, label: t('lab.apply.no') },
          ]}
        />
      </Form.Item>
      {hasReferrer ? (
        <Form.Item
          name="referrerName"
          required
          label={t('lab.apply.referrerName')}
          rules={[
            {
              // required only with a referrer (the schema's refine), then its length rule
              validator: async (_r, value?: string) => {
                if (!value?.trim())
                  throw new Error(
                    translate('fieldRequired', contentLocale(locale), {
                      field: fieldLabel('referrerName', contentLocale(locale)),
                    }),
                  );
              },
            },
            rule('referrerName'),
          ]}
        >
          <Input maxLength={32} />
        </Form.Item>
      ) : null}
      <Form.Item name="purpose" required label={t('lab.apply.purpose')} rules={[rule('purpose')]}>
        <Input.TextArea rows={4} showCount maxLength={500} />
      </Form.Item>
      <p className="lab-muted" data-testid="apply-delivery">
        {delivery}
      </p>
      <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="apply-submit">
        {t('lab.apply.submit')}
      </Button>
    </Form>
  );
}
