import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useLoaderData,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { Profile } from '@occ/shared';
import { safeRedirect } from '~/features/auth/redirect';
import { useProfile } from '~/features/people/api/profile';
import { AvatarUpload } from '~/features/people/basic/AvatarUpload';
import { ProfileForm } from '~/features/people/basic/ProfileForm';
import { privatePageMeta } from '~/features/people/page-meta';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  // the first paint carries the profile; if this read fails the page fetches it in the browser
  const { body } = await apiCall<Profile>(context, '/api/base/user/profile');
  return { profile: body.success ? body.result : null, url: `${context.publicUrl}/people/my/basic` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'basic', data?.url);

export default function BasicInformation() {
  const { t } = useTranslation();
  const { profile: initial } = useLoaderData<typeof loader>();
  const q = useProfile(initial);
  const navigate = useNavigate();
  // sent here by a -112721 refusal (event sign-up): saving goes back there
  const back = safeRedirect(useSearchParams()[0].get('redirect'), '');
  return (
    <section aria-labelledby="people-basic-title">
      <h1 id="people-basic-title">{t('people.basic.title')}</h1>
      {q.data ? (
        <>
          <AvatarUpload avatarUrl={q.data.avatarUrl} name={q.data.nickname} />
          <ProfileForm profile={q.data} onSaved={back ? () => void navigate(back) : undefined} />
        </>
      ) : q.isError ? (
        <Result
          status="error"
          title={t('people.loadFailed')}
          extra={<Button onClick={() => void q.refetch()}>{t('people.retry')}</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </section>
  );
}
