import { AutoComplete, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE_CONNECTIVITY, DEVICE_PRODUCT_MAX, type DeviceProductUpdateBody } from '@occ/shared';
import { FormDialog } from '~/components/FormDialog';
import { useUpdateProduct, type DeviceProduct } from './api';
import { useCatalogueParts } from './production-api';

type Values = Omit<DeviceProductUpdateBody, 'dataModel'>;

/** Edits a product's facts (deviceProducts.update); its key, organisation, template and data model stay. */
export function EditProductDialog({
  product,
  open,
  onClose,
}: {
  product: DeviceProduct;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateProduct(product.id);
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values>
      open={open}
      title={t('deviceConsole.editProduct')}
      okText={t('deviceConsole.save')}
      cancelText={t('deviceConsole.cancel')}
      onClose={onClose}
      form={form}
      pending={update.isPending}
      save={async (values) => {
        const saved = await update.mutateAsync(values);
        return t('deviceConsole.productUpdated', { name: saved.name });
      }}
      initialValues={{
        name: product.name,
        chip: product.chip,
        module: product.module,
        category: product.category,
        connectivity: product.connectivity as Values['connectivity'],
        description: product.description,
      }}
    >
      <ProductFields />
    </FormDialog>
  );
}

/** The facts of a device product, in the create and the edit dialog (limits from the shared schema). */
/** Options of a part field: the catalogue's names containing what was typed (case-insensitive). */
const partOptions = (parts: readonly { name: string }[] | undefined) => ({
  options: (parts ?? []).map((p) => ({ value: p.name })),
  filterOption: (typed: string, o?: { value: string }) =>
    (o?.value ?? '').toLowerCase().includes(typed.trim().toLowerCase()),
});

/** The product's facts; chip and module are offered from the catalogue (any name may be typed). */
export function ProductFields() {
  const { t } = useTranslation();
  const max = DEVICE_PRODUCT_MAX;
  const parts = useCatalogueParts().data;
  return (
    <>
      <Form.Item name="name" label={t('deviceConsole.name')} rules={[{ required: true, max: max.name }]}>
        <Input maxLength={max.name} />
      </Form.Item>
      <Form.Item
        name="chip"
        label={t('deviceConsole.chip')}
        extra={t('deviceConsole.chipHelp')}
        rules={[{ required: true, max: max.chip }]}
      >
        <AutoComplete maxLength={max.chip} {...partOptions(parts?.chips)} />
      </Form.Item>
      <Form.Item name="module" label={t('deviceConsole.module')} extra={t('deviceConsole.moduleHelp')}>
        <AutoComplete maxLength={max.module} allowClear {...partOptions(parts?.modules)} />
      </Form.Item>
      <Form.Item name="category" label={t('deviceConsole.category')}>
        <Input maxLength={max.category} />
      </Form.Item>
      <Form.Item name="connectivity" label={t('deviceConsole.connectivity')}>
        <Select
          options={DEVICE_CONNECTIVITY.map((c) => ({ value: c, label: t(`deviceConsole.conn.${c}`) }))}
        />
      </Form.Item>
      <Form.Item name="description" label={t('deviceConsole.description')}>
        <Input.TextArea maxLength={max.description} rows={3} />
      </Form.Item>
    </>
  );
}
