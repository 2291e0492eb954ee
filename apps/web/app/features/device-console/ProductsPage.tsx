import { Button, Form, Select, Table, Empty } from 'antd';
import { useRef, useState } from 'react';
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

/**
 * /admin/device_product: the organisation's device products (staff: all); /admin/add_product is
 * the same page with the "new product" form (from a template) open.
 */
export function ProductsPage({ creating = false }: { creating?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const products = useProducts(page);
  return (
    <DevicePage
      id="device-products-title"
      title={t('deviceConsole.productsTitle')}
      actions={
        <Button type="primary" onClick={() => void navigate(paths.addProduct)}>
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
      <CreateProductDialog
        open={creating}
        onClose={(created) =>
          void navigate(created ? paths.product(created) : paths.products, { replace: true })
        }
      />
    </DevicePage>
  );
}

type FormValues = Omit<DeviceProductBody, 'dataModel'>;

/** Closing leaves /admin/add_product: for the new product's page when one was created. */
function CreateProductDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (createdId: string | null) => void;
}) {
  const { t } = useTranslation();
  const created = useRef<string | null>(null);
  const create = useCreateProduct();
  const [form] = Form.useForm<FormValues>();
  const template = (Form.useWatch('template', form) ?? 'blank') as ProductTemplateKey;
  return (
    <FormDialog<FormValues>
      open={open}
      title={t('deviceConsole.newProduct')}
      okText={t('deviceConsole.create')}
      cancelText={t('deviceConsole.cancel')}
      onClose={() => onClose(created.current)}
      form={form}
      pending={create.isPending}
      width={720}
      initialValues={{ template: 'blank', connectivity: 'wifi' }}
      save={async (values) => {
        const row = await create.mutateAsync(values);
        created.current = row.id;
        return t('deviceConsole.productCreated', { name: row.name });
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
