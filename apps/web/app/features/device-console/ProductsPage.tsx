import { Button, Form, Select, Table, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  PRODUCT_TEMPLATE_KEYS,
  templateModel,
  type DeviceProductBody,
  type ProductTemplateKey,
} from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { FormDialog } from '~/components/FormDialog';
import { ProductFields } from './EditProductDialog';
import { useCreateProduct, useProducts, type DeviceProduct } from './api';
import { DataModelView, DevicePage, LoadFailed, paths } from './parts';

/** /admin/device_product: the organisation's device products (staff: all), create from a template. */
export function ProductsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const products = useProducts(page);
  return (
    <DevicePage
      id="device-products-title"
      title={t('deviceConsole.productsTitle')}
      actions={
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('deviceConsole.newProduct')}
        </Button>
      }
    >
      <p>{t('deviceConsole.productsIntro')}</p>
      {products.isError ? (
        <LoadFailed error={products.error} retry={() => void products.refetch()} />
      ) : (
        <Table<DeviceProduct>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={products.isPending}
          dataSource={products.data?.items ?? []}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceConsole.noProducts')} />
            ),
          }}
          pagination={{
            current: page,
            pageSize: 20,
            total: products.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          columns={[
            {
              key: 'name',
              title: t('deviceConsole.name'),
              render: (_, p) => <Link to={paths.product(p.id)}>{p.name}</Link>,
            },
            { key: 'key', title: t('deviceConsole.productKey'), dataIndex: 'productKey' },
            { key: 'chip', title: t('deviceConsole.chip'), dataIndex: 'chip' },
            {
              key: 'connectivity',
              title: t('deviceConsole.connectivity'),
              render: (_, p) => t(`deviceConsole.conn.${p.connectivity}`, { defaultValue: p.connectivity }),
            },
            {
              key: 'licences',
              title: t('deviceConsole.licences'),
              render: (_, p) => `${p.licencesIssued} / ${p.licenceQuota}`,
            },
            { key: 'org', title: t('deviceConsole.organisation'), dataIndex: 'organisation' },
            {
              key: 'at',
              title: t('deviceConsole.createdAt'),
              render: (_, p) => <LocalTime iso={p.createdAt} />,
            },
          ]}
        />
      )}
      <CreateProductDialog open={creating} onClose={() => setCreating(false)} />
    </DevicePage>
  );
}

type FormValues = Omit<DeviceProductBody, 'dataModel'>;

function CreateProductDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateProduct();
  const [form] = Form.useForm<FormValues>();
  const template = (Form.useWatch('template', form) ?? 'blank') as ProductTemplateKey;
  return (
    <FormDialog<FormValues>
      open={open}
      title={t('deviceConsole.newProduct')}
      okText={t('deviceConsole.create')}
      cancelText={t('deviceConsole.cancel')}
      onClose={onClose}
      form={form}
      pending={create.isPending}
      width={720}
      initialValues={{ template: 'blank', connectivity: 'wifi' }}
      save={async (values) => {
        const created = await create.mutateAsync(values);
        void navigate(paths.product(created.id));
        return t('deviceConsole.productCreated', { name: created.name });
      }}
    >
      <Form.Item name="template" label={t('deviceConsole.template')}>
        <Select
          options={PRODUCT_TEMPLATE_KEYS.map((k) => ({
            value: k,
            label: t(`deviceConsole.productTemplates.${k}`),
          }))}
        />
      </Form.Item>
      <ProductFields />
      <h2 className="device-console-subtitle">{t('deviceConsole.modelFromTemplate')}</h2>
      <DataModelView model={templateModel(template)} />
    </FormDialog>
  );
}
