import { Alert, Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CATALOGUE_KINDS,
  CATALOGUE_NAME_MAX,
  CATEGORIES_BY_KIND,
  contentLocale,
  fieldLabel,
  PRODUCT_CODE_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_SUMMARY_MAX,
  type CatalogueKind,
} from '@occ/shared';
import type { VendorProductBody } from '@occ/shared/admin';
import { RequestError } from '~/lib/request';
import { PictureField } from '~/components/PictureField';
import { useMyProduct, useSaveProduct } from './api';
import { useFeedback } from '~/lib/feedback';

type Values = Omit<VendorProductBody, 'imageUrl' | 'website'> & { imageUrl?: string; website?: string };

const TEXT_FIELDS = [
  ['nameZh', CATALOGUE_NAME_MAX, true],
  ['summaryZh', PRODUCT_SUMMARY_MAX, true],
  ['descriptionZh', PRODUCT_DESCRIPTION_MAX, false],
  ['nameEn', CATALOGUE_NAME_MAX, false],
  ['summaryEn', PRODUCT_SUMMARY_MAX, false],
  ['descriptionEn', PRODUCT_DESCRIPTION_MAX, false],
] as const;

/**
 * /people/my/product/add and /people/my/product/{id}: the vendor's product form. Saving keeps it
 * a draft (a live product's page is unchanged until a reviewer approves the submission); the
 * server's field errors are shown on their fields.
 */
export function ProductForm({ id }: { id: number | null }) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const current = useMyProduct(id);
  const save = useSaveProduct(id);
  const kind = (Form.useWatch('productKind', form) ?? 'hardware') as CatalogueKind;
  const label = (f: string) => fieldLabel(f, locale);

  useEffect(() => {
    if (current.data)
      form.setFieldsValue({
        ...current.data,
        imageUrl: current.data.imageUrl ?? '',
        website: current.data.website ?? '',
      });
  }, [current.data, form]);

  async function submit(v: Values) {
    try {
      await save.mutateAsync({ ...v, imageUrl: v.imageUrl || null, website: v.website || null });
      void message.success(t('people.product.saved'));
      await navigate('/people/my/product');
    } catch (e) {
      const fields =
        e instanceof RequestError
          ? (e.envelope?.result as { fields?: { field: string; message: string }[] } | null)?.fields
          : undefined;
      if (fields?.length)
        form.setFields(fields.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
      else void message.error(e instanceof RequestError ? e.message : String(e));
    }
  }

  if (id !== null && current.isError) return <Alert type="error" title={t('people.product.failed')} />;
  if (id !== null && !current.data) return null;

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ productKind: 'hardware', category: 'board', attributes: '', links: '' }}
      onFinish={(v) => void submit(v)}
      disabled={save.isPending}
    >
      <Form.Item
        name="productCode"
        label={label('productCode')}
        extra={t('people.product.codeHelp')}
        rules={[{ required: true, message: t('people.product.required') }, { max: PRODUCT_CODE_MAX }]}
      >
        <Input maxLength={PRODUCT_CODE_MAX} />
      </Form.Item>
      <Form.Item name="productKind" label={label('productKind')} rules={[{ required: true }]}>
        <Select
          options={CATALOGUE_KINDS.map((k) => ({ value: k, label: t(`catalogue.kinds.${k}`) }))}
          onChange={(k: CatalogueKind) => form.setFieldValue('category', CATEGORIES_BY_KIND[k][0])}
        />
      </Form.Item>
      <Form.Item name="category" label={label('category')} rules={[{ required: true }]}>
        <Select
          options={CATEGORIES_BY_KIND[kind].map((c) => ({ value: c, label: t(`catalogue.categories.${c}`) }))}
        />
      </Form.Item>
      {TEXT_FIELDS.map(([name, max, required]) => (
        <Form.Item
          key={name}
          name={name}
          label={label(name)}
          rules={required ? [{ required: true, message: t('people.product.required') }] : []}
        >
          {max > CATALOGUE_NAME_MAX ? (
            <Input.TextArea maxLength={max} showCount autoSize={{ minRows: 2 }} />
          ) : (
            <Input maxLength={max} />
          )}
        </Form.Item>
      ))}
      <Form.Item name="imageUrl" label={label('imageUrl')}>
        <PictureField upload="/api/my/products/image" maxLength={500} testId="product-image" />
      </Form.Item>
      <Form.Item name="website" label={label('website')}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="attributes" label={label('attributes')} extra={t('people.product.attributesHelp')}>
        <Input.TextArea autoSize={{ minRows: 3 }} />
      </Form.Item>
      <Form.Item name="links" label={label('links')} extra={t('people.product.linksHelp')}>
        <Input.TextArea autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('people.product.save')}
      </Button>
    </Form>
  );
}
