import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useLoaderData,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { lazyWithAntd } from '~/components/antd/lazy-antd';
import { PlainButton } from '~/components/plain/plain';
import { useLoginPrompt } from '~/components/social/useLoginPrompt';
import { ListPage } from '~/features/community/ListPage';
import { loadList } from '~/features/community/loaders';
import { communityPageMeta } from '~/features/community/page-meta';
import { detailPath } from '~/features/community/query';
import type { QuestionDetail } from '~/features/community/types';
import { useAccess } from '~/lib/access';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

// the drawer with its form loads on first open (issue 14)
const TopicDrawer = lazyWithAntd(() => import('~/features/community/TopicDrawer'));

// /community/topic_exchange: topic plates, the topic list and the "start topic" drawer (?start=1,
// or ?edit=<id> for the owner).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const editId = url.searchParams.get('edit');
  const [list, editing] = await Promise.all([
    loadList(request, context, 'topic'),
    editId
      ? apiCall<QuestionDetail>(context, `/api/community/questions/${encodeURIComponent(editId)}`)
      : null,
  ]);
  const existing = editing?.body.success && editing.body.result.viewer.canEdit ? editing.body.result : null;
  return { ...list, existing };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname && !formMethod && !nextUrl.searchParams.has('edit')
    ? false
    : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  communityPageMeta(localeOfMatches(matches), 'topics', data?.url);

export default function TopicExchange() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const [sp, setSp] = useSearchParams();
  const navigate = useNavigate();
  const { login } = useAccess();
  const prompt = useLoginPrompt();
  const open = login && (sp.has('start') || (sp.has('edit') && data.existing !== null));
  // mounted from the first open on, so that closing animates
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const close = () => {
    const p = new URLSearchParams(sp);
    p.delete('start');
    p.delete('edit');
    setSp(p, { preventScrollReset: true });
  };
  return (
    <>
      <div className="cm-head">
        <h1>{t('community.pages.topics.title')}</h1>
        <PlainButton
          look={{ type: 'primary' }}
          onClick={() => {
            if (!login) return prompt();
            const p = new URLSearchParams(sp);
            p.set('start', '1');
            setSp(p, { preventScrollReset: true });
          }}
          data-testid="start-topic"
        >
          {t('community.list.startTopic')}
        </PlainButton>
      </div>
      <ListPage kind="topic" plates={data.plates} initial={data.page} initialQuery={data.apiQuery} />
      {used ? (
        <Suspense fallback={null}>
          <TopicDrawer
            open={open}
            onClose={close}
            editing={Boolean(data.existing && sp.has('edit'))}
            plates={data.plates}
            existing={sp.has('edit') ? (data.existing ?? undefined) : undefined}
            onDone={(id) => void navigate(detailPath({ id }))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
