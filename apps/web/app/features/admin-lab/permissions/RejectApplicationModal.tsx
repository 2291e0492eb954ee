import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodRule } from '~/lib/form-rules';
import { useReviewLabApplication, type AdminLabApplication } from '../api/permissions';
import { errorText, showOnFields } from '../errors';

// labReviewBody: a rejection needs a comment of at most 200 characters (the applicant sees it)
const COMMENT_MAX = 200;
const commentSchema = z.string().trim().min(1, 'fieldRequired').max(COMMENT_MAX);

/** Rejecting a lab application needs a comment: the applicant is shown it and may apply again. */
export function RejectApplicationModal({
  item,
  onClose,
}: {
  item: AdminLabApplication | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ comment: string }>();
  const review = useReviewLabApplication();

  const submit = async () => {
    if (!item) return;
    const { comment } = await form.validateFields();
    try {
      await review.mutateAsync({ id: item.id, approve: false, comment: comment.trim() });
      void message.success(t('admin.permissions.rejected', { name: item.realName }));
      onClose();
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };

  return (
    <Modal
      open={item !== null}
      title={item ? t('admin.permissions.rejectTitle', { name: item.realName }) : null}
      okText={t('admin.permissions.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.common.cancel')}
      confirmLoading={review.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="rejectLabApplication" preserve={false}>
        <Form.Item
          name="comment"
          label={t('admin.permissions.comment')}
          extra={t('admin.permissions.commentHelp')}
          required
          rules={[zodRule(commentSchema, 'comment', i18n.language)]}
        >
          <Input.TextArea rows={4} showCount maxLength={COMMENT_MAX} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
