import { data, type AppLoadContext } from 'react-router';
import './context';

/**
 * A loader's API read: the envelope's result, or a thrown response the route's error boundary
 * renders (404 → not-found page with the server's message).
 */
export async function apiGet<T>(context: AppLoadContext, path: string): Promise<T> {
  const { status, body } = await context.api<T>(path);
  if (body.success) return body.result;
  throw data({ message: body.message, code: body.code }, { status: status >= 400 ? status : 500 });
}

/** The raw envelope of an API read, for loaders that handle failure themselves. */
export function apiCall<T>(context: AppLoadContext, path: string) {
  return context.api<T>(path);
}
