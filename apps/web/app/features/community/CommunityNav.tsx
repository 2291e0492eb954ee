import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const ENTRIES = [
  { to: '/community', key: 'home', match: /^\/community\/?$/ },
  { to: '/community/qa', key: 'qa', match: /^\/community\/qa(\/|$)/ },
  { to: '/community/topic_exchange', key: 'topics', match: /^\/community\/topic_exchange(\/|$)/ },
  { to: '/community/risc_v', key: 'riscv', match: /^\/community\/(risc_v|rv_qa)(\/|$)/ },
  { to: '/community/post', key: 'posts', match: /^\/community\/post(\/|$)/ },
  { to: '/community/video', key: 'videos', match: /^\/community\/video(\/|$)/ },
  { to: '/community/document', key: 'documents', match: /^\/community\/document(\/|$)/ },
  { to: '/community/openSource', key: 'openSource', match: /^\/community\/openSource(\/|$)/ },
  { to: '/community/workgroup', key: 'workgroups', match: /^\/community\/workgroup(\/|$)/ },
] as const;

/** The community's own menu; a detail or edit page keeps its list highlighted. */
export function CommunityNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="cm-nav" aria-label={t('community.nav.label')}>
      <ul>
        {ENTRIES.map((e) => (
          <li key={e.key}>
            <Link to={e.to} aria-current={e.match.test(pathname) ? 'page' : undefined}>
              {t(`community.nav.${e.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
