import { Button, Empty, Table, type FormInstance } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalTime } from '~/components/LocalTime';
import { FormDialog } from '~/components/FormDialog';
import {
  useCatalogueHardware,
  useCreateOrder,
  useOrders,
  type OrderKind,
  type OrderRow,
  type OrderBody,
} from './orders-api';
import { DevicePage, LoadFailed } from './parts';

// The shell every order kind of the device console shares (small batch, voice training): a paged
// list with a "new" dialog, and the dialog's submit; a kind declares its own columns and fields.

/** The catalogue's hardware as select options ("name (code)"), with its loading state. */
export function useHardwareOptions() {
  const hardware = useCatalogueHardware();
  const options = (hardware.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }));
  return { options, loading: hardware.isPending };
}

interface ListProps<K extends OrderKind> {
  kind: K;
  id: string;
  title: string;
  newLabel: string;
  emptyText: string;
  /** the kind's leading columns; state and creation time follow */
  columns: ColumnsType<OrderRow<K>>;
  dialog: (open: boolean, onClose: () => void) => ReactNode;
}

/** A paged list of one kind's orders with a button that opens its create dialog. */
export function OrderListPage<K extends OrderKind>(p: ListProps<K>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useOrders(p.kind, page);
  const [creating, setCreating] = useState(false);
  return (
    <DevicePage
      id={p.id}
      title={p.title}
      actions={
        <Button type="primary" onClick={() => setCreating(true)}>
          {p.newLabel}
        </Button>
      }
    >
      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : (
        <Table<OrderRow<K>>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={list.isPending}
          dataSource={list.data?.items ?? []}
          pagination={{ current: page, total: list.data?.total ?? 0, pageSize: 20, onChange: setPage }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={p.emptyText} /> }}
          columns={[
            ...p.columns,
            {
              key: 'state',
              title: t('deviceConsole.stateLabel'),
              render: (_, o) => t(`deviceOrders.states.${o.state}`),
            },
            {
              key: 'at',
              title: t('deviceConsole.createdAt'),
              render: (_, o) => <LocalTime iso={o.createdAt} withTime />,
            },
          ]}
        />
      )}
      {p.dialog(creating, () => setCreating(false))}
    </DevicePage>
  );
}

interface DialogProps<K extends OrderKind, V extends object> {
  kind: K;
  open: boolean;
  onClose: () => void;
  title: string;
  form: FormInstance<V>;
  /** the form's starting values (a list starts with one row) */
  initialValues: Record<string, unknown>;
  children: ReactNode;
}

/** The create dialog of one kind: the shared form dialog sending the kind's order. */
export function OrderDialog<K extends OrderKind, V extends object>(p: DialogProps<K, V>) {
  const { t } = useTranslation();
  const create = useCreateOrder(p.kind);
  return (
    <FormDialog<V>
      open={p.open}
      title={p.title}
      okText={t('deviceOrders.submit')}
      cancelText={t('deviceConsole.cancel')}
      onClose={p.onClose}
      form={p.form}
      pending={create.isPending}
      initialValues={p.initialValues}
      save={async (v) => {
        await create.mutateAsync(v as unknown as OrderBody<K>);
        return t('deviceOrders.created');
      }}
    >
      {p.children}
    </FormDialog>
  );
}
