import { Empty, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsSummary, Page } from '@occ/shared';
import { NewsListItem } from './NewsListItem';

/** The paginated list; page links are real links so crawlers and no-JS readers can follow them. */
export function NewsList({ page }: { page: Page<NewsSummary> }) {
  const { t } = useTranslation();
  if (page.items.length === 0) return <Empty description={t('news.empty')} />;
  return (
    <>
      <div className="news-list">
        {page.items.map((n) => (
          <NewsListItem key={n.id} item={n} />
        ))}
      </div>
      <nav aria-label={t('news.pagination')} className="pagination">
        <Pagination
          current={page.page}
          pageSize={page.pageSize}
          total={page.total}
          showSizeChanger={false}
          showTotal={(total) => t('news.total', { count: total })}
          itemRender={(n, type, original) => {
            if (type === 'page') return <Link to={n === 1 ? '/news' : `/news?page=${n}`}>{n}</Link>;
            if ((type === 'prev' || type === 'next') && n >= 1 && n !== page.page)
              return (
                <Link
                  to={n === 1 ? '/news' : `/news?page=${n}`}
                  aria-label={type === 'prev' ? t('news.prev') : t('news.next')}
                >
                  {original}
                </Link>
              );
            return original;
          }}
        />
      </nav>
    </>
  );
}
