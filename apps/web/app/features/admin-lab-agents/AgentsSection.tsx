import { PagedTable } from '~/components/PagedTable';
import { ScrollRegion } from '~/components/ScrollRegion';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabAgent } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { ToneTag } from '~/components/plain/ToneTag';
import { useAgents, useRevokeAgent } from './api';
import { CreateAgentModal } from './CreateAgentModal';
import { errorText } from './errors';
import { TokenModal } from './TokenModal';
import { useFeedback } from '~/lib/feedback';

function AgentState({ agent }: { agent: LabAgent }) {
  const { t } = useTranslation();
  if (agent.revokedAt) return <ToneTag tone="error">{t('labAgents.state.revoked')}</ToneTag>;
  return agent.online ? (
    <ToneTag tone="success">{t('labAgents.state.online')}</ToneTag>
  ) : (
    <ToneTag tone="neutral">{t('labAgents.state.offline')}</ToneTag>
  );
}

/** The lab agents: who is connected, from where, with which boards; create and revoke. */
export function AgentsSection({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const q = useAgents(page);
  const revoke = useRevokeAgent();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);

  const confirmRevoke = (agent: LabAgent) =>
    modal.confirm({
      title: t('labAgents.revoke.title', { name: agent.name }),
      content: t('labAgents.revoke.body'),
      okText: t('labAgents.revoke.submit'),
      okButtonProps: { danger: true },
      cancelText: t('labAgents.cancel'),
      onOk: async () => {
        try {
          await revoke.mutateAsync(agent.id);
          void message.success(t('labAgents.revoke.done', { name: agent.name }));
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });

  const columns: ColumnsType<LabAgent> = [
    { key: 'name', title: t('labAgents.fields.name'), render: (_, a) => a.name },
    { key: 'state', title: t('labAgents.fields.state'), render: (_, a) => <AgentState agent={a} /> },
    { key: 'host', title: t('labAgents.fields.host'), render: (_, a) => a.host ?? t('labAgents.dash') },
    {
      key: 'version',
      title: t('labAgents.fields.version'),
      render: (_, a) => a.version ?? t('labAgents.dash'),
    },
    {
      key: 'lastSeen',
      title: t('labAgents.fields.lastSeen'),
      render: (_, a) => (a.lastSeenAt ? <LocalTime iso={a.lastSeenAt} withTime /> : t('labAgents.never')),
    },
    {
      key: 'boards',
      title: t('labAgents.fields.boards'),
      render: (_, a) =>
        a.boards.length ? (
          <ul className="agents-boards">
            {a.boards.map((b) => (
              <li key={b.deviceId}>
                {b.name}{' '}
                <span className="agents-hint">
                  ({t(`labAgents.boardState.${b.state}`, { defaultValue: b.state })})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          t('labAgents.noBoards')
        ),
    },
    { key: 'token', title: t('labAgents.fields.token'), render: (_, a) => <code>{a.tokenPrefix}…</code> },
    {
      key: 'actions',
      title: t('labAgents.fields.actions'),
      render: (_, a) =>
        a.revokedAt ? null : (
          <Button type="link" danger size="small" onClick={() => confirmRevoke(a)}>
            {t('labAgents.revoke.submit')}
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="agents-title" className="agents-section">
      <div className="agents-head">
        <h2 id="agents-title">{t('labAgents.list')}</h2>
        <Button type="primary" onClick={() => setCreating(true)} data-testid="agent-create">
          {t('labAgents.create.open')}
        </Button>
      </div>
      <p>{t('labAgents.intro')}</p>
      <ScrollRegion label={t('labAgents.list')}>
        <PagedTable<LabAgent>
          query={q}
          page={page}
          onPage={onPage}
          columns={columns}
          emptyText={t('labAgents.none')}
          failedText={t('labAgents.loadFailed')}
          ownScroll={false}
          testId="agents-table"
        />
      </ScrollRegion>
      <CreateAgentModal open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
      <TokenModal created={created} onClose={() => setCreated(null)} />
    </section>
  );
}
