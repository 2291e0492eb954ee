import { Alert, AutoComplete, Button, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  contentLocale,
  fieldLabel,
  isMessageKey,
  translate,
  TICKET_ATTACHMENTS_MAX,
  TICKET_COMPANY_MAX,
  TICKET_DESCRIPTION_MAX,
  TICKET_DINGTALK_MAX,
  TICKET_PRODUCT_MAX,
  TICKET_TITLE_MAX,
  TICKET_USER_TYPES,
  TICKET_VERSION_MAX,
  ticketCreateBody,
  type TicketCreateBody,
  type TicketDetail,
} from '@occ/shared';
import { errorText, showOnFields } from '~/lib/form-errors';
import { zodRule } from '~/lib/form-rules';
import { useCreateTicket, useTicketClasses, useTicketProducts } from './api';
import { AttachmentPicker, useAttachmentUploads } from './Attachments';
import { useFeedback } from '~/lib/feedback';

const CONTACT_FIELDS = [
  ['remindMobile', 16, 'tel'],
  ['remindEmail', 254, 'email'],
  ['dingtalk', TICKET_DINGTALK_MAX, 'off'],
  ['contactPhone', 16, 'tel'],
  ['contactEmail', 254, 'email'],
] as const;

/**
 * `/support_form`: the ticket form of spec §3. The form checks with the server's schema; a refused
 * submission keeps every typed value ("Failed to create a ticket" or the field's own words).
 */
/** What a follow-up ticket takes over from the old one (never its descriptions). */
function startFrom(old: TicketDetail | null, title?: string): Partial<TicketCreateBody> {
  if (!old) return { userType: 'individual', ...(title ? { title } : {}) };
  return {
    relatedTo: old.id,
    classification: old.classification,
    title: old.title,
    productName: old.productName,
    productVersion: old.productVersion,
    userType: old.userType,
    companyName: old.companyName,
    remindMobile: old.remindMobile,
    remindEmail: old.remindEmail,
    dingtalk: old.dingtalk,
    contactPhone: old.contactPhone,
    contactEmail: old.contactEmail,
  };
}

/** `title`: a new ticket's title to start from (the assistant's "open a ticket"). */
export function TicketForm({ related = null, title }: { related?: TicketDetail | null; title?: string }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<TicketCreateBody>();
  const classes = useTicketClasses();
  const create = useCreateTicket();
  const productOptions = useTicketProducts();
  const uploads = useAttachmentUploads(TICKET_ATTACHMENTS_MAX);
  const [failed, setFailed] = useState<string | null>(null);
  const shape = ticketCreateBody.shape;
  const userType = Form.useWatch('userType', form);
  const rule = (name: keyof typeof shape) => [zodRule(shape[name], name, i18n.language)];

  const submit = async (values: TicketCreateBody) => {
    setFailed(null);
    if (uploads.busy) {
      // spec §8: the form is not sent while a file is still on its way
      const busy = translate('ticketUploadBusy', contentLocale(i18n.language));
      setFailed(busy);
      void message.warning(busy);
      return;
    }
    const parsed = ticketCreateBody.safeParse({ ...values, attachments: uploads.ids });
    if (!parsed.success) {
      // the checks across fields (company name, a reminder contact) in the server's words
      const loc = contentLocale(i18n.language);
      form.setFields(
        parsed.error.issues.map((issue) => {
          const field = String(issue.path[0] ?? 'remindMobile');
          const key = isMessageKey(issue.message) ? issue.message : 'fieldInvalid';
          return { name: field as never, errors: [translate(key, loc, { field: fieldLabel(field, loc) })] };
        }),
      );
      return;
    }
    try {
      const created = await create.mutateAsync(parsed.data);
      void message.success(t('tickets.form.done', { number: created.number }));
      void navigate(`/work_order_detail?id=${created.id}`);
    } catch (e) {
      if (!showOnFields(form, e)) setFailed(`${t('tickets.form.failed')}: ${errorText(e)}`);
    }
  };

  return (
    <Form<TicketCreateBody>
      form={form}
      layout="vertical"
      className="tk-form"
      initialValues={startFrom(related, title)}
      onFinish={(v) => void submit(v)}
      data-testid="ticket-form"
    >
      {failed ? <Alert type="error" showIcon title={failed} className="tk-alert" /> : null}
      {related ? (
        <Alert
          type="info"
          showIcon
          className="tk-alert"
          title={t('tickets.followUp.linked', { number: related.number })}
          data-testid="ticket-related"
        />
      ) : null}
      <Form.Item name="relatedTo" hidden>
        <Input type="hidden" />
      </Form.Item>
      <Form.Item
        name="classification"
        label={t('tickets.fields.classification')}
        required
        rules={rule('classification')}
      >
        <Select
          loading={classes.isLoading}
          options={(classes.data ?? []).map((c) => ({ value: c.value, label: c.label }))}
          placeholder={t('tickets.form.choose')}
          data-testid="ticket-classification"
        />
      </Form.Item>
      <Form.Item name="title" label={t('tickets.fields.title')} required rules={rule('title')}>
        <Input maxLength={TICKET_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('tickets.fields.description')}
        extra={t('tickets.form.markdown')}
        required
        rules={rule('description')}
      >
        <Input.TextArea rows={6} maxLength={TICKET_DESCRIPTION_MAX} />
      </Form.Item>
      <AttachmentPicker uploads={uploads} max={TICKET_ATTACHMENTS_MAX} testId="ticket-files" />
      <div className="tk-grid">
        <Form.Item
          name="productName"
          label={t('tickets.fields.productName')}
          extra={productOptions.data?.length ? t('tickets.form.productHint') : undefined}
          rules={rule('productName')}
        >
          {/* picked from the catalogue when it lists products; free text otherwise */}
          <AutoComplete
            options={productOptions.data ?? []}
            maxLength={TICKET_PRODUCT_MAX}
            filterOption={(input, o) =>
              String(o?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            data-testid="ticket-product"
          />
        </Form.Item>
        <Form.Item
          name="productVersion"
          label={t('tickets.fields.productVersion')}
          rules={rule('productVersion')}
        >
          <Input maxLength={TICKET_VERSION_MAX} autoComplete="off" />
        </Form.Item>
      </div>
      <Form.Item name="userType" label={t('tickets.fields.userType')}>
        <Radio.Group
          options={TICKET_USER_TYPES.map((u) => ({ value: u, label: t(`tickets.userTypes.${u}`) }))}
        />
      </Form.Item>
      {userType === 'company' ? (
        <Form.Item
          name="companyName"
          label={t('tickets.fields.companyName')}
          required
          rules={rule('companyName')}
        >
          <Input maxLength={TICKET_COMPANY_MAX} autoComplete="organization" />
        </Form.Item>
      ) : null}
      <p className="tk-hint">{t('tickets.form.reminderHint')}</p>
      <div className="tk-grid">
        {CONTACT_FIELDS.map(([name, max, ac]) => (
          <Form.Item key={name} name={name} label={t(`tickets.fields.${name}`)} rules={rule(name)}>
            <Input maxLength={max} autoComplete={ac} />
          </Form.Item>
        ))}
      </div>
      <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="ticket-submit">
        {t('tickets.form.submit')}
      </Button>
    </Form>
  );
}
