import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldLabel, contentLocale } from '@occ/shared';
import {
  ADMIN_ROLE,
  roleBody,
  ROLE_KEY_MAX,
  ROLE_NAME_MAX,
  type RoleBody,
  type RoleItem,
} from '@occ/shared/admin';
import { LinkButton } from '~/components/LinkButton';
import { zodRule } from '~/lib/form-rules';
import { useSaveRole } from '../api/roles';
import { errorText, showOnFields } from '~/lib/form-errors';
import { useMay } from '../may';
import { roleName } from './names';
import { PermissionMatrix } from './PermissionMatrix';
import { useFeedback } from '~/lib/feedback';

/**
 * Create (`role` absent) or edit a role: key (fixed once created), names in both languages and
 * the permission table. The same schema as the server checks every field; the server's 422
 * lands on the fields too.
 */
export function RoleForm({ role }: { role?: RoleItem }) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<RoleBody>();
  const save = useSaveRole();
  const manage = useMay()('roles.manage');
  const isAdmin = role?.key === ADMIN_ROLE;
  const label = (name: string) => fieldLabel(name, locale);

  const onFinish = (v: RoleBody) => {
    const body: RoleBody = {
      key: role?.key ?? v.key.trim(),
      nameZh: v.nameZh.trim(),
      nameEn: v.nameEn.trim(),
      permissions: isAdmin ? (role?.permissions ?? []) : (v.permissions ?? []),
    };
    save.mutate(
      { existing: !!role, body },
      {
        onSuccess: () => {
          void message.success(
            t(role ? 'adminAccess.roles.saved' : 'adminAccess.roles.created', {
              name: roleName(body, locale),
            }),
          );
          if (!role) void navigate(`/admin/role_detail/${encodeURIComponent(body.key)}`);
        },
        onError: (e) => {
          if (!showOnFields(form, e, locale)) void message.error(errorText(e));
        },
      },
    );
  };

  return (
    <Form<RoleBody>
      form={form}
      layout="vertical"
      name="role"
      initialValues={
        role
          ? { key: role.key, nameZh: role.nameZh, nameEn: role.nameEn, permissions: role.permissions }
          : { key: '', nameZh: '', nameEn: '', permissions: [] }
      }
      onFinish={onFinish}
      style={{ maxInlineSize: 960 }}
    >
      <Form.Item
        name="key"
        label={label('key')}
        extra={role ? undefined : t('adminAccess.roles.keyHelp')}
        rules={role ? [] : [zodRule(roleBody.shape.key, 'key', locale)]}
        required={!role}
      >
        <Input maxLength={ROLE_KEY_MAX} disabled={!!role} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="nameZh"
        label={label('nameZh')}
        rules={[zodRule(roleBody.shape.nameZh, 'nameZh', locale)]}
        required
      >
        <Input maxLength={ROLE_NAME_MAX} />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={label('nameEn')}
        rules={[zodRule(roleBody.shape.nameEn, 'nameEn', locale)]}
        required
      >
        <Input maxLength={ROLE_NAME_MAX} />
      </Form.Item>
      {isAdmin ? (
        <Alert
          type="info"
          showIcon
          title={t('adminAccess.roles.holdsEverything')}
          style={{ marginBlockEnd: 24 }}
        />
      ) : (
        <Form.Item name="permissions" label={label('permissions')}>
          <PermissionMatrix />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!manage}>
          {t(role ? 'adminAccess.roles.save' : 'adminAccess.roles.create')}
        </Button>
        <LinkButton to="/admin/role">{t('adminAccess.common.back')}</LinkButton>
      </Space>
    </Form>
  );
}
