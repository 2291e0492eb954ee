import { DatePicker, Form, Input, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  INVENTORY_NAME_MAX,
  INVENTORY_TEXT_MAX,
  INVENTORY_URL_MAX,
  labBoardBody,
  type LabBoardBody,
  type LabBoardItem,
} from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { useFacetSuggestions } from '../api/facets';
import { useInventoryOptions } from '../api/inventory';
import { InventorySection } from './InventorySection';
import { TagsInput } from './TagsInput';
import { useZodRule } from './use-zod-rule';

const shape = labBoardBody.shape;

/** The form holds the end date as a calendar day; the body carries an instant. */
type BoardValues = Omit<LabBoardBody, 'availableUntil'> & { availableUntil?: Dayjs | null };

const TAG_FIELDS = [
  ['osTypes', 'osTypes'],
  ['industries', 'industries'],
  ['fields', 'fields'],
  ['microservices', 'microservices'],
] as const;

function BoardFields() {
  const { t } = useTranslation();
  const rule = useZodRule();
  const companies = useInventoryOptions('companies');
  const socs = useInventoryOptions('socs');
  const facets = useFacetSuggestions();
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
        name="socModelId"
        label={t('admin.fields.soc')}
        required
        rules={[rule(shape.socModelId, 'socModelId')]}
      >
        <Select options={socs.data ?? []} loading={socs.isPending} showSearch optionFilterProp="label" />
      </Form.Item>
      {TAG_FIELDS.map(([name, facet]) => (
        <Form.Item key={name} name={name} label={t(`admin.fields.${name}`)} rules={[rule(shape[name], name)]}>
          <TagsInput suggestions={facets.data?.[facet] ?? []} />
        </Form.Item>
      ))}
      <Form.Item name="availableUntil" label={t('admin.fields.availableUntil')}>
        <DatePicker
          style={{ inlineSize: '100%' }}
          disabledDate={(d) => d.isBefore(dayjs(), 'day')}
          placeholder={t('admin.chip.openEnded')}
        />
      </Form.Item>
      <Form.Item
        name="imageUrl"
        label={t('admin.fields.imageUrl')}
        rules={[rule(shape.imageUrl, 'imageUrl')]}
      >
        <Input type="url" maxLength={INVENTORY_URL_MAX} placeholder="https://" />
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

const tagList = (values: string[]) => (values.length ? values.map((v) => <Tag key={v}>{v}</Tag>) : '—');

/** Development board models: what the evaluation cards show, with their tags and end date. */
export function BoardsSection({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  return (
    <InventorySection<LabBoardItem, BoardValues>
      resource="boards"
      title={t('admin.chip.boards')}
      newLabel={t('admin.chip.newBoard')}
      editLabel={t('admin.chip.editBoard')}
      page={page}
      onPage={onPage}
      columns={[
        { key: 'name', title: t('admin.fields.name'), render: (_, b) => b.name },
        { key: 'company', title: t('admin.fields.company'), render: (_, b) => b.company.name },
        { key: 'soc', title: t('admin.fields.soc'), render: (_, b) => b.soc.name },
        { key: 'osTypes', title: t('admin.fields.osTypes'), render: (_, b) => tagList(b.osTypes) },
        { key: 'industries', title: t('admin.fields.industries'), render: (_, b) => tagList(b.industries) },
        { key: 'fields', title: t('admin.fields.fields'), render: (_, b) => tagList(b.fields) },
        {
          key: 'microservices',
          title: t('admin.fields.microservices'),
          render: (_, b) => tagList(b.microservices),
        },
        { key: 'devices', title: t('admin.index.counts.devices'), render: (_, b) => b.deviceCount },
        {
          key: 'availableUntil',
          title: t('admin.fields.availableUntil'),
          render: (_, b) =>
            b.availableUntil ? <LocalTime iso={b.availableUntil} /> : t('admin.chip.openEnded'),
        },
      ]}
      toValues={(b) => ({
        name: b?.name ?? '',
        companyId: b?.company.id,
        socModelId: b?.soc.id,
        osTypes: b?.osTypes ?? [],
        industries: b?.industries ?? [],
        fields: b?.fields ?? [],
        microservices: b?.microservices ?? [],
        availableUntil: b?.availableUntil ? dayjs(b.availableUntil) : null,
        imageUrl: b?.imageUrl ?? '',
        description: b?.description ?? '',
      })}
      toBody={(v): LabBoardBody => ({
        ...v,
        description: v.description?.trim() || undefined,
        imageUrl: v.imageUrl?.trim() || undefined,
        // the chosen day is bookable to its end, in the administrator's time zone
        availableUntil: v.availableUntil ? v.availableUntil.endOf('day').toISOString() : null,
      })}
      fields={() => <BoardFields />}
    />
  );
}
