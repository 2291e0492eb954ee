import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { SEARCH_KEYWORD_MIN, type SearchResults } from '@occ/shared';
import { PageLinks } from '~/components/PageLinks';
import { SearchEmpty } from './SearchEmpty';
import { SearchForm } from './SearchForm';
import { SearchOptions } from './SearchOptions';
import { SearchPictures } from './SearchPictures';
import { SearchResultCard } from './SearchResultCard';
import { SearchTabs } from './SearchTabs';
import { keywordTooShort, searchHref, type SearchState } from './url';

export interface SearchPageData {
  state: SearchState;
  results: SearchResults | null;
  /** the server's message when it refused the keyword */
  error: string | null;
}

/** /search: the query box, tabs with counts, result cards, pages, and the empty and busy states. */
export function SearchPage({ state, results, error }: SearchPageData) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/search';

  return (
    <div className="page sr-page" aria-busy={loading}>
      <h1>{t('searchPage.title')}</h1>
      <SearchForm state={state} />
      <Spin spinning={loading} tip={t('searchPage.loading')}>
        <div className="sr-body">{body()}</div>
      </Spin>
    </div>
  );

  function body() {
    if (!state.keyword) return <p className="sr-hint">{t('searchPage.hint')}</p>;
    if (keywordTooShort(state.keyword))
      return (
        <p role="alert" className="sr-error">
          {t('search.tooShort', { min: SEARCH_KEYWORD_MIN })}
        </p>
      );
    if (error || !results)
      return (
        <p role="alert" className="sr-error">
          {error ?? t('searchPage.failed')}
        </p>
      );
    const all = results.counts.reduce((n, c) => n + c.count, 0);
    return (
      <>
        <p className="sr-summary" role="status">
          {t(results.capped ? 'searchPage.summaryCapped' : 'searchPage.summary', {
            count: all,
            keyword: state.keyword,
          })}
        </p>
        <SearchTabs state={state} counts={results.counts} tabs={results.tabs} capped={results.capped} />
        <SearchOptions state={state} />
        {results.items.length === 0 ? (
          <SearchEmpty state={state} suggestions={results.suggestions} />
        ) : state.tab === 'pictures' ? (
          <SearchPictures items={results.items} />
        ) : (
          <div className="sr-results">
            {results.items.map((hit) => (
              <SearchResultCard key={`${hit.kind}:${hit.id}`} hit={hit} />
            ))}
          </div>
        )}
        <PageLinks
          page={results.page}
          pageSize={results.pageSize}
          total={results.total}
          hrefOf={(n) => searchHref({ ...state, page: n })}
          label={t('searchPage.pagination')}
          prevNext={{ prev: t('searchPage.prev'), next: t('searchPage.next') }}
        />
      </>
    );
  }
}
