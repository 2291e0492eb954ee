import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { EnterpriseApplication } from '@occ/shared';
import { useEnterpriseApplication } from '~/features/people/api/enterprise';
import { EnterpriseStatus } from '~/features/people/enterprise/EnterpriseStatus';
import { privatePageMeta } from '~/features/people/page-meta';
import { useAccess } from '~/lib/access';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  const { body } = await apiCall<EnterpriseApplication | null>(context, '/api/base/user/enterprise');
  // undefined (not null) when the read failed: the browser then asks again
  return {
    application: body.success ? body.result : undefined,
    url: `${context.publicUrl}/people/my/enterprise`,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'enterprise', data?.url);

export default function EnterpriseCertification() {
  const { t } = useTranslation();
  const { application } = useLoaderData<typeof loader>();
  const q = useEnterpriseApplication(application);
  const { enterprise } = useAccess();
  return (
    <section aria-labelledby="people-enterprise-title">
      <h1 id="people-enterprise-title">{t('people.enterprise.title')}</h1>
      {q.data !== undefined ? (
        <EnterpriseStatus app={q.data} enterprise={enterprise} />
      ) : q.isError ? (
        <Result
          status="error"
          title={t('people.loadFailed')}
          extra={<Button onClick={() => void q.refetch()}>{t('people.retry')}</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </section>
  );
}
