import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CompetitionView, EventDetail } from '@occ/shared';
import { lazyWithAntd } from '~/components/antd/lazy-antd';
import { ButtonLink, Empty, Skeleton } from '~/components/plain/plain';
import { PanelTabs } from '~/components/plain/PanelTabs';
import { useCurrentUser } from '~/lib/current-user';
import { useMergedSearchParams } from '~/lib/search-params';

// the team and work forms (antd's Form, Select, Upload) load when the submission tab is shown
const CompetitionWork = lazyWithAntd(() => import('./CompetitionWork'));

export const COMPETITION_TABS = ['introduction', 'rules', 'materials', 'winners', 'submission'] as const;
type CompetitionTab = (typeof COMPETITION_TABS)[number];

const Html = ({ html }: { html: string }) => (
  <div className="markdown-body" dangerouslySetInnerHTML={{ __html: html }} />
);

function Winners({ c }: { c: CompetitionView }) {
  const { t } = useTranslation();
  if (!c.winners.length) return <Empty description={t('events.competition.winnersNone')} />;
  return (
    <ol className="ev-winners">
      {c.winners.map((w, i) => (
        <li key={i}>
          <strong>{w.award}</strong> · {w.teamName} · {w.title}
          {w.repoUrl ? (
            <>
              {' '}
              ·{' '}
              <a href={w.repoUrl} rel="noopener noreferrer nofollow">
                {t('events.competition.repo')}
              </a>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Submission({ c }: { c: CompetitionView }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const location = useLocation();
  if (!user)
    return (
      <ButtonLink
        look={{ type: 'primary' }}
        to={`/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
      >
        {t('events.competition.loginToTakePart')}
      </ButtonLink>
    );
  return (
    <Suspense fallback={<Skeleton />}>
      <CompetitionWork c={c} />
    </Suspense>
  );
}

/** A competition's tabs: introduction, rules, materials (downloads), winners, work submission. */
export function CompetitionTabs({
  event,
  competition,
}: {
  event: EventDetail;
  competition: CompetitionView;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const asked = params.get('tab');
  const active = (COMPETITION_TABS as readonly string[]).includes(asked ?? '')
    ? (asked as CompetitionTab)
    : 'introduction';
  const body = {
    introduction: <Html html={event.html} />,
    rules: <Html html={competition.rulesHtml} />,
    materials: <Html html={competition.materialsHtml} />,
    winners: <Winners c={competition} />,
    submission: <Submission c={competition} />,
  };
  return (
    <PanelTabs<CompetitionTab>
      activeKey={active}
      onChange={(k) =>
        setParams(
          (prev) => {
            if (k === 'introduction') prev.delete('tab');
            else prev.set('tab', k);
            return prev;
          },
          { preventScrollReset: true },
        )
      }
      items={COMPETITION_TABS.map((k) => ({
        key: k,
        label: t(`events.competition.tabs.${k}`),
        children: body[k],
      }))}
    />
  );
}
