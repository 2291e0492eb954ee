import { useTranslation } from 'react-i18next';
import { LOCALES } from '@occ/shared';
import { useSetLocale } from './LocaleSync';

/**
 * The language list of spec §1 (about 55 locales). A native select: typing jumps to a language,
 * it works before hydration's styles, and it keeps antd's Select out of every page's first load.
 */
export function LanguageSwitch({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const setLocale = useSetLocale();
  return (
    <select
      className="language-switch"
      aria-label={t('locale.label')}
      value={locale}
      onChange={(e) => setLocale(e.target.value)}
      data-testid="language-switch"
    >
      {LOCALES.map(([value, label]) => (
        <option key={value} value={value} lang={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
