import { Button, Card, Descriptions, Empty, Popconfirm, Select, Space, Spin, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale } from '@occ/shared';
import type { AdminUserDetail } from '@occ/shared/admin';
import { LinkButton } from '~/components/LinkButton';
import { LocalTime } from '~/components/LocalTime';
import { ScrollRegion } from '~/components/ScrollRegion';
import { useRoles } from '../api/roles';
import { useAdminUser, useSetUserRoles, useUserAction, type UserAction } from '../api/users';
import { errorText } from '~/lib/form-errors';
import { useMay } from '../may';
import { BADGE_ROLES, roleName } from '../roles/names';
import { RoleTags } from './RoleTags';
import { useFeedback } from '~/lib/feedback';

type Session = AdminUserDetail['sessions'][number];

/** What the page's writes need (the server checks the same string for all of them). */
const USERS_MANAGE = 'users.manage';

/** The roles select and its save button (badges are roles too, shown in gold). */
function RolesCard({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const { message } = useFeedback();
  const roles = useRoles();
  const setRoles = useSetUserRoles();
  const may = useMay()(USERS_MANAGE);
  const [value, setValue] = useState<string[]>(user.roles);
  const changed = value.slice().sort().join() !== user.roles.slice().sort().join();
  const save = () =>
    setRoles.mutate(
      { id: user.id, roles: value },
      {
        onSuccess: () => void message.success(t('adminAccess.users.rolesSaved', { name: user.username })),
        onError: (e) => void message.error(errorText(e)),
      },
    );
  return (
    <Card title={<h2 className="card-title">{t('adminAccess.users.rolesTitle')}</h2>} size="small">
      <Space.Compact style={{ inlineSize: '100%', maxInlineSize: 720 }}>
        <Select
          mode="multiple"
          disabled={!may}
          aria-label={t('adminAccess.users.rolesOf', { name: user.username })}
          style={{ inlineSize: '100%' }}
          value={value}
          onChange={setValue}
          loading={roles.isFetching && !roles.data}
          optionFilterProp="label"
          options={(roles.data ?? []).map((r) => ({
            value: r.key,
            label: roleName(r, locale),
          }))}
          tagRender={({ label, value: key, closable, onClose }) => (
            <Tag
              color={BADGE_ROLES.includes(String(key)) ? 'gold' : undefined}
              closable={closable}
              onClose={onClose}
              style={{ marginInlineEnd: 4 }}
            >
              {label}
            </Tag>
          )}
        />
        <Button type="primary" disabled={!changed || !may} loading={setRoles.isPending} onClick={save}>
          {t('adminAccess.users.saveRoles')}
        </Button>
      </Space.Compact>
      <p className="form-help" style={{ marginBlockStart: 8 }}>
        {t('adminAccess.users.rolesHelp')}
      </p>
    </Card>
  );
}

/** Disable / enable (sessions end at once) and force a password reset, each after a confirmation. */
function AccountActions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const act = useUserAction();
  if (!useMay()(USERS_MANAGE)) return null;
  const run = (action: UserAction, done: string) =>
    act.mutateAsync({ id: user.id, action }).then(
      () => void message.success(t(done, { name: user.username })),
      (e: unknown) => void message.error(errorText(e)),
    );
  return (
    <Space wrap>
      {user.disabled ? (
        <Popconfirm
          title={t('adminAccess.users.enableConfirm', { name: user.username })}
          okText={t('adminAccess.users.enable')}
          cancelText={t('adminAccess.common.cancel')}
          onConfirm={() => run('enable', 'adminAccess.users.enabled')}
        >
          <Button>{t('adminAccess.users.enable')}</Button>
        </Popconfirm>
      ) : (
        <Popconfirm
          title={t('adminAccess.users.disableConfirm', { name: user.username })}
          description={t('adminAccess.users.disableBody')}
          okText={t('adminAccess.users.disable')}
          okButtonProps={{ danger: true }}
          cancelText={t('adminAccess.common.cancel')}
          onConfirm={() => run('disable', 'adminAccess.users.disabledDone')}
        >
          <Button danger>{t('adminAccess.users.disable')}</Button>
        </Popconfirm>
      )}
      <Popconfirm
        title={t('adminAccess.users.resetConfirm', { name: user.username })}
        description={t('adminAccess.users.resetBody')}
        okText={t('adminAccess.users.reset')}
        okButtonProps={{ danger: true }}
        cancelText={t('adminAccess.common.cancel')}
        onConfirm={() => run('reset-password', 'adminAccess.users.resetDone')}
      >
        <Button>{t('adminAccess.users.reset')}</Button>
      </Popconfirm>
    </Space>
  );
}

