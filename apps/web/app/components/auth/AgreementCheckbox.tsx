import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { PlainCheckbox } from '~/components/plain/Input';
import { wordsOf } from './lazy-rules';

interface Props {
  id?: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}

/**
 * "I agree to the user agreement and privacy policy" (spec §5: registration, quick login and
 * third-party registration). Use in a form item with valuePropName="checked" and agreementRule.
 */
export function AgreementCheckbox({ id, checked, onChange }: Props) {
  const { t } = useTranslation();
  const doc = (to: string, label: string) => (
    <a href={to} target="_blank" rel="noopener noreferrer" style={{ textDecoration: 'underline' }}>
      {label}
      <span className="sr-only">{t('auth.agreement.newTab')}</span>
    </a>
  );
  return (
    <PlainCheckbox id={id} checked={checked ?? false} onChange={(e) => onChange?.(e.target.checked)}>
      {t('auth.agreement.before')} {doc('/about/agreement', t('auth.agreement.agreement'))}{' '}
      {t('auth.agreement.and')} {doc('/about/privacy', t('auth.agreement.privacy'))}
    </PlainCheckbox>
  );
}

/** The server's rule (agree must be true) with its words. */
export function agreementRule(locale: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value !== true) throw new Error(await wordsOf('agreeRequired', locale));
    },
  };
}
