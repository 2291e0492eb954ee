import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@occ/shared';
import { useSetLocale } from './LocaleSync';

const OPTIONS = LOCALES.map(([value, label]) => ({ value, label, lang: value }));

export function LanguageSwitch({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const setLocale = useSetLocale();
  return (
    <Select
      className="language-switch"
      aria-label={t('locale.label')}
      value={locale}
      options={OPTIONS}
      optionRender={(o) => <span lang={o.value as string}>{o.label}</span>}
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      onChange={setLocale}
      data-testid="language-switch"
    />
  );
}
