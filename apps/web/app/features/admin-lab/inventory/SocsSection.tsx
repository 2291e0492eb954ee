import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  INVENTORY_NAME_MAX,
  INVENTORY_TEXT_MAX,
  labSocBody,
  type LabSocBody,
  type LabSocItem,
} from '@occ/shared';
import { useInventoryOptions } from '../api/inventory';
import { InventorySection } from './InventorySection';
import { useZodRule } from './use-zod-rule';

const shape = labSocBody.shape;

function SocFields() {
  const { t } = useTranslation();
  const rule = useZodRule();
  const companies = useInventoryOptions('companies');
  const cpus = useInventoryOptions('cpus');
  return (
    <>
      <Form.Item name="name" label={t('admin.fields.name')} required rules={[rule(shape.name, 'name')]}>
        <Input maxLength={INVENTORY_NAME_MAX} />
      </Form.Item>
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
      <Form.Item
        name="cpuModelId"
        label={t('admin.fields.cpu')}
        required
        rules={[rule(shape.cpuModelId, 'cpuModelId')]}
      >
        <Select options={cpus.data ?? []} loading={cpus.isPending} showSearch optionFilterProp="label" />
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

/** SoC models: the chip, its maker and the CPU it is built on. */
export function SocsSection({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  return (
    <InventorySection<LabSocItem, LabSocBody>
      resource="socs"
      title={t('admin.chip.socs')}
      newLabel={t('admin.chip.newSoc')}
      editLabel={t('admin.chip.editSoc')}
      page={page}
      onPage={onPage}
      columns={[
        { key: 'name', title: t('admin.fields.name'), render: (_, s) => s.name },
        { key: 'company', title: t('admin.fields.company'), render: (_, s) => s.company.name },
        { key: 'cpu', title: t('admin.fields.cpu'), render: (_, s) => s.cpu.name },
        { key: 'description', title: t('admin.fields.description'), render: (_, s) => s.description || '—' },
      ]}
      toValues={(s) => ({
        name: s?.name ?? '',
        companyId: s?.company.id,
        cpuModelId: s?.cpu.id,
        description: s?.description ?? '',
      })}
      toBody={(v) => ({ ...v, description: v.description?.trim() || undefined })}
      fields={() => <SocFields />}
    />
  );
}
