import { Alert, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MetaFunction } from 'react-router';
import { useMyCertificates } from '~/features/college/api';
import { MyCertificateRow } from '~/features/college/CertificateView';
import { collegeLinks, collegePageMeta } from '~/features/college/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = collegeLinks;

export const meta: MetaFunction = ({ matches }) =>
  collegePageMeta(localeOfMatches(matches), 'myCertificates', undefined, { private: true });

/** /people/my/certificate: my achievements and certificates, with share (verification page) and download. */
export default function MyCertificatePage() {
  const { t } = useTranslation();
  const list = useMyCertificates();
  return (
    <section aria-labelledby="people-certificate-title">
      <h1 id="people-certificate-title">{t('college.certificate.mine')}</h1>
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
    </section>
  );
}
