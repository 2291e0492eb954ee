import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ButtonLink } from '~/components/plain/plain';
import { ListPage } from '~/features/community/ListPage';
import { loadList } from '~/features/community/loaders';
import { communityPageMeta } from '~/features/community/page-meta';
import { localeOfMatches } from '~/lib/meta';
import { keepOnSearchChange } from '~/lib/revalidate';

const isRiscv = (pathname: string) => pathname.startsWith('/community/rv_qa');

// /community/qa and /community/rv_qa/list: the first page renders on the server, filters in the URL.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const riscv = isRiscv(new URL(request.url).pathname);
  return { riscv, ...(await loadList(request, context, 'question', riscv ? 'riscv' : undefined)) };
}

export const shouldRevalidate = keepOnSearchChange;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  communityPageMeta(localeOfMatches(matches), data?.riscv ? 'rvList' : 'qa', data?.url);

export default function QaList() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <div className="cm-head">
        <h1>{t(data.riscv ? 'community.pages.rvList.title' : 'community.pages.qa.title')}</h1>
        <ButtonLink
          look={{ type: 'primary' }}
          to={data.riscv ? '/community/qa/add?zone=riscv' : '/community/qa/add'}
        >
          {t('community.list.ask')}
        </ButtonLink>
      </div>
      <ListPage
        kind="question"
        zone={data.riscv ? 'riscv' : undefined}
        plates={data.plates}
        initial={data.page}
        initialQuery={data.apiQuery}
      />
    </>
  );
}
