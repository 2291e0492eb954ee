import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CertificateView as Certificate } from '@occ/shared';
import { buttonClass } from '~/components/plain/plain';
import { courseHref } from './CourseCard';
import { certificateHref, routeHref } from './StudyRoutes';

export { certificateHref };
export const certificatePdfHref = (id: string) => `/api/college/certificates/${id}/pdf`;

/** The public verification of a certificate: holder, course, date, status and the QR code to this page. */
export function CertificateCard({ cert }: { cert: Certificate }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const isRoute = cert.kind === 'route';
  return (
    <article className="cl-cert" aria-labelledby="cert-title">
      <h1 id="cert-title">{t('college.certificate.title')}</h1>
      {isRoute ? <p className="cl-cert-kind">{t('college.certificate.routeKind')}</p> : null}
      <dl className="cl-cert-facts">
        <dt>{t('college.certificate.status')}</dt>
        <dd>
          <span className={`cl-cert-state cl-cert-${cert.status}`} role="status">
            {t(`college.certificate.states.${cert.status}`)}
          </span>
          {cert.revokedReason ? (
            <span>{t('college.certificate.reason', { reason: cert.revokedReason })}</span>
          ) : null}
        </dd>
        <dt>{t('college.certificate.holder')}</dt>
        <dd>{cert.holder}</dd>
        <dt>{t(isRoute ? 'college.certificate.route' : 'college.certificate.course')}</dt>
        <dd>
          <Link to={(isRoute ? routeHref : courseHref)(cert.subject.slug)}>
            {en && cert.subject.titleEn ? cert.subject.titleEn : cert.subject.titleZh}
          </Link>
        </dd>
        <dt>{t('college.certificate.issued')}</dt>
        <dd>{day(cert.issuedAt)}</dd>
        {cert.expiresAt ? (
          <>
            <dt>{t('college.certificate.expires')}</dt>
            <dd>{day(cert.expiresAt)}</dd>
          </>
        ) : null}
        <dt>{t('college.certificate.id')}</dt>
        <dd>
          <code>{cert.id}</code>
        </dd>
      </dl>
      <img
        className="cl-cert-qr"
        src={`/api/college/certificates/${cert.id}/qr`}
        width={160}
        height={160}
        alt={t('college.certificate.qr')}
      />
    </article>
  );
}

/** One of my certificates in the personal centre: verify (share) and download. */
export function MyCertificateRow({ cert }: { cert: Certificate }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  return (
    <li className="cl-cert-row">
      <span className="cl-cert-row-title">
        {en && cert.subject.titleEn ? cert.subject.titleEn : cert.subject.titleZh}
        {cert.kind === 'route' ? ` · ${t('college.certificate.routeKind')}` : null}
      </span>
      <span className={`cl-cert-state cl-cert-${cert.status}`}>
        {t(`college.certificate.states.${cert.status}`)}
      </span>
      <span>{new Date(cert.issuedAt).toLocaleDateString(i18n.language)}</span>
      <Link to={certificateHref(cert.id)}>{t('college.certificate.share')}</Link>
      <a href={certificatePdfHref(cert.id)} download className={buttonClass({})}>
        <span>{t('college.certificate.download')}</span>
      </a>
    </li>
  );
}
