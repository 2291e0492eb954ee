import { Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FILE_LINK_MAX,
  RESOURCE_ACCESS_KEYS,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_NAME_MAX,
  RESOURCE_TYPE_KEYS,
  RESOURCE_VERSION_MAX,
} from '@occ/shared';
import { RequestError } from '~/lib/request';
import { useProductOptions, type ResourceFormValues } from './api';

const FORM_FIELDS: readonly string[] = [
  'name',
  'description',
  'type',
  'productId',
  'version',
  'access',
  'fileLink',
];

/**
 * Puts the server's field errors (a refused file link, an unknown product…) on the form's
 * fields; true when it did, so the caller shows no second message.
 */
export function showFieldErrors(form: FormInstance<ResourceFormValues>, e: unknown): boolean {
  const fields =
    e instanceof RequestError
      ? (e.envelope?.result as { fields?: { field: string; message: string }[] } | null)?.fields
      : undefined;
  const known = (fields ?? []).filter((f) => FORM_FIELDS.includes(f.field));
  if (!known.length) return false;
  form.setFields(known.map((f) => ({ name: f.field as keyof ResourceFormValues, errors: [f.message] })));
  return true;
}

/** The text fields of a resource (upload and edit): name, description, type, product, version, access, file link. */
export function ResourceFields() {
  const { t } = useTranslation();
  const products = useProductOptions();
  return (
    <>
      <Form.Item
        name="name"
        label={t('resources.columns.name')}
        rules={[{ required: true, message: t('resources.form.nameRequired') }, { max: RESOURCE_NAME_MAX }]}
      >
        <Input maxLength={RESOURCE_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="description" label={t('resources.form.description')}>
        <Input.TextArea maxLength={RESOURCE_DESCRIPTION_MAX} showCount autoSize={{ minRows: 3 }} />
      </Form.Item>
      <Form.Item
        name="type"
        label={t('resources.columns.type')}
        rules={[{ required: true, message: t('resources.form.typeRequired') }]}
      >
        <Select options={RESOURCE_TYPE_KEYS.map((k) => ({ value: k, label: t(`resources.types.${k}`) }))} />
      </Form.Item>
      <Form.Item name="productId" label={t('resources.meta.formProduct')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          loading={products.isLoading}
          options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
      </Form.Item>
      <Form.Item name="version" label={t('resources.meta.formVersion')}>
        <Input maxLength={RESOURCE_VERSION_MAX} />
      </Form.Item>
      <Form.Item name="access" label={t('resources.access.label')} initialValue="0">
        <Select
          options={RESOURCE_ACCESS_KEYS.map((k) => ({ value: k, label: t(`resources.access.${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="fileLink"
        label={t('resources.meta.formFileLink')}
        extra={t('resources.meta.formFileLinkHelp')}
      >
        <Input type="url" maxLength={FILE_LINK_MAX} />
      </Form.Item>
    </>
  );
}
