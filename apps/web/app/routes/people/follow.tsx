import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { FollowTabs } from '~/features/follows/FollowTabs';
import { privatePageMeta } from '~/features/people/page-meta';
import { localeOfMatches } from '~/lib/meta';
import { keepOnSearchChange } from '~/lib/revalidate';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/follow` };
}

// switching tabs only changes ?tab=: the lists load themselves, nothing here depends on it
export const shouldRevalidate = keepOnSearchChange;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'follows.follows', data?.url);

/** /people/my/follow?tab=people|vendors */
export default function MyFollow() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-follow-title">
      <h1 id="people-follow-title">{t('people.follows.follows.title')}</h1>
      <FollowTabs />
    </section>
  );
}
