import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { CollectionList } from '~/features/collection/CollectionList';
import { privatePageMeta } from '~/features/people/page-meta';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/collection` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'collection', data?.url);

/** /people/my/collection */
export default function MyCollection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-collection-title">
      <h1 id="people-collection-title">{t('people.collection.title')}</h1>
      <CollectionList />
    </section>
  );
}
