import { Alert, Button, Form, Input, Select, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  VENDOR_REGIONS,
  fieldLabel,
  contentLocale,
  vendorPath,
  vendorProfileBody,
  type VendorChangeBody,
} from '@occ/shared';
import { errorText, showOnFields } from '~/lib/form-errors';
import { zodRule } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { useEditVendor, useMyVendor } from './api';
import { LogoField } from './LogoField';
import { VendorLocationsInput } from './VendorLocationsInput';
import { useFeedback } from '~/lib/feedback';

const TEXT_FIELDS = ['nameZh', 'nameEn', 'logoUrl', 'website', 'contact'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const controlOf = (name: TextField) => (name === 'logoUrl' ? <LogoField /> : <Input />);
const AREA_FIELDS = ['introZh', 'introEn'] as const;

/**
 * /people/my/vendor and the console's /admin/vendor_info ("vendor info"): a member edits its
 * organisation's vendor profile and locations; the change waits for a reviewer in the approval
 * queue and shows on the public page once approved.
 */
export function VendorProfileForm() {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const mine = useMyVendor();
  const [form] = Form.useForm<VendorChangeBody>();
  const edit = useEditVendor(mine.data?.slug ?? '');
  const loc = contentLocale(i18n.language);
  useEffect(() => {
    if (mine.data) form.setFieldsValue(mine.data.profile);
  }, [mine.data, form]);

  if (mine.isPending) return <Spin aria-label={t('vendors.loading')} />;
  if (mine.isError) {
    const missing = mine.error instanceof RequestError && mine.error.status === 404;
    return (
      <Alert
        type={missing ? 'info' : 'error'}
        title={missing ? t('vendors.notAVendor') : errorText(mine.error)}
      />
    );
  }
  const { change, slug } = mine.data;
  const pending = change?.state === 'pending';
  const onFinish = async (values: VendorChangeBody) => {
    try {
      await edit.mutateAsync(values);
      void message.success(t('vendors.submitted'));
    } catch (e) {
      if (!showOnFields(form, e, i18n.language)) void message.error(errorText(e));
    }
  };
  const shape = vendorProfileBody.shape;
  return (
    <>
      <p>
        <Link to={vendorPath(slug)}>{t('vendors.viewPublic')}</Link>
      </p>
      {change ? (
        <Alert
          style={{ marginBlockEnd: 16 }}
          type={change.state === 'rejected' ? 'warning' : change.state === 'pending' ? 'info' : 'success'}
          title={t(`vendors.changeStates.${change.state}`)}
          description={change.reviewComment ?? undefined}
          data-testid="vendor-change-state"
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} disabled={pending}>
        {TEXT_FIELDS.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={fieldLabel(name, loc)}
            rules={[zodRule(shape[name], name, i18n.language)]}
          >
            {controlOf(name)}
          </Form.Item>
        ))}
        {AREA_FIELDS.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={fieldLabel(name, loc)}
            rules={[zodRule(shape[name], name, i18n.language)]}
          >
            <Input.TextArea rows={5} />
          </Form.Item>
        ))}
        <Form.Item name="region" label={fieldLabel('region', loc)} rules={[{ required: true }]}>
          <Select options={VENDOR_REGIONS.map((r) => ({ value: r, label: t(`vendors.regions.${r}`) }))} />
        </Form.Item>
        <VendorLocationsInput />
        <Button type="primary" htmlType="submit" loading={edit.isPending}>
          {t('vendors.submit')}
        </Button>
      </Form>
    </>
  );
}
