import { Button, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLocale } from '@occ/shared';
import { ADMIN_ROLE, type RoleItem } from '@occ/shared/admin';
import { LinkButton } from '~/components/LinkButton';
import { ScrollRegion } from '~/components/ScrollRegion';
import { RequestError } from '~/lib/request';
import { useDeleteRole, useRoles } from '../api/roles';
import { errorText } from '~/lib/form-errors';
import { useMay } from '../may';
import { roleName } from './names';
import { useFeedback } from '~/lib/feedback';

/** /admin/role: every role, its permission count and holders; create, edit, delete (not built-in ones). */
export function RoleList() {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const { message, modal } = useFeedback();
  const roles = useRoles();
  const remove = useDeleteRole();
  const may = useMay();
  const manage = may('roles.manage');

  /** Deletes; a role still held answers 409 with the holder count, and the page asks again. */
  const onDelete = async (role: RoleItem) => {
    const name = roleName(role, locale);
    const done = () => void message.success(t('adminAccess.roles.deleted', { name }));
    try {
      await remove.mutateAsync({ key: role.key, confirm: false });
      done();
    } catch (e) {
      const holders =
        e instanceof RequestError && e.status === 409
          ? (e.envelope?.result as { holders?: number } | null)?.holders
          : undefined;
      if (holders === undefined) {
        void message.error(errorText(e));
        return;
      }
      modal.confirm({
        title: t('adminAccess.roles.heldTitle', { name, count: holders }),
        content: e instanceof Error ? e.message : undefined,
        okText: t('adminAccess.roles.deleteAnyway'),
        okButtonProps: { danger: true },
        cancelText: t('adminAccess.common.cancel'),
        onOk: () =>
          remove.mutateAsync({ key: role.key, confirm: true }).then(done, (e2: unknown) => {
            void message.error(errorText(e2));
          }),
      });
    }
  };

  const columns: ColumnsType<RoleItem> = [
    {
      key: 'name',
      title: t('adminAccess.roles.name'),
      render: (_, r) => (
        <Space>
          <Link to={`/admin/role_detail/${encodeURIComponent(r.key)}`}>{roleName(r, locale)}</Link>
          {r.builtin ? <Tag>{t('adminAccess.roles.builtin')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'key', title: t('adminAccess.roles.key'), render: (_, r) => <code>{r.key}</code> },
    {
      key: 'permissions',
      title: t('adminAccess.roles.permissionCount'),
      render: (_, r) =>
        r.key === ADMIN_ROLE ? t('adminAccess.roles.everything') : String(r.permissions.length),
    },
    { key: 'holders', title: t('adminAccess.roles.holders'), render: (_, r) => String(r.holders) },
    {
      key: 'ops',
      title: t('adminAccess.common.actions'),
      render: (_, r) => {
        const name = roleName(r, locale);
        return (
          <Space>
            <LinkButton
              size="small"
              to={`/admin/role_detail/${encodeURIComponent(r.key)}`}
              aria-label={t('adminAccess.roles.editWho', { name })}
            >
              {t('adminAccess.common.edit')}
            </LinkButton>
            {r.builtin || !manage ? null : (
              <Popconfirm
                title={t('adminAccess.roles.deleteConfirm', { name })}
                okText={t('adminAccess.common.delete')}
                cancelText={t('adminAccess.common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(r)}
              >
                <Button size="small" danger aria-label={t('adminAccess.roles.deleteWho', { name })}>
                  {t('adminAccess.common.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      {manage ? (
        <Space style={{ marginBlockEnd: 12 }}>
          <LinkButton type="primary" to="/admin/role_add">
            {t('adminAccess.roles.add')}
          </LinkButton>
        </Space>
      ) : null}
      <ScrollRegion label={t('adminAccess.roles.title')}>
        <Table<RoleItem>
          rowKey="key"
          columns={columns}
          dataSource={roles.data ?? []}
          loading={roles.isFetching && !roles.data}
          pagination={false}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  roles.isError ? t('adminAccess.common.loadFailed') : t('adminAccess.roles.empty')
                }
              >
                {roles.isError ? (
                  <Button onClick={() => void roles.refetch()}>{t('adminAccess.common.retry')}</Button>
                ) : null}
              </Empty>
            ),
          }}
        />
      </ScrollRegion>
    </>
  );
}
