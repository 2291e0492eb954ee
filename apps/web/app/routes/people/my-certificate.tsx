import { useTranslation } from 'react-i18next';
import type { MetaFunction } from 'react-router';
import { MyCertificates } from '~/features/college/MyCertificates';
import { collegeLinks, collegePageMeta } from '~/features/college/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = collegeLinks;

export const meta: MetaFunction = ({ matches }) =>
  collegePageMeta(localeOfMatches(matches), 'myCertificates', undefined, { private: true });

/** /people/my/certificate: my achievements and certificates, with share (verification page) and download. */
export default function MyCertificatePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-certificate-title">
      <h1 id="people-certificate-title">{t('college.certificate.mine')}</h1>
      <MyCertificates />
    </section>
  );
}
