import { Button, Input, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eventsFrom } from '@occ/shared';
import { previewHref, type AdminAreaDeclaration, type AreaFilter } from '@occ/shared/admin';
import { LinkButton } from '~/components/LinkButton';
import { PagedTable } from '~/components/PagedTable';
import { ScrollRegion } from '~/components/ScrollRegion';
import { StatusPage } from '~/components/StatusPage';
import { useMergedSearchParams } from '~/lib/search-params';
import { can, useConsoleInfo } from '../console-info';
import { errorText } from '../errors';
import {
  areaPath,
  useAreaList,
  useBulkDeleteArea,
  useDeleteArea,
  useTransitionArea,
  type AreaRow,
} from './api';
import { AreaTabs } from './AreaTabs';
import { CellValue } from './CellValue';
import { DetailDrawer } from './DetailDrawer';
import { useOptionsOf } from './FieldInput';
import { useAreaLabels } from './labels';
import { apiQueryOf, listViewOf, searchOf, sortOrderOf, type AreaListView } from './list-view';
import { useFeedback } from '~/lib/feedback';

function FilterSelect({
  decl,
  filter,
  value,
  onChange,
}: {
  decl: AdminAreaDeclaration;
  filter: AreaFilter;
  value: string | undefined;
  onChange: (v: string | undefined) => void;
}) {
  const labels = useAreaLabels(decl);
  const source = useOptionsOf(decl, filter);
  const options =
    filter.kind === 'switch'
      ? [
          { value: 'true', label: labels.yesNo.yes },
          { value: 'false', label: labels.yesNo.no },
        ]
      : source.options;
  const label = labels.field(filter.name);
  return (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      value={value}
      options={options}
      loading={source.loading}
      onChange={(v: string | undefined) => onChange(v ?? undefined)}
      style={{ minInlineSize: 160 }}
      popupMatchSelectWidth={false}
      data-testid={`filter-${filter.name}`}
    />
  );
}

/** Where a row is edited: `<editRoute>/<id>`. */
export const itemRoute = (decl: AdminAreaDeclaration, id: string | number) => `${decl.editRoute}/${id}`;

/**
 * The list page of a declared area: search, filters, sort and page kept in the URL, server
 * pagination, row selection with bulk delete, CSV export of the current filters, and per row
 * details (drawer), edit and delete, each shown only with the permission it needs.
 */
