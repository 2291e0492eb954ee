import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { adminAreaOfPath, type MenuNode } from '@occ/shared/admin';
import { useConsoleInfo } from '~/features/admin-console/console-info';
import { menuEntries, menuLabel } from '~/features/admin-console/menu';
import { useSectionCount } from '~/features/admin-lab/api/counts';
import { adminPageMeta } from '~/features/admin-lab/page-meta';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminPageMeta(localeOfMatches(matches), 'index', data?.url);

interface Count {
  path: string;
  query?: Record<string, string>;
  /** i18n key of what the number means */
  label: string;
  /** i18n key of the card's one-line description */
  about?: string;
}

/** Hand-written pages whose list answers a count, by route. */
const COUNTS: Record<string, Count> = {
  '/admin/approve': {
    // every kind the reviewer decides (the queue's own count)
    path: '/api/admin/applications',
    query: { state: 'pending' },
    label: 'admin.index.counts.pending',
    about: 'admin.index.about.approve',
  },
  '/admin/lab/permissions': {
    path: '/api/admin/lab/permissions',
    query: { state: 'pending' },
    label: 'admin.index.counts.pending',
    about: 'admin.index.about.labPermissions',
  },
  '/admin/lab/reservations': {
    path: '/api/admin/lab/reservations',
    query: { status: 'successful' },
    label: 'admin.index.counts.running',
    about: 'admin.index.about.labReservations',
  },
  '/admin/lab/agents': {
    path: '/api/admin/lab/agents',
    label: 'admin.index.counts.agents',
    about: 'admin.index.about.labAgents',
  },
  '/admin/chip': {
    path: '/api/admin/labBoard',
    label: 'admin.index.counts.boards',
    about: 'admin.index.about.chip',
  },
  '/admin/cpu': {
    path: '/api/admin/labCpu',
    label: 'admin.index.counts.cpus',
    about: 'admin.index.about.cpu',
  },
  '/admin/device': {
    path: '/api/admin/labDevice',
    label: 'admin.index.counts.devices',
    about: 'admin.index.about.device',
  },
  '/admin/reports': {
    path: '/api/admin/reports',
    query: { status: 'pending' },
    label: 'admin.index.counts.pending',
    about: 'admin.index.about.reports',
  },
  '/admin/sensitive-words': {
    path: '/api/admin/sensitive-words',
    label: 'admin.index.counts.words',
    about: 'admin.index.about.sensitiveWords',
  },
  '/admin/reviews': {
    path: '/api/admin/reviews',
    query: { type: 'post', state: 'pending' },
    label: 'admin.index.counts.pending',
    about: 'admin.index.about.reviews',
  },
};

/** What an entry's card counts: a known page's list, or a declared area's items. */
function countOf(route: string): Count | null {
  if (COUNTS[route]) return COUNTS[route];
  const area = adminAreaOfPath(route);
  return area && area.id === null
    ? { path: `/api/admin/${area.area.key}`, label: 'adminConsole.index.items' }
    : null;
}

function EntryCard({ entry }: { entry: MenuNode }) {
  const { t, i18n } = useTranslation();
  const count = countOf(entry.route!);
  const q = useSectionCount(count?.path ?? null, count?.query);
  return (
    <Card
      style={{ blockSize: '100%' }}
      title={
        <h3 className="admin-card-title" style={{ fontSize: 16, margin: 0 }}>
          <Link to={entry.route!}>{menuLabel(entry, i18n.language)}</Link>
        </h3>
      }
    >
      {count?.about ? <p>{t(count.about)}</p> : null}
      {!count ? null : q.isPending ? (
        <Skeleton.Input active size="small" />
      ) : q.isError ? (
        <span>{t('admin.index.countUnavailable')}</span>
      ) : (
        <Statistic title={t(count.label)} value={q.data} />
      )}
    </Card>
  );
}

/** /admin: the user's menu entries (the console answer), group by group, with live counts. */
export default function AdminIndex() {
  const { t, i18n } = useTranslation();
  const { menu } = useConsoleInfo();
  // entries outside any group come first, under no heading
  const loose = menu.filter((n) => n.route);
  const groups = menu.filter((n) => !n.route && menuEntries(n.children).length > 0);
  const cards = (entries: MenuNode[]) => (
    <Row gutter={[16, 16]} style={{ marginBlockEnd: 24 }}>
      {entries.map((e) => (
        <Col key={e.key} xs={24} md={12} xl={8}>
          <EntryCard entry={e} />
        </Col>
      ))}
    </Row>
  );
  return (
    <section aria-labelledby="admin-index-title">
      <h1 id="admin-index-title">{t('admin.index.title')}</h1>
      {menuEntries(menu).length === 0 ? <p>{t('admin.index.nothing')}</p> : null}
      {loose.length ? cards(loose) : null}
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`admin-index-${g.key}`}>
          <h2 id={`admin-index-${g.key}`} style={{ fontSize: 18 }}>
            {menuLabel(g, i18n.language)}
          </h2>
          {cards(menuEntries(g.children))}
        </section>
      ))}
    </section>
  );
}
