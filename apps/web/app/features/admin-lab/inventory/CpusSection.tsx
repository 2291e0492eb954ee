import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  INVENTORY_NAME_MAX,
  INVENTORY_TEXT_MAX,
  labCpuBody,
  type LabCpuBody,
  type LabCpuItem,
} from '@occ/shared';
import { useInventoryOptions } from '../api/inventory';
import { InventorySection } from './InventorySection';
import { useZodRule } from './use-zod-rule';

const shape = labCpuBody.shape;

function CpuFields() {
  const { t } = useTranslation();
  const rule = useZodRule();
  const companies = useInventoryOptions('companies');
  return (
    <>
      <Form.Item
        name="companyId"
        label={t('admin.fields.company')}
        required
        rules={[rule(shape.companyId, 'companyId')]}
      >
        <Select
          options={companies.data ?? []}
          loading={companies.isPending}
          showSearch
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item name="name" label={t('admin.fields.name')} required rules={[rule(shape.name, 'name')]}>
        <Input maxLength={INVENTORY_NAME_MAX} />
      </Form.Item>
      <Form.Item name="isa" label={t('admin.fields.isa')} required rules={[rule(shape.isa, 'isa')]}>
        <Input maxLength={64} placeholder="RV64GCV" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('admin.fields.description')}
        rules={[rule(shape.description, 'description')]}
      >
        <Input.TextArea rows={3} maxLength={INVENTORY_TEXT_MAX} showCount />
      </Form.Item>
    </>
  );
}

/** CPU models (cores) and the company that designs them. */
export function CpusSection({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  return (
    <InventorySection<LabCpuItem, LabCpuBody>
      resource="cpus"
      title={t('admin.cpu.cpus')}
      newLabel={t('admin.cpu.newCpu')}
      editLabel={t('admin.cpu.editCpu')}
      page={page}
      onPage={onPage}
      columns={[
        { key: 'name', title: t('admin.fields.name'), render: (_, c) => c.name },
        { key: 'company', title: t('admin.fields.company'), render: (_, c) => c.company.name },
        { key: 'isa', title: t('admin.fields.isa'), render: (_, c) => c.isa },
        { key: 'description', title: t('admin.fields.description'), render: (_, c) => c.description || '—' },
      ]}
      toValues={(c) => ({
        companyId: c?.company.id,
        name: c?.name ?? '',
        isa: c?.isa ?? '',
        description: c?.description ?? '',
      })}
      toBody={(v) => ({ ...v, description: v.description?.trim() || undefined })}
      fields={() => <CpuFields />}
    />
  );
}
