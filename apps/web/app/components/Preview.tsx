import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LinkButton } from './LinkButton';
import { NotFound } from './NotFound';
import { StatusPage } from './StatusPage';

/** The banner over a working copy: "this is a preview, not what visitors see". */
export function PreviewBanner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className ?? 'preview-banner'} role="note" data-testid="preview-banner">
      {t('adminAccess.preview.banner')}
    </div>
  );
}

/**
 * A preview route's error boundary: 403 → "not allowed" (with the server's words), 404 → the
 * not-found page, anything else → the page broke; `back` is the way out offered.
 */
export function PreviewError({ back }: { back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: string } | null)?.message
    : undefined;
  if (status === 404) return <NotFound message={message} />;
  return (
    <StatusPage
      status={status === 403 ? '403' : 'error'}
      title={
        <h1 className="result-title">{t(status === 403 ? 'adminAccess.preview.forbidden' : 'error.page')}</h1>
      }
      subTitle={status === 403 ? message : t('error.pageDetail')}
      extra={
        <LinkButton type="primary" to={back.to}>
          {back.label}
        </LinkButton>
      }
    />
  );
}
