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
  { key: 'solution', to: '/solution', label: 'nav.solution' },
  { key: 'service', to: '/service/building', label: 'nav.service' },
  { key: 'competition', to: '/competition/app2025', label: 'nav.competition' },
  { key: 'news', to: '/news', label: 'nav.news' },
];

export const ACCOUNT_ITEMS: NavItem[] = [
  { key: 'people', to: '/people/my/basic', label: 'account.personalCenter', access: 'login' },
  { key: 'admin', to: '/admin', label: 'account.adminConsole', access: 'admin' },
];
