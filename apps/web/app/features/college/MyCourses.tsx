import { Alert, Pagination, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMyCourses } from './api';
import { CourseGrid } from './CourseCard';
import { MyCertificates } from './MyCertificates';

const TABS = ['in_progress', 'completed', 'certificates'] as const;
type Tab = (typeof TABS)[number];

/** /people/my/course: my courses in progress or completed, and my certificates (?state=&page=). */
export function MyCourses() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((s) => s === params.get('state')) ?? 'in_progress';
  const go = (next: Record<string, string>) => setParams(next, { preventScrollReset: true });

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(k) => go({ state: k })}
        items={TABS.map((s) => ({ key: s, label: t(`college.my.${s}`) }))}
      />
      {tab === 'certificates' ? <MyCertificates /> : <CourseList state={tab} go={go} />}
    </>
  );
}

/** One page of my courses in a state, with its pagination. */
function CourseList({
  state,
  go,
}: {
  state: 'in_progress' | 'completed';
  go: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMyCourses(state, page);
  return (
    <>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.isError ? (
        <Alert type="error" showIcon message={t('college.my.loadFailed')} />
      ) : list.data.items.length === 0 ? (
        <p className="cl-empty">
          {t(`college.my.empty.${state}`)} <Link to="/college/index">{t('college.my.browse')}</Link>
        </p>
      ) : (
        <>
          <CourseGrid courses={list.data.items} />
          {list.data.total > list.data.pageSize ? (
            <Pagination
              className="pagination"
              current={page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              showSizeChanger={false}
              onChange={(n) => go({ state, page: String(n) })}
            />
          ) : null}
        </>
      )}
    </>
  );
}
