import type { AccessHandle } from '~/lib/access';

export interface NavItem extends AccessHandle {
  key: string;
  to: string;
  /** i18n key */
  label: string;
}

/** The spec's areas (§2), in the order the header shows them. */
export const NAV_ITEMS: NavItem[] = [
  { key: 'home', to: '/', label: 'nav.home' },
  { key: 'community', to: '/community', label: 'nav.community' },
  { key: 'college', to: '/college/index', label: 'nav.college' },
  { key: 'software', to: '/software/operating', label: 'nav.software' },
  { key: 'hardware', to: '/hardware/preview', label: 'nav.hardware' },
  { key: 'cloud', to: '/cloud/evaluation', label: 'lab.nav' },
  { key: 'solution', to: '/solution', label: 'nav.solution' },
  { key: 'service', to: '/service/building', label: 'nav.service' },
  { key: 'competition', to: '/competition/app2025', label: 'nav.competition' },
  { key: 'news', to: '/news', label: 'nav.news' },
];

/** The avatar menu: the personal centre's pages, then the admin console for those who may enter it. */
export const ACCOUNT_ITEMS: NavItem[] = [
  { key: 'basic', to: '/people/my/basic', label: 'people.nav.basic', access: 'login' },
  { key: 'safe', to: '/people/my/safe', label: 'people.nav.safe', access: 'login' },
  { key: 'enterprise', to: '/people/my/enterprise', label: 'people.nav.enterprise', access: 'login' },
  { key: 'messages', to: '/people/my/messages', label: 'people.nav.messages', access: 'login' },
  { key: 'follow', to: '/people/my/follow', label: 'people.nav.follow', access: 'login' },
  { key: 'course', to: '/people/my/course', label: 'people.nav.course', access: 'login' },
  { key: 'activity', to: '/people/my/activity', label: 'people.nav.activity', access: 'login' },
  // the console's start page lists its sections
  { key: 'admin', to: '/admin', label: 'account.adminConsole', access: 'console' },
];
