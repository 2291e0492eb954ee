import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { FollowPeople } from '~/features/follows/FollowPeople';
import { privatePageMeta } from '~/features/people/page-meta';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/fans` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'follows.fans', data?.url);

/** /people/my/fans */
export default function MyFans() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-fans-title">
      <h1 id="people-fans-title">{t('people.follows.fans.title')}</h1>
      <FollowPeople list="fans" />
    </section>
  );
}
