import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { FollowPeople } from '~/features/follows/FollowPeople';
import { privatePageMeta } from '~/features/people/page-meta';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/follow` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'follows.follows', data?.url);

/** /people/my/follow */
export default function MyFollow() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-follow-title">
      <h1 id="people-follow-title">{t('people.follows.follows.title')}</h1>
      <FollowPeople list="follows" />
    </section>
  );
}
