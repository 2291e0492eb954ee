import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LinkButton } from './LinkButton';

/**
 * A route's error boundary body: a refusal (HTTP 403) with the page's own title and text, any
 * other failure as "something is wrong with the page"; both with a link home.
 */
export function RouteErrorResult({
  forbiddenTitle,
  forbiddenBody,
}: {
  forbiddenTitle: string;
  forbiddenBody: string;
}) {
  const { t } = useTranslation();
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <div className="page">
      <Result
        status={forbidden ? '403' : 'error'}
        title={<h1 className="result-title">{forbidden ? forbiddenTitle : t('error.page')}</h1>}
        subTitle={forbidden ? forbiddenBody : t('error.pageDetail')}
        extra={
          <LinkButton type="primary" to="/">
            {t('admin.home')}
          </LinkButton>
        }
      />
    </div>
  );
}
