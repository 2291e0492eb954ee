import { Button, Form, Input, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PRODUCTION_CONTACT_MAX,
  PRODUCTION_TEXT_MAX,
  type ProductionBatch,
  type ProductionInfoBody,
} from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { ScrollRegion } from '~/components/ScrollRegion';
import { errorText, showOnFields } from '~/lib/form-errors';
import { useProduct } from './api';
import { DevicePage, LoadFailed, paths, ProductLinks } from './parts';
import { useProductionInfo, useSaveProductionInfo } from './production-api';
import { TestResults } from './TestResults';
import { useFeedback } from '~/lib/feedback';

/** The licence batches as production consumed them: issued, activated, revoked. */
export function BatchTable({ batches }: { batches: ProductionBatch[] }) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t('deviceProduction.batches')}>
      <Table<ProductionBatch>
        rowKey="batchId"
        size="small"
        pagination={false}
        dataSource={batches}
        locale={{ emptyText: t('deviceProduction.noBatches') }}
        columns={[
          {
            key: 'batch',
            title: t('deviceProduction.batch'),
            render: (_, b) => <span className="device-console-code">{b.batchId.slice(0, 8)}</span>,
          },
          { key: 'count', title: t('deviceProduction.count'), dataIndex: 'count' },
          { key: 'activated', title: t('deviceProduction.activated'), dataIndex: 'activated' },
          { key: 'revoked', title: t('deviceProduction.revoked'), dataIndex: 'revoked' },
          {
            key: 'issued',
            title: t('deviceProduction.issuedAt'),
            render: (_, b) => <LocalTime iso={b.issuedAt} withTime />,
          },
        ]}
      />
    </ScrollRegion>
  );
}

/**
 * /admin/produce_info/:id: where a product is made (factory, line, contact), the licence batches
 * production consumed, and the factory's test station results uploaded as CSV.
 */
export function ProductionPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const product = useProduct(id);
  const info = useProductionInfo(id);
  const save = useSaveProductionInfo(id);
  const [form] = Form.useForm<ProductionInfoBody>();
  const p = product.data;
  const i = info.data;

  const submit = async (v: ProductionInfoBody) => {
    try {
      await save.mutateAsync({ factory: v.factory ?? '', line: v.line ?? '', contact: v.contact ?? '' });
      void message.success(t('deviceProduction.saved'));
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };

  return (
    <DevicePage
      id="device-produce-title"
      title={t('deviceProduction.infoPageTitle', { name: p?.name ?? '' })}
      actions={p && <Link to={paths.produceGuide(p.id)}>{t('deviceProduction.guideTitle')}</Link>}
    >
      {p && <ProductLinks product={p} />}
      {product.isError || info.isError ? (
        <LoadFailed
          error={product.error ?? info.error}
          retry={() => void Promise.all([product.refetch(), info.refetch()])}
        />
      ) : !i ? (
        <Skeleton active aria-busy />
      ) : (
        <>
          <section aria-labelledby="produce-where" className="device-console-card">
            <h2 id="produce-where">{t('deviceProduction.where')}</h2>
            <Form<ProductionInfoBody>
              form={form}
              layout="vertical"
              initialValues={{ factory: i.factory, line: i.line, contact: i.contact }}
              onFinish={(v) => void submit(v)}
            >
              <Form.Item name="factory" label={t('deviceProduction.factory')}>
                <Input maxLength={PRODUCTION_TEXT_MAX} />
              </Form.Item>
              <Form.Item name="line" label={t('deviceProduction.line')}>
                <Input maxLength={PRODUCTION_TEXT_MAX} />
              </Form.Item>
              <Form.Item name="contact" label={t('deviceProduction.contact')}>
                <Input maxLength={PRODUCTION_CONTACT_MAX} />
              </Form.Item>
              <div className="device-console-toolbar">
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('deviceProduction.save')}
                </Button>
                {i.updatedAt && (
                  <span className="device-order-note">
                    {t('deviceProduction.updatedAt')} <LocalTime iso={i.updatedAt} withTime />
                  </span>
                )}
              </div>
            </Form>
          </section>
          <h2>{t('deviceProduction.batches')}</h2>
          <BatchTable batches={i.batches} />
          <TestResults id={id} stations={i.stations} />
        </>
      )}
    </DevicePage>
  );
}
