import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { postLink } from '@occ/shared';
import { useRelatedPosts } from './api';
import { coverSrc } from '~/lib/post-covers';

/** Up to five published posts sharing the most tags (posts.related), loaded after the article. */
export function RelatedPosts({ id }: { id: string }) {
  const { t } = useTranslation();
  const q = useRelatedPosts(id);
  return (
    <section className="pt-related" aria-labelledby="pt-related-title" data-testid="related-posts">
      <h2 id="pt-related-title">{t('posts.detail.related')}</h2>
      {q.isPending ? (
        // antd's active Skeleton of three lines, in plain markup (issue 14)
        <div className="ant-skeleton ant-skeleton-active occ">
          <div className="ant-skeleton-section">
            <ul className="ant-skeleton-paragraph">
              <li />
              <li />
              <li style={{ width: '61%' }} />
            </ul>
          </div>
        </div>
      ) : q.isError || !q.data?.length ? (
        <p className="pt-muted">{t('posts.detail.noRelated')}</p>
      ) : (
        <ul>
          {q.data.map((p) => (
            <li key={p.id}>
              <img src={coverSrc(p.cover)} alt="" width={65} height={49} loading="lazy" />
              <span>
                <Link to={postLink(p.id)}>{p.title}</Link>
                <span className="pt-muted"> · {t('posts.counts.views', { count: p.views })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
