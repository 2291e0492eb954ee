import { Alert, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyCertificates } from './api';
import { MyCertificateRow } from './CertificateView';

/** My certificates (courses and study routes), each with share (verification page) and download. */
export function MyCertificates() {
  const { t } = useTranslation();
  const list = useMyCertificates();
  return (
    <>
      {list.isPending ? <Spin /> : null}
      {list.isError ? <Alert type="error" showIcon message={t('college.certificate.loadFailed')} /> : null}
      {list.data && !list.data.length ? <Empty description={t('college.certificate.none')} /> : null}
      {list.data?.length ? (
        <ul className="cl-cert-list">
          {list.data.map((c) => (
            <MyCertificateRow key={c.id} cert={c} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
