import { Button, Empty, Form, Input, Popconfirm, Select, Space, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, fieldLabel } from '@occ/shared';
import {
  ALL_PERMISSIONS,
  CONSOLE_DETAIL_ROUTES,
  CONSOLE_ROUTES,
  joinMenuPermission,
  MENU_ICONS,
  menuPermissionKeys,
  type MenuRow,
  type MenuUpdate,
} from '@occ/shared/admin';
import { ScrollRegion } from '~/components/ScrollRegion';
import { useMenuRows, useSaveMenus } from '../api/menus';
import { errorText, fieldErrorsOf } from '~/lib/form-errors';
import { useMay } from '../may';
import { canMove, displayOrder, move } from './order';
import { useFeedback } from '~/lib/feedback';

const LABEL_MAX = 40;
type Editable = 'labelZh' | 'labelEn' | 'icon' | 'route' | 'permission' | 'highlights';
/** errors of the last save by `items.<index>.<field>` (index into the rows as sent) */
type Errors = Record<string, string>;

const toUpdate = (rows: MenuRow[]): MenuUpdate => ({
  items: rows.map((r) => ({
    key: r.key,
    labelZh: r.labelZh,
    labelEn: r.labelEn,
    icon: r.icon as MenuUpdate['items'][number]['icon'],
    sort: r.sort,
    parentKey: r.parentKey,
    route: r.route,
    permission: r.permission,
    highlights: r.highlights,
  })),
});

