import { Button, Card, Empty, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '~/components/ScrollRegion';
import type { SessionItem } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { RequestError } from '~/lib/request';
import { useRevokeSessions, useSessions } from '../api/security';
import { CardTitle } from './CardTitle';
import { summariseUserAgent } from './format';
import { useFeedback } from '~/lib/feedback';

/** Where the account is signed in; any other session can be ended, one by one or all at once. */
export function SessionsCard() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const q = useSessions();
  const revoke = useRevokeSessions();
  const others = (q.data ?? []).filter((s) => !s.current).length;

  const confirmRevoke = (body: { id: string } | { others: true }, title: string) =>
    modal.confirm({
      title,
      content: t('people.sessions.revokeBody'),
      okText: t('people.sessions.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('people.cancel'),
      onOk: async () => {
        try {
          const r = await revoke.mutateAsync(body);
          void message.success(t('people.sessions.signedOut', { count: r.revoked }));
        } catch (e) {
          void message.error(e instanceof RequestError ? e.message : String(e));
        }
      },
    });

  const columns: ColumnsType<SessionItem> = [
    {
      key: 'device',
      title: t('people.sessions.device'),
      render: (_, s) => (
        <span>
          {summariseUserAgent(s.userAgent) ?? t('people.sessions.unknownDevice')}{' '}
          {s.current ? (
            <Tag color="blue" data-testid="this-device">
              {t('people.sessions.thisDevice')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    { key: 'ip', title: t('people.sessions.ip'), render: (_, s) => s.ip ?? '—' },
    {
      key: 'created',
      title: t('people.sessions.created'),
      render: (_, s) => <LocalTime iso={s.createdAt} withTime />,
    },
    {
      key: 'lastSeen',
      title: t('people.sessions.lastSeen'),
      render: (_, s) => <LocalTime iso={s.lastSeenAt} withTime />,
    },
    {
      key: 'action',
      title: t('people.actions'),
      render: (_, s) =>
        s.current ? null : (
          <Button
            type="link"
            danger
            onClick={() => confirmRevoke({ id: s.id }, t('people.sessions.revokeOneTitle'))}
          >
            {t('people.sessions.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <Card
      title={<CardTitle>{t('people.sessions.title')}</CardTitle>}
      extra={
        <Button
          danger
          disabled={others === 0}
          onClick={() => confirmRevoke({ others: true }, t('people.sessions.signOutOthersTitle'))}
        >
          {t('people.sessions.signOutOthers')}
        </Button>
      }
      data-testid="sessions-card"
    >
      <ScrollRegion label={t('people.sessions.title')}>
        <Table<SessionItem>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={q.data ?? []}
          loading={q.isPending}
          pagination={false}
          locale={{
            emptyText: (
              <Empty description={q.isError ? t('people.loadFailed') : t('people.sessions.empty')} />
            ),
          }}
        />
      </ScrollRegion>
    </Card>
  );
}
