import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { postLink, type PostListItem } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { Tag } from '~/components/plain/plain';
import { AuthorLine } from './AuthorLine';
import { coverSrc } from '~/lib/post-covers';

/** A post in a list: cover, title, summary, author with badges, tags and counts. */
export function PostCard({ post, onTag }: { post: PostListItem; onTag?: (tag: string) => string }) {
  const { t } = useTranslation();
  const link = postLink(post.id);
  return (
    <article className="pt-card" aria-labelledby={`pt-card-${post.id}`} data-testid="post-card">
      {/* the title link names the post; the cover repeats it for pointer users only */}
      <Link to={link} className="pt-card-cover" tabIndex={-1} aria-hidden>
        <img src={coverSrc(post.cover)} alt="" width={195} height={146} loading="lazy" />
      </Link>
      <div className="pt-card-body">
        <h2 className="pt-card-title" id={`pt-card-${post.id}`}>
          <Link to={link}>{post.title}</Link>
          {post.property === 'reprint' ? (
            <Tag className="pt-property">{t('posts.property.reprint')}</Tag>
          ) : null}
        </h2>
        <p className="pt-card-summary">{post.summary}</p>
        <div className="pt-card-meta">
          <AuthorLine author={post.author} />
          {post.releasedAt ? <LocalTime iso={post.releasedAt} /> : null}
          <span>{t('posts.counts.views', { count: post.views })}</span>
          <span>{t('posts.counts.likes', { count: post.likes })}</span>
          <span>{t('posts.counts.comments', { count: post.comments })}</span>
        </div>
        {post.tags.length ? (
          <ul className="pt-tags" aria-label={t('posts.list.tagsOf')}>
            {post.tags.map((tag) => (
              <li key={tag}>{onTag ? <Link to={onTag(tag)}>#{tag}</Link> : <span>#{tag}</span>}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
