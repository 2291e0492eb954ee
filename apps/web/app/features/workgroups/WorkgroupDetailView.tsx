import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkgroupDetail, WorkgroupDiscussionItem } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { JoinRequests } from './JoinRequests';
import { MembershipPanel } from './MembershipPanel';
import { Empty } from '~/components/plain/plain';

const questionHref = (q: WorkgroupDiscussionItem) =>
  `/community/${q.zone === 'riscv' ? 'rv_qa' : 'qa'}/detail?id=${q.id}`;

const Html = ({ html }: { html: string }) => (
  <div className="markdown-body" dangerouslySetInnerHTML={{ __html: html }} />
);

/** One workgroup: charter, meetings, repositories, members, its tag's discussion, and joining. */
export function WorkgroupDetailView({ group, signedIn }: { group: WorkgroupDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="wg-page">
      <header className="wg-head">
        <h1>{group.name}</h1>
        <p>{group.description}</p>
        <p className="wg-card-facts">
          <span>{t('workgroups.memberCount', { count: group.memberCount })}</span>
          <Link to={`/community/qa?tag=${encodeURIComponent(group.tag)}`}>#{group.tag}</Link>
        </p>
        <MembershipPanel group={group} signedIn={signedIn} />
      </header>

      <section className="wg-section" aria-labelledby="wg-charter">
        <h2 id="wg-charter">{t('workgroups.charter')}</h2>
        {group.charterHtml ? <Html html={group.charterHtml} /> : <p>{t('workgroups.noCharter')}</p>}
      </section>

      <section className="wg-section" aria-labelledby="wg-meetings">
        <h2 id="wg-meetings">{t('workgroups.meetings.title')}</h2>
        {group.meetings.length === 0 ? (
          <Empty simple description={t('workgroups.meetings.empty')} />
        ) : (
          <ul className="wg-meetings">
            {group.meetings.map((m) => (
              <li key={m.id}>
                <h3>
                  <LocalTime iso={m.startsAt} withTime /> · {m.title}
                  {m.upcoming ? <span className="wg-badge">{t('workgroups.meetings.upcoming')}</span> : null}
                </h3>
                {m.link ? (
                  <p>
                    <a href={m.link} rel="noopener noreferrer" target="_blank">
                      {t('workgroups.meetings.link')}
                    </a>
                  </p>
                ) : null}
                <h4>{t('workgroups.meetings.agenda')}</h4>
                {m.agendaHtml ? <Html html={m.agendaHtml} /> : <p>{t('workgroups.meetings.noAgenda')}</p>}
                <h4>{t('workgroups.meetings.minutes')}</h4>
                {m.minutesHtml ? <Html html={m.minutesHtml} /> : <p>{t('workgroups.meetings.noMinutes')}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="wg-section" aria-labelledby="wg-repos">
        <h2 id="wg-repos">{t('workgroups.repositories.title')}</h2>
        {group.repositories.length === 0 ? (
          <p>{t('workgroups.repositories.empty')}</p>
        ) : (
          <ul className="wg-rows">
            {group.repositories.map((r) => (
              <li key={r.url}>
                <a href={r.url} rel="noopener noreferrer" target="_blank">
                  {r.name}
                </a>
                <span className="wg-url">{r.url}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {group.mayDecide ? <JoinRequests group={group} /> : null}

      <section className="wg-section" aria-labelledby="wg-members">
        <h2 id="wg-members">{t('workgroups.members.title')}</h2>
        {group.members.length === 0 ? (
          <p>{t('workgroups.members.empty')}</p>
        ) : (
          <ul className="wg-members">
            {group.members.map((m) => (
              <li key={m.userId}>
                <span>{m.nickname}</span>
                {m.role === 'maintainer' ? (
                  <span className="wg-badge">{t('workgroups.members.maintainer')}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="wg-section" aria-labelledby="wg-discussion">
        <h2 id="wg-discussion">{t('workgroups.discussion.title')}</h2>
        {group.discussion.length === 0 ? (
          <p>{t('workgroups.discussion.empty', { tag: group.tag })}</p>
        ) : (
          <ul className="wg-rows">
            {group.discussion.map((q) => (
              <li key={q.id}>
                <Link to={questionHref(q)}>{q.title}</Link>
                <span className="wg-url">
                  {t('workgroups.discussion.answers', { count: q.answersCount })} ·{' '}
                  <LocalTime iso={q.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="wg-card-facts">
          <Link to={`/community/qa?tag=${encodeURIComponent(group.tag)}`}>
            {t('workgroups.discussion.more', { tag: group.tag })}
          </Link>
          <Link to="/community/qa/add">{t('workgroups.discussion.ask')}</Link>
        </p>
      </section>
    </article>
  );
}