export function AreaListPage({
  decl,
  rowActions,
  toolbar,
}: {
  decl: AdminAreaDeclaration;
  /** the area's own links beside export (pages of its own, like the work orders' reports) */
  toolbar?: ReactNode;
  /** the area's own buttons on each row (DESIGN §10: an area may replace or add any part) */
  rowActions?: (item: AreaRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const info = useConsoleInfo();
  const labels = useAreaLabels(decl);
  const [params, setParams] = useMergedSearchParams();
  const view = listViewOf(decl, params);
  const list = useAreaList(decl, apiQueryOf(view));
  const remove = useDeleteArea(decl);
  const bulk = useBulkDeleteArea(decl);
  const transition = useTransitionArea(decl);
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [detail, setDetail] = useState<AreaRow | null>(null);

  const mayCreate = !decl.noCreate && can(info, decl.actions.create);
  const mayUpdate = Boolean(decl.actions.update) && can(info, decl.actions.update);
  const mayDelete = Boolean(decl.actions.delete) && can(info, decl.actions.delete);

  if (!can(info, decl.actions.read)) {
    return <StatusPage status="403" title={<h1 className="result-title">{t('admin.forbiddenTitle')}</h1>} />;
  }

  /** a new search, filter or sort starts again on page 1 */
  const setView = (patch: Partial<AreaListView>) =>
    setParams((prev) => searchOf(decl, { ...listViewOf(decl, prev), page: 1, ...patch }), {
      preventScrollReset: true,
    });
  const nameOf = (item: AreaRow) => String(item[decl.titleField] ?? item.id);

  const confirmDelete = (item: AreaRow) =>
    modal.confirm({
      title: t('adminConsole.list.deleteTitle', { name: nameOf(item) }),
      content: t('adminConsole.list.deleteBody'),
      okText: t('adminConsole.list.delete'),
      okButtonProps: { danger: true },
      cancelText: t('adminConsole.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(item.id);
          setSelected((s) => s.filter((id) => id !== item.id));
          void message.success(t('adminConsole.list.deleted', { name: nameOf(item) }));
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });

  const confirmBulkDelete = () =>
    modal.confirm({
      title: t('adminConsole.list.bulkDeleteTitle', { count: selected.length }),
      content: t('adminConsole.list.deleteBody'),
      okText: t('adminConsole.list.delete'),
      okButtonProps: { danger: true },
      cancelText: t('adminConsole.cancel'),
      onOk: async () => {
        try {
          const { deleted } = await bulk.mutateAsync(selected);
          setSelected([]);
          void message.success(t('adminConsole.list.bulkDeleted', { count: deleted }));
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });

  /** the lifecycle events a row's state allows (publishing stays with the publish panel) */
  const eventsOf = (item: AreaRow) =>
    decl.lifecycle && mayUpdate
      ? eventsFrom(decl.lifecycle.table, String(item[decl.lifecycle.column])).filter((e) =>
          decl.lifecycle!.events.includes(e),
        )
      : [];
  const confirmTransition = (item: AreaRow, event: string) =>
    modal.confirm({
      title: t('adminConsole.list.transitionTitle', {
        action: t(`adminAreas.${decl.key}.transitions.${event}`),
        name: nameOf(item),
      }),
      okText: t(`adminAreas.${decl.key}.transitions.${event}`),
      cancelText: t('adminConsole.cancel'),
      onOk: async () => {
        try {
          await transition.mutateAsync({ id: item.id, event });
          void message.success(t('adminConsole.list.transitioned', { name: nameOf(item) }));
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });

  const columns: ColumnsType<AreaRow> = [
    ...decl.columns.map((c) => ({
      key: c.name,
      dataIndex: c.name,
      title: labels.field(c.name),
      sorter: decl.sort.includes(c.name),
      sortOrder: decl.sort.includes(c.name) ? sortOrderOf(view.sort, c.name) : undefined,
      render: (v: unknown) => <CellValue decl={decl} column={c} value={v} />,
    })),
    {
      key: 'actions',
      title: t('adminConsole.list.actions'),
      render: (_: unknown, item: AreaRow) => (
        <Space wrap size="small">
          <Button size="small" onClick={() => setDetail(item)}>
            {t('adminConsole.list.details')}
          </Button>
          {mayUpdate && decl.fields.length > 0 ? (
            <LinkButton size="small" to={itemRoute(decl, item.id)}>
              {t('adminConsole.list.edit')}
            </LinkButton>
          ) : null}
          {/* a read-only area's own row actions (scoring, revoking) check their own permission */}
          {rowActions && (mayUpdate || !decl.actions.update) ? rowActions(item) : null}
          {(decl.rowLinks ?? []).map((l) => (
            <LinkButton key={l.key} size="small" to={l.to.replace('{id}', String(item.id))}>
              {t(`adminAreas.${decl.key}.links.${l.key}`)}
            </LinkButton>
          ))}
          {eventsOf(item).map((event) => (
            <Button
              key={event}
              size="small"
              danger={event === 'cancel'}
              onClick={() => confirmTransition(item, event)}
            >
              {t(`adminAreas.${decl.key}.transitions.${event}`)}
            </Button>
          ))}
          {previewHref(decl, item) ? (
            <Button size="small" href={previewHref(decl, item)!} target="_blank" rel="noopener">
              {t('adminConsole.list.preview')}
            </Button>
          ) : null}
          {mayDelete ? (
            <Button size="small" danger onClick={() => confirmDelete(item)}>
              {t('adminConsole.list.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const exportHref = `${areaPath(decl, 'export')}?${new URLSearchParams(apiQueryOf(view, false))}`;
  const headingId = `area-${decl.key}-title`;

  return (
    <section aria-labelledby={headingId}>
      <AreaTabs decl={decl} />
      <div className="console-toolbar">
        <h1 id={headingId} style={{ margin: 0 }}>
          {labels.title}
        </h1>
        <Space wrap>
          {toolbar}
          <Button href={exportHref} download data-testid="area-export">
            {t('adminConsole.list.export')}
          </Button>
          {mayCreate ? (
            <LinkButton type="primary" to={`${decl.editRoute}/new`}>
              {labels.newTitle}
            </LinkButton>
          ) : null}
        </Space>
      </div>
      <div className="console-toolbar">
        <div className="console-filters">
          {decl.search ? (
            <Input.Search
              aria-label={t('adminConsole.list.search', { what: labels.title })}
              placeholder={t('adminConsole.list.searchPlaceholder')}
              allowClear
              maxLength={100}
              // a new URL (back, a link) shows its own search text
              key={view.q}
              defaultValue={view.q}
              onSearch={(v) => setView({ q: v.trim() })}
              style={{ inlineSize: 240 }}
            />
          ) : null}
          {decl.filters.map((f) => (
            <FilterSelect
              key={f.name}
              decl={decl}
              filter={f}
              value={view.filters[f.name]}
              onChange={(v) => {
                const filters = { ...view.filters };
                if (v) filters[f.name] = v;
                else delete filters[f.name];
                setView({ filters });
              }}
            />
          ))}
        </div>
        {mayDelete && selected.length > 0 ? (
          <Button danger onClick={confirmBulkDelete} loading={bulk.isPending}>
            {t('adminConsole.list.deleteSelected', { count: selected.length })}
          </Button>
        ) : null}
      </div>
      <ScrollRegion label={labels.title}>
        <PagedTable<AreaRow>
          query={list}
          page={list.data?.page ?? view.page}
          onPage={(page) =>
            setParams((prev) => searchOf(decl, { ...listViewOf(decl, prev), page }), {
              preventScrollReset: true,
            })
          }
          columns={columns}
          emptyText={t('adminConsole.list.empty')}
          failedText={list.isError ? errorText(list.error) : ''}
          ownScroll={false}
          testId={`area-table-${decl.key}`}
          rowSelection={
            mayDelete
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as (string | number)[]),
                  preserveSelectedRowKeys: true,
                }
              : undefined
          }
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action !== 'sort' || Array.isArray(sorter)) return;
            const name = String(sorter.columnKey ?? sorter.field ?? '');
            if (!name) return;
            // antd's third click clears the order; the list always has one, so it turns over
            const next = sorter.order
              ? sorter.order === 'descend'
                ? `-${name}`
                : name
              : view.sort === name
                ? `-${name}`
                : name;
            setView({ sort: next });
          }}
        />
      </ScrollRegion>
      <DetailDrawer decl={decl} item={detail} onClose={() => setDetail(null)} />
    </section>
  );
}
