import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale } from '@occ/shared';
import { REGIONS, type Region } from '@occ/shared/regions';

interface Option {
  value: string;
  label: string;
  children?: Option[];
}

const toOptions = (regions: readonly Region[], zh: boolean): Option[] =>
  regions.map((r) => ({
    value: r.code,
    label: zh ? r.zh : r.en,
    ...(r.children ? { children: toOptions(r.children, zh) } : {}),
  }));

interface Props {
  id?: string;
  value?: string[];
  onChange?: (codes: string[]) => void;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Province → city select over the shared region tree (packages/shared/src/regions.ts), names in the
 * reader's language, searchable by typing; the value is the list of GB/T 2260 codes.
 */
export function RegionSelect({ id, value, onChange, placeholder, ...aria }: Props) {
  const { i18n } = useTranslation();
  const zh = contentLocale(i18n.language) === 'zh-CN';
  const options = useMemo(() => toOptions(REGIONS, zh), [zh]);
  return (
    <Cascader<Option>
      id={id}
      {...aria}
      options={options}
      value={value && value.length > 0 ? value : undefined}
      onChange={(codes) => onChange?.(((codes ?? []) as string[]).map(String))}
      placeholder={placeholder}
      showSearch={{
        filter: (input, path) => path.some((o) => o.label.toLowerCase().includes(input.toLowerCase())),
      }}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
