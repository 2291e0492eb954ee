import { Alert, Button, Card, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_TEMPLATE_KEYS, type PageTemplateKey } from '@occ/shared/pages/templates';
import { errorText } from '~/lib/form-errors';
import { usePageTemplates } from './api';

/**
 * A new page starts from a template (spec §1 `tpl`, templates.list): choosing one fills the form's
 * blocks in both languages with the template's starting set, which staff then edit and reorder.
 */
export function TemplatePicker({ form }: { form: FormInstance<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const templates = usePageTemplates();
  // `?template=<key>`: the console's template list (/admin/tpl) opened this form with one chosen
  const [params] = useSearchParams();
  const asked = params.get('template');
  const [chosen, setChosen] = useState<PageTemplateKey | null>(() =>
    asked && (PAGE_TEMPLATE_KEYS as readonly string[]).includes(asked) ? (asked as PageTemplateKey) : null,
  );
  // the blocks of the template the form was last filled with
  const filled = useRef<PageTemplateKey | null>(null);

  // fill the form's blocks with the chosen template's (once its list has arrived)
  useEffect(() => {
    const tpl = chosen ? templates.data?.find((x) => x.key === chosen) : undefined;
    if (!tpl || filled.current === chosen) return;
    filled.current = chosen;
    // structuredClone: the form edits its own copy, never the cached template
    form.setFieldsValue({ blocksZh: structuredClone(tpl.blocksZh), blocksEn: structuredClone(tpl.blocksEn) });
  }, [chosen, templates.data, form]);

  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('pages.templates.title')}</h2>}
      style={{ marginBlockEnd: 24, maxInlineSize: 860 }}
      data-testid="page-templates"
    >
      <p style={{ marginBlockStart: 0 }}>{t('pages.templates.intro')}</p>
      {templates.isError ? (
        <Alert
          type="error"
          showIcon
          message={errorText(templates.error)}
          action={<Button onClick={() => void templates.refetch()}>{t('error.retry')}</Button>}
        />
      ) : (
        <Select<PageTemplateKey>
          aria-label={t('pages.templates.choose')}
          placeholder={t('pages.templates.choose')}
          loading={templates.isPending}
          disabled={!templates.data}
          value={chosen}
          onChange={setChosen}
          style={{ minInlineSize: 260 }}
          options={PAGE_TEMPLATE_KEYS.map((key) => ({
            value: key,
            label: t(`pages.templates.names.${key}`),
          }))}
        />
      )}
      {chosen ? (
        <p style={{ marginBlock: '8px 0' }} role="status">
          {t('pages.templates.applied', { name: t(`pages.templates.names.${chosen}`) })}
        </p>
      ) : null}
    </Card>
  );
}
