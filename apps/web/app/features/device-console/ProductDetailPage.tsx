import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LocalTime } from '~/components/LocalTime';
import { errorText } from '~/lib/form-errors';
import { useCertifications, useProduct, useReleaseProduct, type DeviceProduct } from './api';
import { EditProductDialog } from './EditProductDialog';
import { DataModelView, DevicePage, LoadFailed, paths, ProductLinks } from './parts';
import { useFeedback } from '~/lib/feedback';

/**
 * The release state: "Not released" with a Release button (after a confirmation) or the release
 * date. A released product's data model is locked by the server.
 */
function ReleaseState({ product }: { product: DeviceProduct }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const release = useReleaseProduct(product.id);
  const ask = () =>
    modal.confirm({
      title: t('deviceConsole.releaseTitle', { name: product.name }),
      content: t('deviceConsole.releaseBody'),
      okText: t('deviceConsole.release'),
      cancelText: t('deviceConsole.cancel'),
      onOk: async () => {
        try {
          await release.mutateAsync();
          void message.success(t('deviceConsole.releasedDone', { name: product.name }));
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });
  return (
    <div>
      <dt>{t('deviceConsole.releaseState')}</dt>
      <dd data-testid="device-product-release">
        {product.releasedAt ? (
          <>
            {t('deviceConsole.releasedOn')} <LocalTime iso={product.releasedAt} withTime />
          </>
        ) : (
          <>
            {t('deviceConsole.notReleased')}{' '}
            <Button size="small" onClick={ask} loading={release.isPending}>
              {t('deviceConsole.release')}
            </Button>
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * /admin/device_product/:id: one product's facts, its data model and links to its licences,
 * firmware, campaigns; /admin/modify_product/:id is the same page with the edit form open.
 */
export function ProductDetailPage({ id, editing = false }: { id: string; editing?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const product = useProduct(id);
  const p = product.data;
  const certificate = useCertifications(id).data?.find((c) => c.state === 'approved');
  return (
    <DevicePage
      id="device-product-title"
      title={p ? p.name : t('deviceConsole.productTitle')}
      actions={
        <>
          <Link to={paths.products}>{t('deviceConsole.backToProducts')}</Link>
          {p && (
            <Button onClick={() => void navigate(paths.modifyProduct(p.id))}>
              {t('deviceConsole.edit')}
            </Button>
          )}
        </>
      }
    >
      {product.isError ? (
        <LoadFailed error={product.error} retry={() => void product.refetch()} />
      ) : !p ? (
        <Skeleton active aria-busy />
      ) : (
        <>
          <ProductLinks product={p} />
          <dl className="device-console-facts" data-testid="device-product-facts">
            <div>
              <dt>{t('deviceConsole.productKey')}</dt>
              <dd data-testid="device-product-key">{p.productKey}</dd>
            </div>
            <div>
              <dt>{t('deviceConsole.chip')}</dt>
              <dd>{p.chip}</dd>
            </div>
            <div>
              <dt>{t('deviceConsole.module')}</dt>
              <dd>{p.module || '—'}</dd>
            </div>
            <div>
              <dt>{t('deviceConsole.category')}</dt>
              <dd>{p.category || '—'}</dd>
            </div>
            <div>
              <dt>{t('deviceConsole.connectivity')}</dt>
              <dd>{t(`deviceConsole.conn.${p.connectivity}`, { defaultValue: p.connectivity })}</dd>
            </div>
            <div>
              <dt>{t('deviceConsole.template')}</dt>
              <dd>{t(`deviceConsole.productTemplates.${p.template}`, { defaultValue: p.template })}</dd>
            </div>
            <div>
              <dt>{t('deviceConsole.licences')}</dt>
              <dd>{t('deviceConsole.quotaUsed', { issued: p.licencesIssued, quota: p.licenceQuota })}</dd>
            </div>
            <div>
              <dt>{t('deviceConsole.certTitle')}</dt>
              <dd data-testid="device-product-certificate">
                <Link to={paths.certification(p.id)}>
                  {certificate?.certificateNo ?? t('deviceConsole.notCertified')}
                </Link>
              </dd>
            </div>
            <ReleaseState product={p} />
            <div>
              <dt>{t('deviceConsole.organisation')}</dt>
              <dd>{p.organisation}</dd>
            </div>
            <div>
              <dt>{t('deviceConsole.createdAt')}</dt>
              <dd>
                <LocalTime iso={p.createdAt} withTime />
              </dd>
            </div>
          </dl>
          {p.description && <p>{p.description}</p>}
          <h2 className="device-console-subtitle">{t('deviceConsole.dataModel')}</h2>
          <DataModelView model={p.dataModel} />
          <EditProductDialog
            product={p}
            open={editing}
            onClose={() => void navigate(paths.product(p.id), { replace: true })}
          />
        </>
      )}
    </DevicePage>
  );
}
