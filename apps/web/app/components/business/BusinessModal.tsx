import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { BUSINESS_DEMAND_MAX, contentLocale, fieldLabel } from '@occ/shared';
import { businessEnquiryInput, type BusinessEnquiryInput } from '@occ/shared/admin';
import { CaptchaField, useCaptchaSubmit } from '~/components/auth/CaptchaForm';
import type { CaptchaValue } from '~/components/auth/CaptchaInput';
import { zodRule } from '~/lib/form-rules';
import { request } from '~/lib/request';

interface Values {
  demand: string;
  email: string;
  name: string;
  company: string;
  captcha: CaptchaValue;
}

const shape = businessEnquiryInput.shape;

/**
 * The business cooperation enquiry (spec §2, §5), loaded only when a visitor opens it: demand
 * (required, ≤ 500 with a count), e-mail (required, valid), name and company, and a graphic code.
 * The form checks with the server's schema; the server's 422 lands on the fields, 429 and other
 * refusals are said in a message.
 */
export default function BusinessModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const [form] = Form.useForm<Values>();
  const { captchaRef, pending, submit } = useCaptchaSubmit(form, onClose);
  const label = (name: string) => fieldLabel(name, locale);

  const onFinish = (v: Values) => {
    const body: BusinessEnquiryInput = {
      demand: v.demand.trim(),
      email: v.email.trim(),
      name: (v.name ?? '').trim(),
      company: (v.company ?? '').trim(),
      ...v.captcha,
    };
    // 429 (too many enquiries from this address) and other refusals: the server's words
    return submit(
      () => request<{ id: number; message: string }>('/api/business', { method: 'POST', body }),
      t('adminAccess.business.sent'),
    );
  };

  return (
    <Modal
      open={open}
      title={t('adminAccess.business.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <p>{t('adminAccess.business.intro')}</p>
      <Form<Values> form={form} layout="vertical" name="business" onFinish={(v) => void onFinish(v)}>
        <Form.Item
          name="demand"
          label={label('demand')}
          required
          rules={[zodRule(shape.demand, 'demand', locale)]}
        >
          <Input.TextArea rows={5} maxLength={BUSINESS_DEMAND_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="email"
          label={label('email')}
          required
          rules={[zodRule(shape.email, 'email', locale)]}
        >
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('adminAccess.business.name')}
          rules={[zodRule(shape.name, 'realName', locale)]}
        >
          <Input autoComplete="name" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="company"
          label={label('company')}
          rules={[zodRule(shape.company, 'company', locale)]}
        >
          <Input autoComplete="organization" maxLength={100} />
        </Form.Item>
        <CaptchaField captchaRef={captchaRef} />
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose}>{t('adminAccess.common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={pending}>
            {t('adminAccess.business.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
