import { useTranslation } from 'react-i18next';
import { adminAreaByKey, type AdminAreaDeclaration } from '@occ/shared/admin';
import { LinkButton } from '~/components/LinkButton';
import { can, useConsoleInfo } from '../console-info';

/**
 * Areas that share one menu entry (`decl.tabs`), as links between their lists; the current one
 * marked, those the user may not read left out.
 */
export function AreaTabs({ decl }: { decl: AdminAreaDeclaration }) {
  const { t } = useTranslation();
  const info = useConsoleInfo();
  const tabs = (decl.tabs ?? [])
    .map(adminAreaByKey)
    .filter((a): a is AdminAreaDeclaration => a !== undefined)
    .filter((a) => a.key === decl.key || can(info, a.actions.read));
  if (tabs.length < 2) return null;
  return (
    <nav className="console-tabs" aria-label={t('adminConsole.list.tabs')}>
      {tabs.map((a) => (
        <LinkButton
          key={a.key}
          to={a.route}
          type={a.key === decl.key ? 'primary' : 'default'}
          aria-current={a.key === decl.key ? 'page' : undefined}
        >
          {t(`adminAreas.${a.key}.title`)}
        </LinkButton>
      ))}
    </nav>
  );
}
