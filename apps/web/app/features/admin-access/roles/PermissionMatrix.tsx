import { Checkbox, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { PERMISSION_RESOURCES, type PermissionResource } from '@occ/shared/admin';
import { ScrollRegion } from '~/components/ScrollRegion';

interface Row {
  resource: PermissionResource;
  actions: readonly string[];
}

const ROWS: Row[] = (Object.keys(PERMISSION_RESOURCES) as PermissionResource[]).map((resource) => ({
  resource,
  actions: PERMISSION_RESOURCES[resource],
}));

/** What a role's permission list says about one `resource.action`: not held, held, or own rows only. */
function grantOf(value: readonly string[], perm: string): 'none' | 'all' | 'own' {
  if (value.includes(perm)) return 'all';
  if (value.includes(`${perm}:own`)) return 'own';
  return 'none';
}

function setGrant(value: readonly string[], perm: string, grant: 'none' | 'all' | 'own'): string[] {
  const rest = value.filter((p) => p !== perm && p !== `${perm}:own`);
  if (grant === 'all') rest.push(perm);
  if (grant === 'own') rest.push(`${perm}:own`);
  return rest;
}

/**
 * The permission table of one role as a form control (value = the role's permission strings):
 * one row per resource of the catalogue, a checkbox per action, and for a ticked action a switch
 * that narrows it to the holder's own rows (`resource.action:own`).
 */
export function PermissionMatrix({
  value = [],
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<Row> = [
    {
      key: 'resource',
      title: t('adminAccess.roles.resource'),
      render: (_, r) => <strong>{t(`adminAccess.resources.${r.resource}`)}</strong>,
      width: 180,
    },
    {
      key: 'actions',
      title: t('adminAccess.roles.actions'),
      render: (_, r) => (
        <div className="permission-actions" style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 20px' }}>
          {r.actions.map((action) => {
            const perm = `${r.resource}.${action}`;
            const grant = grantOf(value, perm);
            const resourceLabel = t(`adminAccess.resources.${r.resource}`);
            const actionLabel = t(`adminAccess.actions.${action}`);
            return (
              <span key={perm} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <Checkbox
                  checked={grant !== 'none'}
                  data-permission={perm}
                  aria-label={t('adminAccess.roles.permissionOf', {
                    resource: resourceLabel,
                    action: actionLabel,
                  })}
                  onChange={(e) => onChange?.(setGrant(value, perm, e.target.checked ? 'all' : 'none'))}
                >
                  {actionLabel}
                </Checkbox>
                {grant !== 'none' ? (
                  // the label's text clicks the switch too; its name stays the aria-label
                  <label style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontSize: 12 }}>
                    <Switch
                      size="small"
                      checked={grant === 'own'}
                      aria-label={t('adminAccess.roles.ownOf', {
                        resource: resourceLabel,
                        action: actionLabel,
                      })}
                      onChange={(own) => onChange?.(setGrant(value, perm, own ? 'own' : 'all'))}
                    />
                    <span aria-hidden="true">{t('adminAccess.roles.own')}</span>
                  </label>
                ) : null}
              </span>
            );
          })}
        </div>
      ),
    },
  ];
  return (
    <div id={id}>
      <ScrollRegion label={t('adminAccess.roles.matrix')}>
        <Table<Row> rowKey="resource" columns={columns} dataSource={ROWS} pagination={false} size="small" />
      </ScrollRegion>
    </div>
  );
}
