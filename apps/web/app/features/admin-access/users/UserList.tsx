import { Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLocale } from '@occ/shared';
import type { AdminUserItem } from '@occ/shared/admin';
import { LocalTime } from '~/components/LocalTime';
import { PagedTable } from '~/components/PagedTable';
import { ScrollRegion } from '~/components/ScrollRegion';
import { useMergedSearchParams } from '~/lib/search-params';
import { useRoles } from '../api/roles';
import { useAdminUsers } from '../api/users';
import { roleName } from '../roles/names';
import { RoleTags } from './RoleTags';

const DISABLED_VALUES = ['true', 'false'] as const;

/**
 * /admin/user: search by username, nickname, mobile or e-mail; filter by role and by disabled;
 * every filter and the page live in the URL (shareable, back button).
 */
export function UserList() {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const [params, setParams] = useMergedSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const role = params.get('role') || undefined;
  const rawDisabled = params.get('disabled');
  const disabled = DISABLED_VALUES.find((v) => v === rawDisabled);
  const users = useAdminUsers({ page, q, role, disabled });
  const roles = useRoles();

  /** One filter changed: back to page 1. */
  const setFilter = (name: string, value: string | undefined) =>
    setParams((p) => {
      if (value) p.set(name, value);
      else p.delete(name);
      p.delete('page');
      return p;
    });

  const columns: ColumnsType<AdminUserItem> = [
    {
      key: 'username',
      title: t('adminAccess.users.username'),
      render: (_, u) => <Link to={`/admin/user_detail/${encodeURIComponent(u.id)}`}>{u.username}</Link>,
    },
    { key: 'nickname', title: t('adminAccess.users.nickname'), render: (_, u) => u.nickname },
    { key: 'email', title: t('adminAccess.users.email'), render: (_, u) => u.email ?? '—' },
    { key: 'mobile', title: t('adminAccess.users.mobile'), render: (_, u) => u.mobile ?? '—' },
    {
      key: 'roles',
      title: t('adminAccess.users.roles'),
      render: (_, u) => <RoleTags roles={[...new Set([...u.roles, ...u.badges])]} all={roles.data} />,
    },
    {
      key: 'state',
      title: t('adminAccess.users.state'),
      render: (_, u) => (
        <Space size={4} wrap>
          {u.disabled ? (
            <Tag color="red">{t('adminAccess.users.disabled')}</Tag>
          ) : (
            <Tag color="green">{t('adminAccess.users.active')}</Tag>
          )}
          {u.mustResetPassword ? <Tag color="orange">{t('adminAccess.users.mustReset')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'createdAt',
      title: t('adminAccess.users.createdAt'),
      render: (_, u) => <LocalTime iso={u.createdAt} />,
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBlockEnd: 12 }}>
        <Input.Search
          key={q}
          allowClear
          defaultValue={q}
          aria-label={t('adminAccess.users.search')}
          placeholder={t('adminAccess.users.search')}
          style={{ inlineSize: 320 }}
          onSearch={(v) => setFilter('q', v.trim() || undefined)}
        />
        <Select
          allowClear
          aria-label={t('adminAccess.users.roleFilter')}
          placeholder={t('adminAccess.users.roleFilter')}
          style={{ minInlineSize: 200 }}
          value={role}
          onChange={(v: string | undefined) => setFilter('role', v)}
          options={(roles.data ?? []).map((r) => ({ value: r.key, label: roleName(r, locale) }))}
        />
        <Select
          allowClear
          aria-label={t('adminAccess.users.stateFilter')}
          placeholder={t('adminAccess.users.stateFilter')}
          style={{ minInlineSize: 160 }}
          value={disabled}
          onChange={(v: string | undefined) => setFilter('disabled', v)}
          options={[
            { value: 'false', label: t('adminAccess.users.active') },
            { value: 'true', label: t('adminAccess.users.disabled') },
          ]}
        />
      </Space>
      <ScrollRegion label={t('adminAccess.users.title')}>
        <PagedTable<AdminUserItem>
          query={users}
          page={page}
          onPage={(n) =>
            setParams((p) => {
              if (n > 1) p.set('page', String(n));
              else p.delete('page');
              return p;
            })
          }
          columns={columns}
          emptyText={q || role || disabled ? t('adminAccess.users.noMatch') : t('adminAccess.users.empty')}
          failedText={t('adminAccess.common.loadFailed')}
          ownScroll={false}
          testId="admin-users"
        />
      </ScrollRegion>
    </>
  );
}
