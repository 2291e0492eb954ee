import { useTranslation } from 'react-i18next';
import type { MetaFunction } from 'react-router';
import { searchIndexMeta, searchIndexStyles } from '~/features/admin-search-index/page-meta';
import { SearchIndexPanel } from '~/features/admin-search-index/SearchIndexPanel';
import { localeOfMatches } from '~/lib/meta';

export const links = searchIndexStyles;

export const meta: MetaFunction = ({ matches }) => searchIndexMeta(localeOfMatches(matches));

/** /admin/search_index (searchIndex.read): index size, queue, rebuilds with progress. */
export default function AdminSearchIndexPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="search-index-title">
      <h1 id="search-index-title">{t('searchIndex.title')}</h1>
      <SearchIndexPanel />
    </section>
  );
}
