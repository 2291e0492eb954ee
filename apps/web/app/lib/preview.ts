import { data, type HeadersFunction, type MetaDescriptor } from 'react-router';
import { isSessionLost } from '@occ/shared';
import { translateFor } from '~/i18n';
import { loginRedirect } from './access';
import { apiCall } from './loader-api';

// A staff preview of an unpublished working copy (news, products, pages): never cached, never
// indexed, a visitor sent to login, a user without the permission refused with the server's words.

export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export const previewHeaders: HeadersFunction = () => PREVIEW_HEADERS;

/**
 * The working copy of item `id` from the preview endpoint `api(id)`: a malformed id is a 404, a
 * visitor (or a lost session) goes to login, any other refusal keeps its status and message.
 */
export async function loadPreview<T>(
  context: Parameters<typeof apiCall>[0],
  request: Request,
  id: string | undefined,
  api: (id: string) => string,
): Promise<T> {
  if (!/^\d{1,9}$/.test(id ?? '')) throw data(null, { status: 404 });
  const { status, body } = await apiCall<T>(context, api(id!));
  if (body.success) return body.result;
  if (status === 401 || isSessionLost(body.code)) throw loginRedirect(request.url);
  throw data({ message: body.message, code: body.code }, { status: status >= 400 ? status : 500 });
}

/** "Preview: <title> · OCC", never indexed. */
export function previewMeta(locale: string | undefined, title: string | undefined): MetaDescriptor[] {
  const robots = { name: 'robots', content: 'noindex, nofollow' };
  const label = translateFor(locale, 'adminAccess.preview.title');
  const app = translateFor(locale, 'app.name');
  return [{ title: title === undefined ? `${label} · ${app}` : `${label}: ${title} · ${app}` }, robots];
}
