import { useTranslation } from 'react-i18next';
import { contentLocale, fieldLabel } from '@occ/shared';
import type { AdminAreaDeclaration } from '@occ/shared/admin';

/**
 * The words of a declared area in the reader's language: field labels from the shared table
 * (the server's messages name fields the same way), option labels and titles from the UI
 * catalogue (`adminAreas.<key>.title|new|edit|options.<field>.<value>`).
 */
export function useAreaLabels(decl: AdminAreaDeclaration) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  return {
    locale,
    field: (name: string) => {
      if (name === 'id') return 'ID';
      // one block of a 'blocks' field: `blocksZh.2` → "Blocks (Chinese) #3"
      const m = /^(\w+)\.(\d+)$/.exec(name);
      return m ? `${fieldLabel(m[1]!, locale)} #${Number(m[2]) + 1}` : fieldLabel(name, locale);
    },
    // an option naming another declared area (the audit log's resource) reads as its title
    option: (name: string, value: string) =>
      t(`adminAreas.${decl.viewOf ?? decl.key}.options.${name}.${value}`, {
        defaultValue: t(`adminAreas.${value}.title`, { defaultValue: value }),
      }),
    title: t(`adminAreas.${decl.key}.title`),
    newTitle: t(`adminAreas.${decl.key}.new`),
    editTitle: t(`adminAreas.${decl.key}.edit`),
    yesNo: { yes: t('adminConsole.yes'), no: t('adminConsole.no') },
  };
}
