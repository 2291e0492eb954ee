import { Button, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '~/components/LinkButton';
import { useRoles } from '../api/roles';
import { RoleForm } from './RoleForm';

/** /admin/role_detail/<key>: the role's form, once the roles are in. */
export function RoleDetail({ roleKey }: { roleKey: string }) {
  const { t } = useTranslation();
  const roles = useRoles();
  if (!roles.data) {
    if (roles.isError)
      return (
        <Empty description={t('adminAccess.common.loadFailed')}>
          <Button onClick={() => void roles.refetch()}>{t('adminAccess.common.retry')}</Button>
        </Empty>
      );
    return <Spin />;
  }
  const role = roles.data.find((r) => r.key === roleKey);
  // a role created a moment ago arrives with the refetch under way
  if (!role && roles.isFetching) return <Spin />;
  if (!role)
    return (
      <Empty description={t('adminAccess.roles.notFound', { key: roleKey })}>
        <LinkButton to="/admin/role">{t('adminAccess.common.back')}</LinkButton>
      </Empty>
    );
  // keyed: another role's page starts from that role's values
  return <RoleForm key={role.key} role={role} />;
}
