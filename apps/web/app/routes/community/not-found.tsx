import { data, type MetaFunction } from 'react-router';
import { NotFound } from '~/components/NotFound';

// /community/<anything else>: the 404 page inside the community, with HTTP status 404.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = () => [{ title: '404 · OCC' }, { name: 'robots', content: 'noindex' }];

export default function CommunityNotFound() {
  return <NotFound />;
}
