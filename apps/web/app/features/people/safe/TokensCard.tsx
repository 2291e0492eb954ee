import { Button, Card, Empty, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '~/components/ScrollRegion';
import type { ToolToken } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { RequestError } from '~/lib/request';
import { useRevokeToken, useTokens } from '../api/security';
import { CardTitle } from './CardTitle';
import { useFeedback } from '~/lib/feedback';

/** Tokens given to desktop tools through the device authorisation page; each can be revoked. */
export function TokensCard() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const q = useTokens();
  const revoke = useRevokeToken();

  const confirmRevoke = (token: ToolToken) =>
    modal.confirm({
      title: t('people.tokens.revokeTitle', { name: token.name }),
      content: t('people.tokens.revokeBody'),
      okText: t('people.tokens.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('people.cancel'),
      onOk: async () => {
        try {
          await revoke.mutateAsync(token.id);
          void message.success(t('people.tokens.revoked'));
        } catch (e) {
          void message.error(e instanceof RequestError ? e.message : String(e));
        }
      },
    });

  const columns: ColumnsType<ToolToken> = [
    { key: 'name', title: t('people.tokens.name'), render: (_, k) => k.name },
    {
      key: 'scope',
      title: t('people.tokens.scope'),
      render: (_, k) =>
        k.scope
          .split(/\s+/)
          .filter(Boolean)
          .map((s) => <Tag key={s}>{s}</Tag>),
    },
    {
      key: 'created',
      title: t('people.tokens.created'),
      render: (_, k) => <LocalTime iso={k.createdAt} withTime />,
    },
    {
      key: 'lastUsed',
      title: t('people.tokens.lastUsed'),
      render: (_, k) => (k.lastUsedAt ? <LocalTime iso={k.lastUsedAt} withTime /> : t('people.tokens.never')),
    },
    {
      key: 'expires',
      title: t('people.tokens.expires'),
      render: (_, k) =>
        k.expiresAt ? <LocalTime iso={k.expiresAt} withTime /> : t('people.tokens.noExpiry'),
    },
    {
      key: 'action',
      title: t('people.actions'),
      render: (_, k) => (
        <Button type="link" danger onClick={() => confirmRevoke(k)}>
          {t('people.tokens.revoke')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={<CardTitle>{t('people.tokens.title')}</CardTitle>} data-testid="tokens-card">
      <ScrollRegion label={t('people.tokens.title')}>
        <Table<ToolToken>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={q.data ?? []}
          loading={q.isPending}
          pagination={false}
          locale={{
            emptyText: <Empty description={q.isError ? t('people.loadFailed') : t('people.tokens.empty')} />,
          }}
        />
      </ScrollRegion>
    </Card>
  );
}
