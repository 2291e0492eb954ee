import { data, type MetaFunction } from 'react-router';

// /auth/404 and any unknown /auth/* path: the site's 404 page (the layout's error boundary) with HTTP 404
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: MetaFunction = () => [{ title: '404 · OCC' }, { name: 'robots', content: 'noindex' }];

export default function AuthNotFound() {
  return null;
}
