import { Outlet } from 'react-router';
import { AntdScope } from '~/components/antd/AntdScope';

/**
 * A pathless layout around every page that uses Ant Design (routes.ts): its chunk, and antd's
 * theme context and App with it, load only when such a page is visited. The light public pages
 * and the site's shell stay outside it (issue 14).
 */
export default function AntdScopeLayout() {
  return (
    <AntdScope>
      <Outlet />
    </AntdScope>
  );
}
