import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVENTORY_TAG_MAX, INVENTORY_TAGS_MAX } from '@occ/shared';

interface Props {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** values already used elsewhere, offered first */
  suggestions?: string[];
}

/** Free tags (Enter or comma adds one), with the inventory's existing values as suggestions. */
export function TagsInput({ id, value, onChange, suggestions = [] }: Props) {
  const { t } = useTranslation();
  return (
    <Select<string[]>
      id={id}
      mode="tags"
      value={value ?? []}
      onChange={(v) => onChange?.(v.map((s) => s.trim().slice(0, INVENTORY_TAG_MAX)).filter(Boolean))}
      tokenSeparators={[',', '，']}
      maxCount={INVENTORY_TAGS_MAX}
      options={suggestions.map((s) => ({ value: s, label: s }))}
      placeholder={t('admin.common.tagsHelp')}
      style={{ inlineSize: '100%' }}
    />
  );
}
