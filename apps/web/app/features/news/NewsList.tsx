import { useTranslation } from 'react-i18next';
import { Empty } from '~/components/plain/plain';
import type { NewsSummary, Page } from '@occ/shared';
import { PageLinks } from '~/components/PageLinks';
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
      <PageLinks
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        hrefOf={(n) => (n === 1 ? '/news' : `/news?page=${n}`)}
        label={t('news.pagination')}
        prevNext={{ prev: t('news.prev'), next: t('news.next') }}
        showTotal={(total) => t('news.total', { count: total })}
        hideOnSinglePage={false}
      />
    </>
  );
}
