import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { Page } from '@occ/shared';
import { Empty } from 'antd';
import { LinkButton } from '~/components/LinkButton';
import { communityPageMeta } from '~/features/community/page-meta';
import { QuestionCard } from '~/features/community/QuestionCard';
import type { QuestionCard as Card } from '~/features/community/types';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

// /community/risc_v: the RISC-V zone's home — its hottest and newest questions.
export async function loader({ context }: LoaderFunctionArgs) {
  const get = (q: string) =>
    apiGet<Page<Card>>(context, `/api/community/questions?kind=question&zone=riscv&${q}`);
  const [hottest, latest] = await Promise.all([
    get('sort=hottest&pageSize=5'),
    get('sort=latest&pageSize=10'),
  ]);
  return {
    hottest: hottest.items,
    latest: latest.items,
    total: latest.total,
    url: `${context.publicUrl}/community/risc_v`,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  communityPageMeta(localeOfMatches(matches), 'riscv', data?.url);

export default function RiscvZone() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <div className="cm-zone">
        <h1>{t('community.pages.riscv.title')}</h1>
        <p>{t('community.home.zoneText')}</p>
      </div>
      <div className="cm-head">
        <Link to="/community/rv_qa/list">{t('community.riscv.all', { count: data.total })}</Link>
        <LinkButton type="primary" to="/community/qa/add?zone=riscv">
          {t('community.list.ask')}
        </LinkButton>
      </div>
      <div className="cm-home">
        {(
          [
            ['hottest', data.hottest],
            ['latest', data.latest],
          ] as const
        ).map(([key, items]) => (
          <section key={key} aria-labelledby={`cm-rv-${key}`}>
            <h2 id={`cm-rv-${key}`}>{t(`community.riscv.${key}`)}</h2>
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
        ))}
      </div>
    </>
  );
}
