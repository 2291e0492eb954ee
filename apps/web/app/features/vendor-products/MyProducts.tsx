import { Alert, Button, Empty, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VendorProductItem } from '@occ/shared/admin';
import { LinkButton } from '~/components/LinkButton';
import { LocalTime } from '~/components/LocalTime';
import { RequestError } from '~/lib/request';
import { useMyProducts, useSubmitProduct } from './api';
import { useFeedback } from '~/lib/feedback';

const STATE_COLOURS = { draft: 'default', pending: 'processing', rejected: 'error', published: 'success' };

/**
 * /people/my/product: the organisation's products. A draft (or a rejected one, after changes)
 * is submitted for review; the reviewer's reason of a rejection is shown on its row.
 */
export function MyProducts() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const list = useMyProducts();
  const submit = useSubmitProduct();

  async function send(p: VendorProductItem) {
    try {
      await submit.mutateAsync(p.id);
      void message.success(t('people.product.submitted', { name: p.name }));
    } catch (e) {
      void message.error(e instanceof RequestError ? e.message : String(e));
    }
  }

  const canSubmit = (p: VendorProductItem) =>
    p.state === 'draft' || p.state === 'rejected' || (p.state === 'published' && p.hasDraft);

  return (
    <>
      <LinkButton to="/people/my/product/add" type="primary">
        {t('people.product.add')}
      </LinkButton>
      {!list.data ? (
        list.isError ? (
          <Alert type="error" title={t('people.product.failed')} />
        ) : null
      ) : list.data.items.length === 0 ? (
        <Empty description={t('people.product.empty')} />
      ) : (
        <Table<VendorProductItem>
          rowKey="id"
          dataSource={list.data.items}
          pagination={false}
          style={{ marginBlockStart: 16 }}
          scroll={{ x: true }}
          columns={[
            { title: t('people.product.columns.name'), dataIndex: 'name' },
            { title: t('people.product.columns.code'), dataIndex: 'productCode' },
            {
              title: t('people.product.columns.category'),
              render: (_, p) => t(`catalogue.categories.${p.category}`),
            },
            {
              title: t('people.product.columns.state'),
              render: (_, p) => (
                <Space direction="vertical" size={2}>
                  <Tag color={STATE_COLOURS[p.state]} data-testid={`product-state-${p.productCode}`}>
                    {t(`people.product.states.${p.state}`)}
                  </Tag>
                  {p.hasDraft ? <span>{t('people.product.unpublishedChanges')}</span> : null}
                  {p.reviewComment ? (
                    <span role="note">{t('people.product.reason', { reason: p.reviewComment })}</span>
                  ) : null}
                </Space>
              ),
            },
            {
              title: t('people.product.columns.updated'),
              render: (_, p) => <LocalTime iso={p.updatedAt} />,
            },
            {
              title: t('people.product.columns.actions'),
              render: (_, p) => (
                <Space wrap>
                  {p.state !== 'pending' ? (
                    <LinkButton to={`/people/my/product/${p.id}`} size="small">
                      {t('people.product.edit')}
                    </LinkButton>
                  ) : null}
                  <LinkButton to={`/product_detailno/${p.id}`} size="small">
                    {t('people.product.preview')}
                  </LinkButton>
                  {canSubmit(p) ? (
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => void send(p)}
                      loading={submit.isPending}
                    >
                      {t('people.product.submit')}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
