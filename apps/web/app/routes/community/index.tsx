import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { Page } from '@occ/shared';
import { ButtonLink, Empty, Tag } from '~/components/plain/plain';
import { communityPageMeta } from '~/features/community/page-meta';
import { QuestionCard } from '~/features/community/QuestionCard';
import type { QuestionCard as Card } from '~/features/community/types';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

const HOT_TAGS = 12;

// /community: the latest questions and topics, the RISC-V zone entry and the hot tags.
export async function loader({ context }: LoaderFunctionArgs) {
  const get = (q: string) => apiGet<Page<Card>>(context, `/api/community/questions?${q}`);
  const [questions, topics, hottest] = await Promise.all([
    get('kind=question&sort=latest&pageSize=5'),
    get('kind=topic&sort=latest&pageSize=5'),
    get('kind=question&sort=hottest&pageSize=30'),
  ]);
  // the tags of the hottest questions, most frequent first
  const counts = new Map<string, number>();
  for (const q of hottest.items) for (const tag of q.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const tags = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, HOT_TAGS)
    .map(([name]) => name);
  return { questions: questions.items, topics: topics.items, tags, url: `${context.publicUrl}/community` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  communityPageMeta(localeOfMatches(matches), 'home', data?.url);

function Column({ title, more, items }: { title: string; more: string; items: Card[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={title}>
      <div className="cm-head">
        <h2>{title}</h2>
        <Link to={more}>{t('community.home.more')}</Link>
      </div>
      {items.length === 0 ? (
        <Empty description={t('community.list.empty')} />
      ) : (
        <div className="cm-cards">
          {items.map((q) => (
            <QuestionCard key={q.id} q={q} />
          ))}
        </div>
      )}
    </section>
  );
}

export default function CommunityHome() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <div className="cm-head">
        <h1>{t('community.pages.home.title')}</h1>
        <ButtonLink look={{ type: 'primary' }} to="/community/qa/add">
          {t('community.list.ask')}
        </ButtonLink>
      </div>
      <div className="cm-zone">
        <h2>{t('community.home.zoneTitle')}</h2>
        <p>{t('community.home.zoneText')}</p>
        <Link to="/community/risc_v">{t('community.home.zoneEnter')}</Link>
      </div>
      {data.tags.length ? (
        <section aria-labelledby="cm-hot-tags" className="cm-tags">
          <h2 id="cm-hot-tags">{t('community.home.hotTags')}</h2>
          {data.tags.map((tag) => (
            <Tag key={tag}>
              <Link to={`/community/qa?tag=${encodeURIComponent(tag)}`}>#{tag}</Link>
            </Tag>
          ))}
        </section>
      ) : null}
      <div className="cm-home">
        <Column title={t('community.home.latestQuestions')} more="/community/qa" items={data.questions} />
        <Column
          title={t('community.home.latestTopics')}
          more="/community/topic_exchange"
          items={data.topics}
        />
      </div>
    </>
  );
}
