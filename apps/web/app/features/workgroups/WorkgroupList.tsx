import { useTranslation } from 'react-i18next';
import { Empty } from '~/components/plain/plain';
import { Link } from 'react-router';
import type { WorkgroupListItem } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { PageLinks } from '~/components/PageLinks';

interface Props {
  items: WorkgroupListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The workgroup cards: name, purpose, members, next meeting; the pager as real links. */
export function WorkgroupList({ items, total, page, pageSize }: Props) {
  const { t } = useTranslation();
  return (
    <div className="wg-page">
      <header className="wg-head">
        <h1>{t('workgroups.title')}</h1>
        <p>{t('workgroups.description')}</p>
      </header>
      {items.length === 0 ? (
        <Empty description={t('workgroups.empty')} />
      ) : (
        <ul className="wg-cards">
          {items.map((w) => (
            <li key={w.id} className="wg-card">
              <h2>
                <Link to={`/community/workgroup/${w.id}`}>{w.name}</Link>
              </h2>
              <p>{w.description}</p>
              <p className="wg-card-facts">
                <span>{t('workgroups.memberCount', { count: w.memberCount })}</span>
                <span>
                  {w.nextMeetingAt ? (
                    <>
                      {t('workgroups.nextMeeting')} <LocalTime iso={w.nextMeetingAt} withTime />
                    </>
                  ) : (
                    t('workgroups.noUpcoming')
                  )}
                </span>
                <span>#{w.tag}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        page={page}
        pageSize={pageSize}
        total={total}
        hrefOf={(n) => `/community/workgroup?page=${n}`}
        label={t('workgroups.pages')}
      />
    </div>
  );
}
