import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ComponentDetail as Detail, ComponentTargetLink } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';

/** Supported chips or boards: a catalogue product links to its page, any other code is plain text. */
function Targets({ title, items }: { title: string; items: ComponentTargetLink[] }) {
  const { t } = useTranslation();
  return (
    <section className="osc-section" aria-label={title}>
      <h2>{title}</h2>
      {items.length === 0 ? (
        <p className="osc-muted">{t('components.noTargets')}</p>
      ) : (
        <ul className="osc-chips">
          {items.map((c) => (
            <li key={c.code}>{c.path ? <Link to={c.path}>{c.name}</Link> : <span>{c.name}</span>}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A component's page: its facts, versions, supported hardware, description and Q&A. */
export function ComponentDetail({ component: c }: { component: Detail }) {
  const { t } = useTranslation();
  return (
    <article className="osc-detail">
      <header className="osc-detail-head">
        <h1 lang={c.locale}>{c.name}</h1>
        <p lang={c.locale}>{c.summary}</p>
        <p className="osc-meta">
          <span className="osc-badge">{t(`components.categories.${c.category}`)}</span>
          <span>{c.licence}</span>
          {c.latestVersion ? <span>{t('components.latest', { version: c.latestVersion })}</span> : null}
        </p>
      </header>
      <dl className="osc-facts">
        <dt>{t('components.repository')}</dt>
        <dd>
          <a href={c.repository} rel="noopener noreferrer nofollow" target="_blank">
            {c.repository}
          </a>
        </dd>
        {c.website ? (
          <>
            <dt>{t('components.website')}</dt>
            <dd>
              <a href={c.website} rel="noopener noreferrer nofollow" target="_blank">
                {c.website}
              </a>
            </dd>
          </>
        ) : null}
        <dt>{t('components.licence')}</dt>
        <dd>{c.licence}</dd>
        <dt>{t('components.maintainers')}</dt>
        <dd>{c.maintainers.length ? c.maintainers.join(t('components.listSeparator')) : '—'}</dd>
      </dl>
      {c.html ? (
        <div
          className="osc-body markdown-body"
          lang={c.locale}
          dangerouslySetInnerHTML={{ __html: c.html }}
        />
      ) : null}
      <section className="osc-section" aria-labelledby="osc-versions">
        <h2 id="osc-versions">{t('components.versions')}</h2>
        {c.versions.length === 0 ? (
          <p className="osc-muted">{t('components.noVersions')}</p>
        ) : (
          <div className="osc-table-wrap">
            <table className="osc-table">
              <thead>
                <tr>
                  <th scope="col">{t('components.version')}</th>
                  <th scope="col">{t('components.date')}</th>
                  <th scope="col">{t('components.notes')}</th>
                </tr>
              </thead>
              <tbody>
                {c.versions.map((v) => (
                  <tr key={v.version}>
                    <th scope="row">{v.version}</th>
                    <td>
                      <time dateTime={v.date}>{v.date}</time>
                    </td>
                    <td>{v.notes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <Targets title={t('components.supportedChips')} items={c.chipLinks} />
      <Targets title={t('components.supportedBoards')} items={c.boardLinks} />
      <section className="osc-section" aria-labelledby="osc-qa">
        <h2 id="osc-qa">{t('components.qa')}</h2>
        {c.questions.length === 0 ? (
          <Empty description={t('components.noQuestions')} />
        ) : (
          <ul className="osc-qa">
            {c.questions.map((q) => (
              <li key={q.id}>
                <Link to={q.path}>{q.title}</Link>
                <span className="osc-muted">
                  {t('components.answers', { count: q.answersCount })} · <LocalTime iso={q.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/community/qa/add">{t('components.ask')}</Link>
        </p>
      </section>
    </article>
  );
}
