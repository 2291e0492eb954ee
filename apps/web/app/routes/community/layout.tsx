import { Outlet } from 'react-router';
import { CommunityNav } from '~/features/community/CommunityNav';
import { communityLinks } from '~/features/community/page-meta';

export const links = communityLinks;

// /community: the community's menu beside its pages (spec §2).
export default function CommunityLayout() {
  return (
    <div className="page cm-layout">
      <CommunityNav />
      <div>
        <Outlet />
      </div>
    </div>
  );
}
