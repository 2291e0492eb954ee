import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { LabBoardCard, LabPermissionStatus, Page } from '@occ/shared';
import { PanelTabs } from '~/components/plain/PanelTabs';
import { useBoards } from '~/features/lab/api/boards';
import { useLabPermissions } from '~/features/lab/api/permissions';
import { BoardGrid } from '~/features/lab/components/BoardGrid';
import type { CardActions } from '~/features/lab/components/BoardCard';
import { CollectionTab } from '~/features/lab/components/CollectionTab';
import {
  LazyDevicesTab,
  LazyFilterBar,
  LazyReservationsTab,
  LazyReserveDrawer,
} from '~/features/lab/components/LazyParts';
import { PermissionBanners } from '~/features/lab/components/PermissionBanner';
import { useReserveGate } from '~/features/lab/components/useReserveGate';
import { labPageMeta } from '~/features/lab/page-meta';
import { boardsApiQuery, filtersFromSearch, tabFromSearch } from '~/features/lab/query';
import { labLinks } from '~/features/lab/styles';
import { TABS, type EvaluationTab, type LabFacets } from '~/features/lab/types';
import { LoginGuard, useAccess } from '~/lib/access';
import { apiCall, apiGet } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';
import { keepOnSearchChange } from '~/lib/revalidate';

export const links = labLinks;

// The cards, facets and permission state render on the server; the filters are in the URL.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const apiQuery = boardsApiQuery(filtersFromSearch(new URL(request.url).searchParams));
  const [facets, boards, permissions] = await Promise.all([
    apiGet<LabFacets>(context, '/api/lab/facets'),
    apiGet<Page<LabBoardCard>>(context, `/api/lab/boards${apiQuery ? `?${apiQuery}` : ''}`),
    // a visitor has no permission state (401): the page shows the cards without banners
    apiCall<LabPermissionStatus>(context, '/api/lab/permissions'),
  ]);
  return {
    facets,
    boards,
    apiQuery,
    permissions: permissions.body.success ? permissions.body.result : null,
    url: `${context.publicUrl}/cloud/evaluation`,
  };
}

// filters, pages and tabs change only the search: the browser's queries fetch what they show
export const shouldRevalidate = keepOnSearchChange;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  labPageMeta(localeOfMatches(matches), 'evaluation', data?.url);

export default function CloudEvaluation() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const [sp, setSp] = useSearchParams();
  const { login } = useAccess();
  const tab = tabFromSearch(sp);
  const filters = filtersFromSearch(sp);
  const apiQuery = boardsApiQuery(filters);
  const boards = useBoards(apiQuery, apiQuery === data.apiQuery ? data.boards : undefined);
  const permissions = useLabPermissions(data.permissions, login);
  const gate = useReserveGate(login, permissions.data);
  const actions: CardActions = { loggedIn: login, onReserve: gate.open, onNeedLogin: gate.promptLogin };

  const setTab = (next: EvaluationTab) => {
    const p = new URLSearchParams(sp);
    if (next === 'reserve') p.delete('tab');
    else p.set('tab', next);
    setSp(p, { preventScrollReset: true });
  };
  const setPage = (page: number) => {
    const p = new URLSearchParams(sp);
    if (page > 1) p.set('page', String(page));
    else p.delete('page');
    setSp(p);
  };

  const panes: Record<EvaluationTab, React.ReactNode> = {
    reserve: (
      <>
        {login && permissions.data ? <PermissionBanners status={permissions.data} /> : null}
        <LazyFilterBar facets={data.facets} search={sp.toString()} />
        <p className="lab-muted" aria-live="polite" data-testid="boards-total">
          {boards.data ? t('lab.total', { count: boards.data.total }) : null}
        </p>
        <BoardGrid
          page={boards.data}
          loading={boards.isFetching}
          failed={boards.isError}
          actions={actions}
          onPage={setPage}
        />
      </>
    ),
    devices: (
      <LoginGuard>
        <LazyDevicesTab />
      </LoginGuard>
    ),
    reservations: (
      <LoginGuard>
        <LazyReservationsTab />
      </LoginGuard>
    ),
    collection: (
      <LoginGuard>
        <CollectionTab actions={actions} />
      </LoginGuard>
    ),
  };

  return (
    <div className="page">
      <h1>{t('lab.evaluation.title')}</h1>
      <PanelTabs<EvaluationTab>
        activeKey={tab}
        onChange={setTab}
        items={TABS.map((key) => ({ key, label: t(`lab.tabs.${key}`), children: panes[key] }))}
      />
      <LazyReserveDrawer
        target={gate.target}
        onClose={gate.close}
        onReserved={() => {
          gate.close();
          setTab('reservations');
        }}
      />
    </div>
  );
}
