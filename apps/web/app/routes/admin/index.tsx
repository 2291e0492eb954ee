import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useSectionCount } from '~/features/admin-lab/api/counts';
import { adminPageMeta } from '~/features/admin-lab/page-meta';
import { sectionsFor, type AdminSection, type AdminSectionKey } from '~/features/admin-lab/sections';
import { useCurrentUser } from '~/lib/current-user';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminPageMeta(localeOfMatches(matches), 'index', data?.url);

/** Which list answers each section's count, and what the number means. */
const COUNTS: Record<AdminSectionKey, { path: string; query?: Record<string, string>; label: string }> = {
  approve: { path: '/api/admin/enterprise', query: { state: 'pending' }, label: 'pending' },
  labPermissions: { path: '/api/admin/lab/permissions', query: { state: 'pending' }, label: 'pending' },
  labReservations: { path: '/api/admin/lab/reservations', query: { status: 'successful' }, label: 'running' },
  labAgents: { path: '/api/admin/lab/agents', label: 'agents' },
  chip: { path: '/api/admin/lab/boards', label: 'boards' },
  cpu: { path: '/api/admin/lab/cpus', label: 'cpus' },
  device: { path: '/api/admin/lab/devices', label: 'devices' },
  reports: { path: '/api/admin/reports', query: { status: 'pending' }, label: 'pending' },
  sensitiveWords: { path: '/api/admin/sensitive-words', label: 'words' },
  reviews: { path: '/api/admin/reviews', query: { type: 'post', state: 'pending' }, label: 'pending' },
};

function SectionCard({ section }: { section: AdminSection }) {
  const { t } = useTranslation();
  const count = COUNTS[section.key];
  const q = useSectionCount(count.path, count.query);
  return (
    <Card
      style={{ blockSize: '100%' }}
      title={
        <h2 className="admin-card-title" style={{ fontSize: 16, margin: 0 }}>
          <Link to={section.to}>{t(`admin.nav.${section.key}`)}</Link>
        </h2>
      }
    >
      <p>{t(`admin.index.about.${section.key}`)}</p>
      {q.isPending ? (
        <Skeleton.Input active size="small" />
      ) : q.isError ? (
        <span>{t('admin.index.countUnavailable')}</span>
      ) : (
        <Statistic title={t(`admin.index.counts.${count.label}`)} value={q.data} />
      )}
    </Card>
  );
}

export default function AdminIndex() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const sections = sectionsFor(user);
  return (
    <section aria-labelledby="admin-index-title">
      <h1 id="admin-index-title">{t('admin.index.title')}</h1>
      {sections.length === 0 ? (
        <p>{t('admin.index.nothing')}</p>
      ) : (
        <Row gutter={[16, 16]}>
          {sections.map((s) => (
            <Col key={s.key} xs={24} md={12} xl={8}>
              <SectionCard section={s} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
