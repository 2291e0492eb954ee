import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentLocale } from '@occ/shared';
import type { RoleItem } from '@occ/shared/admin';
import { BADGE_ROLES, roleName } from '../roles/names';

/** A user's roles as tags; badges (official account, official/expert blogger) stand out in gold. */
export function RoleTags({ roles, all }: { roles: readonly string[]; all: readonly RoleItem[] | undefined }) {
  const { i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const nameOf = (key: string) => {
    const role = all?.find((r) => r.key === key);
    return role ? roleName(role, locale) : key;
  };
  return (
    <Space size={[4, 4]} wrap>
      {roles.map((key) => (
        <Tag key={key} color={BADGE_ROLES.includes(key) ? 'gold' : undefined}>
          {nameOf(key)}
        </Tag>
      ))}
    </Space>
  );
}
