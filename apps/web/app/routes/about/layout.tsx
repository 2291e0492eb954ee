import { Outlet } from 'react-router';
import { AboutNav } from '~/features/about/AboutNav';

export default function AboutLayout() {
  return (
    <div className="page with-side-nav">
      <AboutNav />
      <div className="side-content">
        <Outlet />
      </div>
    </div>
  );
}
