import { data, type AppLoadContext } from 'react-router';
import type { Page } from '@occ/shared';
import { apiCall, apiGet } from '~/lib/loader-api';
import { filtersFromSearch, listApiQuery } from './query';
import type { Plate, QuestionCard, QuestionDetail, QuestionKind, Zone } from './types';

/** A list page's server data: the plates and the first page for the URL's filters. */
export async function loadList(request: Request, context: AppLoadContext, kind: QuestionKind, zone?: Zone) {
  const url = new URL(request.url);
  const apiQuery = listApiQuery(filtersFromSearch(url.searchParams, kind, zone));
  const [plates, page] = await Promise.all([
    apiGet<Plate[]>(context, `/api/community/plates?kind=${kind === 'topic' ? 'topic' : 'qa'}`),
    apiGet<Page<QuestionCard>>(context, `/api/community/questions?${apiQuery}`),
  ]);
  return { plates, page, apiQuery, url: `${context.publicUrl}${url.pathname}` };
}

/** A detail page's server data; a missing id or question is the 404 page ("The id does not exist"). */
export async function loadDetail(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const id = url.searchParams.get('id') ?? '';
  const { status, body } = await apiCall<QuestionDetail>(
    context,
    `/api/community/questions/${encodeURIComponent(id || '-')}`,
  );
  if (!body.success) {
    // a malformed id is as missing as an unknown one: the 404 page
    const notFound = status === 404 || status === 400 || status === 422;
    throw data(
      { message: body.message, code: body.code },
      { status: notFound ? 404 : status >= 400 ? status : 500 },
    );
  }
  return { question: body.result, url: `${context.publicUrl}${url.pathname}?id=${encodeURIComponent(id)}` };
}
