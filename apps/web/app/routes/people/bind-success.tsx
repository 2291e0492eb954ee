import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { CurrentUser } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { privatePageMeta } from '~/features/people/page-meta';
import { requireAccess } from '~/lib/access';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

// Where the /callback of a bind lands (?provider=<key>): says which account was bound.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body: me } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  requireAccess(me.success ? me.result : null, 'login', request.url);
  const key = new URL(request.url).searchParams.get('provider') ?? '';
  const { body } = await apiCall<{ key: string; label: string }[]>(context, '/api/sso/providers');
  const label = (body.success ? body.result : []).find((p) => p.key === key)?.label ?? null;
  return { label, url: `${context.publicUrl}/bind/success` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'bindSuccess', data?.url);

export default function BindSuccess() {
  const { t } = useTranslation();
  const { label } = useLoaderData<typeof loader>();
  return (
    <div className="page page-narrow">
      <Result
        status="success"
        title={<h1 className="result-title">{t('people.bindSuccess.title')}</h1>}
        subTitle={label ? t('people.bindSuccess.bodyWith', { label }) : t('people.bindSuccess.body')}
        extra={[
          <LinkButton key="safe" type="primary" to="/people/my/safe">
            {t('people.bindSuccess.toSafe')}
          </LinkButton>,
          <LinkButton key="home" to="/">
            {t('people.bindSuccess.home')}
          </LinkButton>,
        ]}
      />
    </div>
  );
}
