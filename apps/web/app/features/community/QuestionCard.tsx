import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocalTime } from '~/components/LocalTime';
import { Tag } from '~/components/plain/plain';
import { ProfileCardTrigger } from '~/components/social/ProfileCard';
import { detailPath } from './query';
import type { QuestionCard as Card } from './types';

/** One question or topic in a list: title, excerpt, tags, author, answers, views, time. */
export function QuestionCard({ q, onTag }: { q: Card; onTag?: (tag: string) => void }) {
  const { t } = useTranslation();
  const excerpt = q.excerpt;
  return (
    <article className="cm-card" data-testid="question-card">
      <h3 className="cm-card-title">
        <Link to={detailPath(q)}>{q.title}</Link>
        {q.essence ? <Tag className="cm-tag cm-tag-gold">{t('community.list.essenceMark')}</Tag> : null}
        {q.adopted ? <Tag className="cm-tag cm-tag-ok">{t('community.list.solved')}</Tag> : null}
      </h3>
      {excerpt ? <p className="cm-card-excerpt">{excerpt}</p> : null}
      <div className="cm-card-meta">
        {q.tags.map((name) =>
          onTag ? (
            <Tag key={name} className="cm-tag-link">
              <button type="button" className="cm-plain-button" onClick={() => onTag(name)}>
                #{name}
              </button>
            </Tag>
          ) : (
            <Tag key={name}>#{name}</Tag>
          ),
        )}
        <ProfileCardTrigger author={q.author} />
        <span>{t('community.list.answers', { count: q.answersCount })}</span>
        <span>{t('community.list.views', { count: q.views })}</span>
        <LocalTime iso={q.createdAt} />
      </div>
    </article>
  );
}