/** /admin/user_detail/<id>: profile, badges, state, sessions; roles, disable/enable, reset password. */
export function UserDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const q = useAdminUser(id);
  const roles = useRoles();
  if (!q.data) {
    if (q.isError)
      return (
        <Empty description={errorText(q.error)}>
          <Space>
            <Button onClick={() => void q.refetch()}>{t('adminAccess.common.retry')}</Button>
            <LinkButton to="/admin/user">{t('adminAccess.common.back')}</LinkButton>
          </Space>
        </Empty>
      );
    return <Spin />;
  }
  const user = q.data;
  const sessionColumns: ColumnsType<Session> = [
    {
      key: 'createdAt',
      title: t('adminAccess.users.sessionStarted'),
      render: (_, s) => <LocalTime iso={s.createdAt} withTime />,
    },
    {
      key: 'lastSeenAt',
      title: t('adminAccess.users.sessionSeen'),
      render: (_, s) => <LocalTime iso={s.lastSeenAt} withTime />,
    },
    { key: 'method', title: t('adminAccess.users.sessionMethod'), render: (_, s) => s.method ?? '—' },
    { key: 'ip', title: t('adminAccess.users.sessionIp'), render: (_, s) => s.ip ?? '—' },
    { key: 'ua', title: t('adminAccess.users.sessionAgent'), render: (_, s) => s.userAgent ?? '—' },
  ];
  return (
    <Space orientation="vertical" size="large" style={{ inlineSize: '100%' }}>
      <Card
        size="small"
        title={<h2 className="card-title">{t('adminAccess.users.profile')}</h2>}
        extra={<AccountActions user={user} />}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('adminAccess.users.username')}>{user.username}</Descriptions.Item>
          <Descriptions.Item label={t('adminAccess.users.nickname')}>{user.nickname}</Descriptions.Item>
          <Descriptions.Item label={t('adminAccess.users.email')}>{user.email ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('adminAccess.users.mobile')}>{user.mobile ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('adminAccess.users.userType')}>
            {t(user.userType === 1 ? 'adminAccess.users.enterprise' : 'adminAccess.users.personal')}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminAccess.users.createdAt')}>
            <LocalTime iso={user.createdAt} withTime />
          </Descriptions.Item>
          <Descriptions.Item label={t('adminAccess.users.state')}>
            <Space size={4} wrap>
              {user.disabled ? (
                <Tag color="red">{t('adminAccess.users.disabled')}</Tag>
              ) : (
                <Tag color="green">{t('adminAccess.users.active')}</Tag>
              )}
              {user.mustResetPassword ? <Tag color="orange">{t('adminAccess.users.mustReset')}</Tag> : null}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('adminAccess.users.badges')}>
            {user.badges.length ? (
              <RoleTags roles={user.badges} all={roles.data} />
            ) : (
              t('adminAccess.users.noBadges')
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <RolesCard key={user.roles.join()} user={user} />
      <Card size="small" title={<h2 className="card-title">{t('adminAccess.users.sessions')}</h2>}>
        <ScrollRegion label={t('adminAccess.users.sessions')}>
          <Table<Session>
            rowKey={(s) => `${s.createdAt}-${s.ip ?? ''}-${s.userAgent ?? ''}`}
            columns={sessionColumns}
            dataSource={user.sessions}
            pagination={false}
            size="small"
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminAccess.users.noSessions')} />
              ),
            }}
          />
        </ScrollRegion>
      </Card>
      <LinkButton to="/admin/user">{t('adminAccess.common.back')}</LinkButton>
    </Space>
  );
}
