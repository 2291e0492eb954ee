import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  data,
  Link,
  useLoaderData,
  useNavigate,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { LabPermissionStatus } from '@occ/shared';
import { useBoard } from '~/features/lab/api/boards';
import { useLabPermissions } from '~/features/lab/api/permissions';
import { BoardFacts, DeviceTimeline } from '~/features/lab/components/BoardDetails';
import { CollectButton } from '~/features/lab/components/CollectButton';
import { PermissionBanners } from '~/features/lab/components/PermissionBanner';
import { ReserveDrawer } from '~/features/lab/components/ReserveDrawer';
import { useReserveGate } from '~/features/lab/components/useReserveGate';
import { labPageMeta } from '~/features/lab/page-meta';
import { labLinks } from '~/features/lab/styles';
import type { BoardDetail } from '~/features/lab/types';
import { translateFor } from '~/i18n';
import { useAccess } from '~/lib/access';
import { apiCall, apiGet } from '~/lib/loader-api';
import { jsonLd, localeOfMatches } from '~/lib/meta';
import { Breadcrumb } from '~/components/Breadcrumb';

export const links = labLinks;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.boardId ?? '';
  // a non-numeric id is simply a board that does not exist
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const [board, permissions] = await Promise.all([
    apiGet<BoardDetail>(context, `/api/lab/boards/${id}`),
    apiCall<LabPermissionStatus>(context, '/api/lab/permissions'),
  ]);
  return {
    board,
    permissions: permissions.body.success ? permissions.body.result : null,
    url: `${context.publicUrl}/cloud/board/${board.id}`,
    publicUrl: context.publicUrl,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  if (!data) return [{ title: `404 · ${translateFor(locale, 'app.name')}` }];
  const { board, url, publicUrl } = data;
  const description =
    board.description ?? `${board.company.name} · ${board.cpu.name} (${board.cpu.isa}) · ${board.soc.name}`;
  const image = board.imageUrl ? new URL(board.imageUrl, publicUrl).toString() : undefined;
  return [
    ...labPageMeta(locale, 'board', url, { title: board.name, description }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: board.name,
      description,
      url,
      category: translateFor(locale, 'lab.board.category'),
      brand: { '@type': 'Brand', name: board.company.name },
      ...(image ? { image: [image] } : {}),
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'CPU', value: `${board.cpu.name} (${board.cpu.isa})` },
        { '@type': 'PropertyValue', name: 'SoC', value: board.soc.name },
        ...board.osTypes.map((os) => ({ '@type': 'PropertyValue', name: 'OS', value: os })),
      ],
    }),
  ];
};

export default function BoardPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const { login } = useAccess();
  const navigate = useNavigate();
  const q = useBoard(loaded.board.id, loaded.board);
  const board = q.data ?? loaded.board;
  const permissions = useLabPermissions(loaded.permissions, login);
  const gate = useReserveGate(login, permissions.data);

  return (
    <div className="page">
      <Breadcrumb
        label={t('lab.breadcrumb')}
        trail={[{ to: '/cloud/evaluation', label: t('lab.evaluation.title') }]}
        current={board.name}
      />
      <div className="lab-detail-head">
        <h1>{board.name}</h1>
        <div className="lab-card-actions">
          <CollectButton
            boardId={board.id}
            boardName={board.name}
            collected={board.collected}
            loggedIn={login}
            onNeedLogin={gate.promptLogin}
          />
          <Button type="primary" onClick={() => gate.open(board.id, 'evaluation')}>
            {t('lab.enterEvaluation')}
          </Button>
          {board.microservices.length ? (
            <Button onClick={() => gate.open(board.id, 'microservice')}>{t('lab.enterTestLab')}</Button>
          ) : null}
        </div>
      </div>
      {login && permissions.data ? <PermissionBanners status={permissions.data} /> : null}
      {board.description ? <p>{board.description}</p> : null}
      {board.product ? (
        <p data-testid="lab-board-product">
          {t('lab.board.product')}:{' '}
          <Link to={board.product.path}>{t('lab.board.productLink', { name: board.product.name })}</Link>
        </p>
      ) : null}
      <section className="lab-section" aria-labelledby="lab-board-facts">
        <h2 id="lab-board-facts">{t('lab.board.facts')}</h2>
        <BoardFacts board={board} />
      </section>
      <section className="lab-section" aria-labelledby="lab-board-devices">
        <h2 id="lab-board-devices">{t('lab.board.devices')}</h2>
        <DeviceTimeline board={board} />
      </section>
      <ReserveDrawer
        target={gate.target}
        initialBoard={board}
        onClose={gate.close}
        onReserved={() => {
          gate.close();
          void navigate('/cloud/evaluation?tab=reservations');
        }}
      />
    </div>
  );
}
