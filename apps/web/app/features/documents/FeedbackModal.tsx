import { Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  contentLocale,
  DOCUMENT_FEEDBACK_MAX,
  DOCUMENT_FEEDBACK_TAGS,
  documentFeedbackInput,
  type DocumentFeedbackInput,
  type DocumentFeedbackTag,
  type DocumentTocEntry,
} from '@occ/shared';
import { CaptchaField, useCaptchaSubmit } from '~/components/auth/CaptchaForm';
import type { CaptchaValue } from '~/components/auth/CaptchaInput';
import { zodRule } from '~/lib/form-rules';
import { request } from '~/lib/request';

interface Values {
  description: string;
  tags: DocumentFeedbackTag[];
  section: string;
  captcha?: CaptchaValue;
}

/**
 * The feedback modal (spec §2, §3, §5): problem description (required, ≤ 2000 with a count),
 * optional tags, the section it refers to, and for a visitor the graphic code. Loaded on first open.
 */
export default function FeedbackModal({
  documentId,
  toc,
  signedIn,
  open,
  onClose,
}: {
  documentId: number;
  toc: DocumentTocEntry[];
  signedIn: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const [form] = Form.useForm<Values>();
  const { captchaRef, pending, submit } = useCaptchaSubmit(form, onClose);

  const onFinish = (v: Values) => {
    const body: DocumentFeedbackInput = {
      description: v.description.trim(),
      tags: v.tags ?? [],
      section: v.section ?? '',
      ...(v.captcha ?? {}),
    };
    return submit(
      () => request<{ message: string }>(`/api/documents/${documentId}/feedback`, { method: 'POST', body }),
      t('documents.feedback.sent'),
    );
  };

  return (
    <Modal
      open={open}
      title={t('documents.feedback.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <p>{t('documents.feedback.intro')}</p>
      <Form<Values>
        form={form}
        layout="vertical"
        name="documentFeedback"
        initialValues={{ tags: [], section: '' }}
        onFinish={(v) => void onFinish(v)}
      >
        <Form.Item
          name="description"
          label={t('documents.feedback.description')}
          required
          rules={[zodRule(documentFeedbackInput.shape.description, 'description', locale)]}
        >
          <Input.TextArea rows={5} maxLength={DOCUMENT_FEEDBACK_MAX} showCount />
        </Form.Item>
        <Form.Item name="tags" label={t('documents.feedback.tags')}>
          <Checkbox.Group
            options={DOCUMENT_FEEDBACK_TAGS.map((tag) => ({
              value: tag,
              label: t(`documents.feedback.tagNames.${tag}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="section" label={t('documents.feedback.section')}>
          <Select
            options={[
              { value: '', label: t('documents.feedback.wholeDocument') },
              ...toc.map((h) => ({ value: h.text.slice(0, 200), label: h.text })),
            ]}
          />
        </Form.Item>
        {signedIn ? null : <CaptchaField captchaRef={captchaRef} />}
        <div className="doc-modal-actions">
          <Button onClick={onClose}>{t('documents.feedback.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={pending}>
            {t('documents.feedback.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
