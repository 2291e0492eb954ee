import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { SearchResults } from '@occ/shared';
import { searchLinks, searchPageMeta } from '~/features/search/page-meta';
import { SearchPage, type SearchPageData } from '~/features/search/SearchPage';
import { keywordTooShort, searchApiPath, searchStateOf } from '~/features/search/url';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links = searchLinks;

const PAGE_SIZE = 10;

// /search?keyword=&tab=&page= (spec §2): results of one tab with the counts of every tab.
export async function loader({ request, context }: LoaderFunctionArgs): Promise<SearchPageData> {
  const state = searchStateOf(new URL(request.url).searchParams);
  if (keywordTooShort(state.keyword)) return { state, results: null, error: null };
  const { body } = await apiCall<SearchResults>(context, searchApiPath(state, PAGE_SIZE));
  return body.success
    ? { state, results: body.result, error: null }
    : { state, results: null, error: body.message };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  searchPageMeta(localeOfMatches(matches), data?.state.keyword);

export default function SearchRoute() {
  return <SearchPage {...useLoaderData<typeof loader>()} />;
}
