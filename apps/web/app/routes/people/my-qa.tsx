import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { privatePageMeta } from '~/features/people/page-meta';
import { MyQuestionsAndAnswers } from '~/features/profile/MyQuestionsAndAnswers';
import { localeOfMatches } from '~/lib/meta';
import { keepOnSearchChange } from '~/lib/revalidate';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/qa` };
}

// a tab or page change only touches ?tab=/?page=: the lists fetch themselves
export const shouldRevalidate = keepOnSearchChange;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'myQa', data?.url);

/** /people/my/qa?tab=questions|answers|topics&page= */
export default function MyQa() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-qa-title">
      <h1 id="people-qa-title">{t('people.myQa.title')}</h1>
      <MyQuestionsAndAnswers />
    </section>
  );
}
