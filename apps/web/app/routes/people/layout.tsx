import { Outlet, type LoaderFunctionArgs } from 'react-router';
import type { CurrentUser } from '@occ/shared';
import { PeopleNav } from '~/features/people/PeopleNav';
import { requireAccess } from '~/lib/access';
import { apiCall } from '~/lib/loader-api';

// The personal centre is for logged-in users: a visitor goes to login and comes back here.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  requireAccess(body.success ? body.result : null, 'login', request.url);
  return null;
}

export default function PeopleLayout() {
  return (
    <div className="page with-side-nav">
      <PeopleNav />
      <div className="side-content">
        <Outlet />
      </div>
    </div>
  );
}
