import { PagedTable } from '~/components/PagedTable';
import { App, Button, Form, Input, Modal, Space, type FormInstance } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteInventory,
  useInventoryList,
  useSaveInventory,
  type InventoryResource,
} from '../api/inventory';
import { ScrollRegion } from '~/components/ScrollRegion';
import { errorText, showOnFields } from '../errors';

interface Props<T extends { id: number; name: string }, V> {
  resource: InventoryResource;
  /** the section's heading (h2) and the modal titles */
  title: string;
  newLabel: string;
  editLabel: string;
  columns: ColumnsType<T>;
  /** the form's items; `editing` is null when creating */
  fields: (form: FormInstance<V>, editing: T | null) => ReactNode;
  toValues: (item: T | null) => Partial<V>;
  toBody: (values: V) => unknown;
  page: number;
  onPage: (page: number) => void;
  /** more buttons on a row (the device state) */
  rowActions?: (item: T) => ReactNode;
}

/**
 * One inventory table with create and edit in a modal form and delete with confirmation. Server
 * refusals land on the fields (422 names them; 409 "name in use" goes on the name) and the typed
 * values stay; "in use" on delete is shown as a message.
 */
export function InventorySection<T extends { id: number; name: string }, V extends object>(
  props: Props<T, V>,
) {
  const { resource, title, newLabel, editLabel, page, onPage } = props;
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [search, setSearch] = useState('');
  const q = useInventoryList<T>(resource, page, search);
  const save = useSaveInventory<T, unknown>(resource);
  const remove = useDeleteInventory(resource);
  const [form] = Form.useForm<V>();
  // undefined: closed; null: creating; an item: editing it
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const headingId = `admin-${resource}-title`;

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const saved = await save.mutateAsync({ id: editing?.id, body: props.toBody(values) });
      void message.success(t('admin.common.saved', { name: (saved as T | undefined)?.name ?? '' }));
      setEditing(undefined);
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };

  const confirmDelete = (item: T) =>
    modal.confirm({
      title: t('admin.common.deleteTitle', { name: item.name }),
      content: t('admin.common.deleteBody'),
      okText: t('admin.common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(item.id);
          void message.success(t('admin.common.deleted', { name: item.name }));
        } catch (e) {
          // 409 labInUse: the server says what still uses it
          void message.error(errorText(e));
        }
      },
    });

  const columns: ColumnsType<T> = [
    ...props.columns,
    {
      key: 'actions',
      title: t('admin.common.actions'),
      render: (_, item) => (
        <Space wrap>
          {props.rowActions?.(item)}
          <Button size="small" onClick={() => setEditing(item)} data-testid={`edit-${resource}-${item.id}`}>
            {t('admin.common.edit')}
          </Button>
          <Button
            size="small"
            danger
            onClick={() => confirmDelete(item)}
            data-testid={`delete-${resource}-${item.id}`}
          >
            {t('admin.common.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="admin-inventory">
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 12,
        }}
      >
        <h2 id={headingId} style={{ fontSize: 20, margin: '8px 0 12px' }}>
          {title}
        </h2>
        <Space wrap>
          <Input.Search
            aria-label={t('admin.common.searchName', { what: title })}
            placeholder={t('admin.common.searchPlaceholder')}
            allowClear
            maxLength={64}
            onSearch={(v) => {
              setSearch(v.trim());
              onPage(1);
            }}
            style={{ inlineSize: 220 }}
          />
          <Button type="primary" onClick={() => setEditing(null)}>
            {newLabel}
          </Button>
        </Space>
      </div>
      <ScrollRegion label={title}>
        <PagedTable<T>
          query={q}
          page={q.data?.page ?? page}
          onPage={onPage}
          columns={columns}
          emptyText={t('admin.common.empty')}
          failedText={q.isError ? errorText(q.error) : ''}
          ownScroll={false}
        />
      </ScrollRegion>
      <Modal
        open={editing !== undefined}
        title={editing ? `${editLabel} · ${editing.name}` : newLabel}
        okText={t('admin.common.save')}
        cancelText={t('admin.common.cancel')}
        confirmLoading={save.isPending}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
        width={640}
      >
        {editing !== undefined ? (
          <Form<V>
            form={form}
            layout="vertical"
            name={`inventory-${resource}`}
            preserve={false}
            initialValues={props.toValues(editing)}
          >
            {props.fields(form, editing)}
          </Form>
        ) : null}
      </Modal>
    </section>
  );
}
