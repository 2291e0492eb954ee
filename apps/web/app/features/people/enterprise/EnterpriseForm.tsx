import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Code, contentLocale, enterpriseApplyBody, translate, type EnterpriseApplyBody } from '@occ/shared';
import { serverFieldErrors, zodRule } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { useApplyEnterprise } from '../api/enterprise';
import { useFeedback } from '~/lib/feedback';

const field = enterpriseApplyBody.shape;

/** The certification application; a user whose profile is incomplete is sent to complete it. */
export function EnterpriseForm({ initial }: { initial?: Partial<EnterpriseApplyBody> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { message } = useFeedback();
  const [form] = Form.useForm<EnterpriseApplyBody>();
  const apply = useApplyEnterprise();
  const [needProfile, setNeedProfile] = useState(false);

  const submit = async (values: EnterpriseApplyBody) => {
    setNeedProfile(false);
    try {
      await apply.mutateAsync({ ...values, description: values.description?.trim() || undefined });
      void message.success(t('people.enterprise.submitted'));
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      if (e.code === Code.INFO_NOT_PERFECTED) {
        setNeedProfile(true);
        return;
      }
      const fields = serverFieldErrors(e.envelope?.result);
      if (fields.length) form.setFields(fields as never);
      else void message.error(e.message);
    }
  };

  return (
    <Form<EnterpriseApplyBody>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => void submit(v)}
      name="enterpriseApply"
      style={{ maxWidth: 560 }}
    >
      {needProfile ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 24 }}
          data-testid="enterprise-need-profile"
          title={translate('infoNotPerfected', contentLocale(locale))}
          description={<Link to="/people/my/basic">{t('people.enterprise.completeProfile')}</Link>}
        />
      ) : null}
      <Form.Item
        name="companyName"
        required
        label={t('people.enterprise.companyName')}
        rules={[zodRule(field.companyName, 'companyName', locale)]}
      >
        <Input maxLength={64} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="creditCode"
        required
        label={t('people.enterprise.creditCode')}
        extra={t('people.enterprise.creditCodeHint')}
        rules={[zodRule(field.creditCode, 'creditCode', locale)]}
        normalize={(v: string) => v.toUpperCase()}
      >
        <Input maxLength={18} spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="contactName"
        required
        label={t('people.enterprise.contactName')}
        rules={[zodRule(field.contactName, 'contactName', locale)]}
      >
        <Input maxLength={32} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="contactMobile"
        required
        label={t('people.enterprise.contactMobile')}
        rules={[zodRule(field.contactMobile, 'contactMobile', locale)]}
      >
        <Input maxLength={14} autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('people.enterprise.descriptionField')}
        rules={[zodRule(field.description, 'description', locale)]}
      >
        <Input.TextArea showCount maxLength={500} rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={apply.isPending}>
        {t('people.enterprise.submit')}
      </Button>
    </Form>
  );
}
