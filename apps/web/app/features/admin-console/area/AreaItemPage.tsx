import { Button, Form, Skeleton, Space, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminAreaDeclaration } from '@occ/shared/admin';
import { LinkButton } from '~/components/LinkButton';
import { NotFound } from '~/components/NotFound';
import { StatusPage } from '~/components/StatusPage';
import { useHydrated } from '~/lib/hydrated';
import { RequestError } from '~/lib/request';
import { can, useConsoleInfo } from '../console-info';
import { errorText, showOnFields } from '../errors';
import { useAreaItem, useSaveArea, type AreaRow } from './api';
import { itemRoute } from './AreaListPage';
import { FieldInput } from './FieldInput';
import { useAreaLabels } from './labels';
import { PublishPanel } from './PublishPanel';
import { toBody, toFormValues } from './values';
import { useFeedback } from '~/lib/feedback';

/**
 * One item of a declared area (`<editRoute>/<id>`, or `<editRoute>/new`): the form built from the
 * declaration's fields, validated with its schema field by field; a refused save puts the
 * server's field errors on the fields and keeps what was typed. Publishable areas show the
 * publication panel under a saved item, then the area's own parts (`itemParts`); a new item may
 * show the area's own controls above its form (`newItemParts`). An area's own panel given the form
 * (`formAside`: a page's live preview) sits beside the form on a wide screen, under it on a narrow one.
 */
export function AreaItemPage({
  decl,
  id,
  itemParts,
  newItemParts,
  formAside,
}: {
  decl: AdminAreaDeclaration;
  id: string;
  /** the area's own controls for a saved item, shown to those who may edit it (routes/admin/area-parts.tsx) */
  itemParts?: (row: AreaRow) => ReactNode;
  /** the area's own controls above a new item's form, given the form (a page's template choice) */
  newItemParts?: (form: FormInstance<Record<string, unknown>>) => ReactNode;
  /** the area's own panel beside the form, given the form (drawn in the browser only) */
  formAside?: (form: FormInstance<Record<string, unknown>>) => ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const info = useConsoleInfo();
  const labels = useAreaLabels(decl);
  const isNew = id === 'new';
  const item = useAreaItem(decl, isNew ? null : id);
  const save = useSaveArea(decl);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [dirty, setDirty] = useState(false);
  // a restored version replaces the form's values: the form starts again from the new body
  const [generation, setGeneration] = useState(0);
  const hydrated = useHydrated();

  const mayWrite = isNew ? !decl.noCreate && can(info, decl.actions.create) : can(info, decl.actions.update);
  if (!can(info, decl.actions.read) || (isNew && !mayWrite)) {
    if (isNew && decl.noCreate) return <NotFound />;
    return <StatusPage status="403" title={<h1 className="result-title">{t('admin.forbiddenTitle')}</h1>} />;
  }
  if (!isNew && item.isPending) return <Skeleton active />;
  if (!isNew && item.isError) {
    if (item.error instanceof RequestError && item.error.status === 404)
      return <NotFound message={item.error.message} />;
    return (
      <StatusPage
        status="error"
        title={<h1 className="result-title">{errorText(item.error)}</h1>}
        extra={<Button onClick={() => void item.refetch()}>{t('error.retry')}</Button>}
      />
    );
  }

  const row = item.data?.item ?? null;
  const name = row ? String(row[decl.titleField] ?? row.id) : '';
  const headingId = `area-${decl.key}-item-title`;

  // onFinish runs once every field's rule passed
  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = await save.mutateAsync({ id: isNew ? null : id, body: toBody(decl, values) });
      setDirty(false);
      void message.success(
        t('adminConsole.form.saved', { name: String(saved[decl.titleField] ?? saved.id) }),
      );
      if (isNew) void navigate(itemRoute(decl, saved.id), { replace: true });
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };

  const itemForm = (
    <Form
      key={`${id}-${generation}`}
      form={form}
      layout="vertical"
      name={`area-${decl.key}`}
      initialValues={toFormValues(decl, item.data?.body ?? null)}
      onValuesChange={() => setDirty(true)}
      onFinish={(values) => void submit(values)}
      style={{ maxInlineSize: 860 }}
      disabled={!mayWrite}
    >
      {decl.fields.map((f) => (
        <FieldInput key={f.name} decl={decl} field={f} editing={!isNew} disabled={!mayWrite} />
      ))}
      {mayWrite ? (
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('adminConsole.form.save')}
          </Button>
        </Space>
      ) : null}
    </Form>
  );

  return (
    <section aria-labelledby={headingId}>
      <div className="console-toolbar">
        <h1 id={headingId} style={{ margin: 0 }}>
          {isNew ? labels.newTitle : `${labels.editTitle} · ${name}`}
        </h1>
        <LinkButton to={decl.route}>{t('adminConsole.form.back', { what: labels.title })}</LinkButton>
      </div>
      {!isNew && decl.publish && row ? (
        <PublishPanel
          decl={decl}
          item={row}
          dirty={dirty}
          onRestored={async () => {
            await item.refetch();
            setDirty(false);
            setGeneration((g) => g + 1);
          }}
        />
      ) : null}
      {!isNew && row && mayWrite && itemParts ? itemParts(row) : null}
      {isNew && mayWrite && newItemParts ? newItemParts(form) : null}
      {formAside ? (
        <div className="area-item-with-aside">
          {itemForm}
          <div className="area-item-aside">{hydrated ? formAside(form) : null}</div>
        </div>
      ) : (
        itemForm
      )}
    </section>
  );
}
