import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  INVENTORY_NAME_MAX,
  INVENTORY_URL_MAX,
  labCompanyBody,
  type LabCompanyBody,
  type LabCompanyItem,
} from '@occ/shared';
import { InventorySection } from './InventorySection';
import { useZodRule } from './use-zod-rule';

const shape = labCompanyBody.shape;

/** Chip companies: the name shown in Chinese pages, the English name, the website. */
export function CompaniesSection({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const rule = useZodRule();
  return (
    <InventorySection<LabCompanyItem, LabCompanyBody>
      resource="companies"
      title={t('admin.cpu.companies')}
      newLabel={t('admin.cpu.newCompany')}
      editLabel={t('admin.cpu.editCompany')}
      page={page}
      onPage={onPage}
      columns={[
        { key: 'name', title: t('admin.fields.name'), render: (_, c) => c.name },
        { key: 'nameEn', title: t('admin.fields.nameEn'), render: (_, c) => c.nameEn },
        {
          key: 'website',
          title: t('admin.fields.website'),
          render: (_, c) =>
            c.website ? (
              <a href={c.website} target="_blank" rel="noopener noreferrer">
                {c.website}
              </a>
            ) : (
              '—'
            ),
        },
      ]}
      toValues={(c) => ({ name: c?.name ?? '', nameEn: c?.nameEn ?? '', website: c?.website ?? '' })}
      toBody={(v) => ({ name: v.name, nameEn: v.nameEn, website: v.website?.trim() || undefined })}
      fields={() => (
        <>
          <Form.Item name="name" label={t('admin.fields.name')} required rules={[rule(shape.name, 'name')]}>
            <Input maxLength={INVENTORY_NAME_MAX} autoFocus />
          </Form.Item>
          <Form.Item
            name="nameEn"
            label={t('admin.fields.nameEn')}
            required
            rules={[rule(shape.nameEn, 'nameEn')]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            name="website"
            label={t('admin.fields.website')}
            rules={[rule(shape.website, 'website')]}
          >
            <Input type="url" maxLength={INVENTORY_URL_MAX} placeholder="https://" />
          </Form.Item>
        </>
      )}
    />
  );
}
