import { data, type AppLoadContext } from 'react-router';
import type { Page, VideoDetail, VideoListItem } from '@occ/shared';
import { apiCall, apiGet } from '~/lib/loader-api';
import { filtersFromSearch, listApiQuery } from './query';

/** The public list's first page for the URL's filters, rendered on the server. */
export async function loadVideoList(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const apiQuery = listApiQuery(filtersFromSearch(url.searchParams));
  const page = await apiGet<Page<VideoListItem>>(context, `/api/videos?${apiQuery}`);
  return { page, apiQuery, url: `${context.publicUrl}${url.pathname}` };
}

/** One video for its page or its edit form; a missing or hidden one is the 404 page. */
export async function loadVideo(context: AppLoadContext, id: string) {
  const { status, body } = await apiCall<VideoDetail>(
    context,
    `/api/videos/${encodeURIComponent(id || '-')}`,
  );
  if (!body.success) {
    // a malformed id is as missing as an unknown one
    const notFound = status === 404 || status === 400 || status === 422;
    throw data(
      { message: body.message, code: body.code },
      { status: notFound ? 404 : status >= 400 ? status : 500 },
    );
  }
  return body.result;
}