/** The editor proper, started from the stored rows (remounted after a reload from the server). */
function Editor({ initial }: { initial: MenuRow[] }) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const { message } = useFeedback();
  const save = useSaveMenus();
  const manage = useMay()('menus.manage');
  const [rows, setRows] = useState(() => displayOrder(initial));
  const [errors, setErrors] = useState<Errors>({});
  const dirty = JSON.stringify(rows) !== JSON.stringify(displayOrder(initial));

  const edit = (index: number, field: Editable, value: MenuRow[Editable]) => {
    setRows((rs) => rs.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
    setErrors(({ [`items.${index}.${field}`]: _gone, ...rest }) => rest);
  };
  const reorder = (key: string, step: -1 | 1) => {
    setRows((rs) => move(rs, key, step));
    // indices change: errors of the last save no longer point at their rows
    setErrors({});
  };

  const onSave = () =>
    save.mutateAsync(toUpdate(rows)).then(
      () => {
        setErrors({});
        void message.success(t('adminAccess.menus.saved'));
      },
      (e: unknown) => {
        const fields = fieldErrorsOf(e, locale);
        if (!fields.length) {
          void message.error(errorText(e));
          return;
        }
        setErrors(Object.fromEntries(fields.map((f) => [f.name, f.errors[0] ?? ''])));
        void message.error(t('adminAccess.menus.fixFields'));
      },
    );

  /** A cell's control with the last save's error for it under it. */
  const cell = (index: number, field: string, control: ReactNode) => {
    const at = (f: string) => errors[`items.${index}.${f}`];
    // the row's key, group and order have no input of their own: their errors show on its name
    const err = field === 'labelZh' ? (at(field) ?? at('key') ?? at('parentKey') ?? at('sort')) : at(field);
    return (
      <Form.Item style={{ margin: 0 }} validateStatus={err ? 'error' : undefined} help={err}>
        {control}
      </Form.Item>
    );
  };
  const nameOf = (r: MenuRow) => (locale === 'zh-CN' ? r.labelZh : r.labelEn) || r.key;

  const columns: ColumnsType<MenuRow> = [
    {
      key: 'labelZh',
      title: fieldLabel('labelZh', locale),
      render: (_, r, i) =>
        cell(
          i,
          'labelZh',
          <Input
            aria-label={t('adminAccess.menus.fieldOf', {
              field: fieldLabel('labelZh', locale),
              name: nameOf(r),
            })}
            value={r.labelZh}
            maxLength={LABEL_MAX}
            style={{
              minInlineSize: 120,
              marginInlineStart: r.parentKey ? 24 : 0,
              fontWeight: r.parentKey ? undefined : 600,
            }}
            onChange={(e) => edit(i, 'labelZh', e.target.value)}
          />,
        ),
    },
    {
      key: 'labelEn',
      title: fieldLabel('labelEn', locale),
      render: (_, r, i) =>
        cell(
          i,
          'labelEn',
          <Input
            aria-label={t('adminAccess.menus.fieldOf', {
              field: fieldLabel('labelEn', locale),
              name: nameOf(r),
            })}
            value={r.labelEn}
            maxLength={LABEL_MAX}
            style={{ minInlineSize: 140 }}
            onChange={(e) => edit(i, 'labelEn', e.target.value)}
          />,
        ),
    },
    {
      key: 'icon',
      title: fieldLabel('icon', locale),
      render: (_, r, i) =>
        cell(
          i,
          'icon',
          <Select
            aria-label={t('adminAccess.menus.fieldOf', {
              field: fieldLabel('icon', locale),
              name: nameOf(r),
            })}
            value={r.icon}
            style={{ minInlineSize: 120 }}
            options={MENU_ICONS.map((v) => ({ value: v, label: t(`adminAccess.menus.icons.${v}`) }))}
            onChange={(v: string) => edit(i, 'icon', v)}
          />,
        ),
    },
    {
      key: 'route',
      title: fieldLabel('route', locale),
      render: (_, r, i) =>
        r.parentKey === null && !r.route
          ? t('adminAccess.menus.group')
          : cell(
              i,
              'route',
              <Select
                allowClear
                showSearch
                aria-label={t('adminAccess.menus.fieldOf', {
                  field: fieldLabel('route', locale),
                  name: nameOf(r),
                })}
                value={r.route ?? undefined}
                style={{ minInlineSize: 200 }}
                options={[...new Set([...CONSOLE_ROUTES, ...(r.route ? [r.route] : [])])].map((v) => ({
                  value: v,
                  label: v,
                }))}
                onChange={(v: string | undefined) => edit(i, 'route', v ?? null)}
              />,
            ),
    },
    {
      key: 'permission',
      title: fieldLabel('permission', locale),
      render: (_, r, i) =>
        cell(
          i,
          'permission',
          // several permissions: holding any one of them shows the entry
          <Select
            mode="multiple"
            allowClear
            aria-label={t('adminAccess.menus.fieldOf', {
              field: fieldLabel('permission', locale),
              name: nameOf(r),
            })}
            placeholder={t('adminAccess.menus.anyone')}
            value={menuPermissionKeys(r.permission)}
            style={{ minInlineSize: 180 }}
            options={ALL_PERMISSIONS.map((v) => ({ value: v, label: v }))}
            onChange={(v: string[]) => edit(i, 'permission', joinMenuPermission(v))}
          />,
        ),
    },
    {
      key: 'highlights',
      title: fieldLabel('highlights', locale),
      render: (_, r, i) =>
        r.parentKey === null && !r.route
          ? null
          : cell(
              i,
              'highlights',
              <Select
                mode="multiple"
                allowClear
                aria-label={t('adminAccess.menus.fieldOf', {
                  field: fieldLabel('highlights', locale),
                  name: nameOf(r),
                })}
                value={r.highlights}
                style={{ minInlineSize: 200 }}
                options={[...new Set([...CONSOLE_DETAIL_ROUTES, ...r.highlights])].map((v) => ({
                  value: v,
                  label: v,
                }))}
                onChange={(v: string[]) => edit(i, 'highlights', v)}
              />,
            ),
    },
    {
      key: 'order',
      title: fieldLabel('sort', locale),
      render: (_, r) => (
        <Space size={4}>
          <Button
            size="small"
            disabled={!canMove(rows, r.key, -1)}
            aria-label={t('adminAccess.menus.up', { name: nameOf(r) })}
            onClick={() => reorder(r.key, -1)}
          >
            ↑
          </Button>
          <Button
            size="small"
            disabled={!canMove(rows, r.key, 1)}
            aria-label={t('adminAccess.menus.down', { name: nameOf(r) })}
            onClick={() => reorder(r.key, 1)}
          >
            ↓
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ScrollRegion label={t('adminAccess.menus.title')}>
        <Table<MenuRow>
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={false}
          size="small"
          rowClassName={(r) => (r.parentKey === null ? 'menu-group-row' : 'menu-entry-row')}
        />
      </ScrollRegion>
      <Space style={{ marginBlockStart: 16 }}>
        <Popconfirm
          title={t('adminAccess.menus.saveConfirm')}
          description={t('adminAccess.menus.saveBody')}
          okText={t('adminAccess.menus.save')}
          cancelText={t('adminAccess.common.cancel')}
          onConfirm={onSave}
        >
          <Button type="primary" disabled={!dirty || !manage} loading={save.isPending}>
            {t('adminAccess.menus.save')}
          </Button>
        </Popconfirm>
        <Button
          disabled={!dirty}
          onClick={() => {
            setRows(displayOrder(initial));
            setErrors({});
          }}
        >
          {t('adminAccess.menus.revert')}
        </Button>
      </Space>
    </>
  );
}

/** /admin/menu: the console menu as data — rename in both languages, reorder, route, permission. */
export function MenuEditor() {
  const { t } = useTranslation();
  const q = useMenuRows();
  if (!q.data) {
    if (q.isError)
      return (
        <Empty description={t('adminAccess.common.loadFailed')}>
          <Button onClick={() => void q.refetch()}>{t('adminAccess.common.retry')}</Button>
        </Empty>
      );
    return <Spin />;
  }
  // a saved menu comes back from the server (a new answer): the editor starts again from it
  return <Editor key={q.dataUpdatedAt} initial={q.data} />;
}
