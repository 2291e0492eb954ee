import { Button, Card, Empty, List, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '~/lib/request';
import { useBindings, useProviderBindUrl, useUnbind } from '../api/security';
import { BindContactModal } from './BindContactModal';
import { CardTitle } from './CardTitle';
import { maskContact } from './format';
import { UnbindContactModal } from './UnbindContactModal';
import { useFeedback } from '~/lib/feedback';

type Contact = 'email' | 'mobile';

/** E-mail, mobile and third-party accounts: bound or not, with bind / change / unbind. */
export function BindingsCard() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const q = useBindings();
  const unbind = useUnbind();
  const bindUrl = useProviderBindUrl();
  const [binding, setBinding] = useState<Contact | null>(null);
  const [unbinding, setUnbinding] = useState<Contact | null>(null);

  const fail = (e: unknown) => void message.error(e instanceof RequestError ? e.message : String(e));

  const bindProvider = async (provider: string) => {
    try {
      const { url } = await bindUrl.mutateAsync(provider);
      window.location.assign(url);
    } catch (e) {
      fail(e);
    }
  };

  const unbindProvider = (provider: string, label: string) =>
    modal.confirm({
      title: t('people.bindings.unbindProviderTitle', { label }),
      content: t('people.bindings.unbindBody'),
      okText: t('people.bindings.unbind'),
      okButtonProps: { danger: true },
      cancelText: t('people.cancel'),
      onOk: async () => {
        try {
          await unbind.mutateAsync({ kind: 'provider', provider });
          void message.success(t('people.bindings.unbound'));
        } catch (e) {
          fail(e);
        }
      },
    });

  const data = q.data;
  const contactRow = (kind: Contact) => {
    const value = data?.[kind] ?? null;
    return {
      key: kind,
      title: t(`people.bindings.${kind}`),
      description: value ? maskContact(value) : null,
      bound: value !== null,
      actions: [
        <Button key="bind" type="link" onClick={() => setBinding(kind)} data-testid={`bind-${kind}`}>
          {value ? t('people.bindings.change') : t('people.bindings.bind')}
        </Button>,
        ...(value
          ? [
              <Button
                key="unbind"
                type="link"
                danger
                onClick={() => setUnbinding(kind)}
                data-testid={`unbind-${kind}`}
              >
                {t('people.bindings.unbind')}
              </Button>,
            ]
          : []),
      ],
    };
  };

  const rows = data
    ? [
        contactRow('email'),
        contactRow('mobile'),
        ...data.providers.map((p) => ({
          key: `provider-${p.provider}`,
          title: p.label,
          description: p.bound
            ? (p.accountName ?? t('people.bindings.bound'))
            : t('people.bindings.notBound'),
          bound: p.bound,
          actions: [
            p.bound ? (
              <Button key="unbind" type="link" danger onClick={() => unbindProvider(p.provider, p.label)}>
                {t('people.bindings.unbind')}
              </Button>
            ) : (
              <Button
                key="bind"
                type="link"
                loading={bindUrl.isPending && bindUrl.variables === p.provider}
                onClick={() => void bindProvider(p.provider)}
              >
                {t('people.bindings.bind')}
              </Button>
            ),
          ],
        })),
      ]
    : [];

  return (
    <Card title={<CardTitle>{t('people.bindings.title')}</CardTitle>} data-testid="bindings-card">
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : q.isError ? (
        <Empty description={t('people.loadFailed')}>
          <Button onClick={() => void q.refetch()}>{t('people.retry')}</Button>
        </Empty>
      ) : (
        <List
          itemLayout="horizontal"
          dataSource={rows}
          locale={{ emptyText: <Empty description={t('people.bindings.empty')} /> }}
          renderItem={(r) => (
            <List.Item actions={r.actions} data-testid={`binding-${r.key}`}>
              <List.Item.Meta
                title={
                  <span>
                    {r.title}{' '}
                    <Tag
                      color={r.bound ? 'green' : 'default'}
                      style={r.bound ? { color: '#135200' } : undefined}
                    >
                      {r.bound ? t('people.bindings.bound') : t('people.bindings.notBound')}
                    </Tag>
                  </span>
                }
                description={r.description}
              />
            </List.Item>
          )}
        />
      )}
      <BindContactModal
        kind={binding}
        changing={binding ? Boolean(data?.[binding]) : false}
        hasPassword={data?.hasPassword ?? false}
        onClose={() => setBinding(null)}
      />
      <UnbindContactModal
        kind={unbinding}
        hasPassword={data?.hasPassword ?? false}
        onClose={() => setUnbinding(null)}
      />
    </Card>
  );
}
