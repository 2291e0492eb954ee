import { Alert, Pagination, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMyCourses } from './api';
import { CourseGrid } from './CourseCard';

const STATES = ['in_progress', 'completed'] as const;

/** /people/my/course: my courses in progress or completed (?state=&page= in the URL). */
export function MyCourses() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') === 'completed' ? 'completed' : 'in_progress';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMyCourses(state, page);
  const go = (next: Record<string, string>) => setParams(next, { preventScrollReset: true });

  return (
    <>
      <Tabs
        activeKey={state}
        onChange={(k) => go({ state: k })}
        items={STATES.map((s) => ({ key: s, label: t(`college.my.${s}`) }))}
      />
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
