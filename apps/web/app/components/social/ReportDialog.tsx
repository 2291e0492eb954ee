import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_DETAIL_MAX, REPORT_REASONS } from '@occ/shared';
import { RequestError } from '~/lib/request';
import { createReport } from './api';
import { useFeedback } from '~/lib/feedback';

/** The report form (reason, detail), loaded on the first click of Report (issue 14). */
export default function ReportDialog({
  targetType,
  targetId,
  open,
  onClose,
}: {
  targetType: string;
  targetId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string; detail?: string }>();
  const submit = async (v: { reason: string; detail?: string }) => {
    setBusy(true);
    try {
      await createReport({ targetType, targetId, reason: v.reason, detail: v.detail?.trim() || undefined });
      void message.success(t('community.social.reported'));
      onClose();
      form.resetFields();
    } catch (e) {
      void message.error(e instanceof RequestError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('community.social.reportTitle')}
      okText={t('community.social.reportSubmit')}
      cancelText={t('community.social.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="reason"
          label={t('community.social.reportReason')}
          rules={[{ required: true, message: t('community.social.reportReasonRequired') }]}
        >
          <Radio.Group>
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r}>
                {t(`community.social.reasons.${r}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="detail" label={t('community.social.reportDetail')}>
          <Input.TextArea rows={3} maxLength={REPORT_DETAIL_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
