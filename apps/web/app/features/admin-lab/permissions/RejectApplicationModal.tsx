import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '~/components/FormDialog';
import { zodRule } from '~/lib/form-rules';
import { useReviewLabApplication, type AdminLabApplication } from '../api/permissions';

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
  const [form] = Form.useForm<{ comment: string }>();
  const review = useReviewLabApplication();

  const save = async ({ comment }: { comment: string }) => {
    if (!item) return '';
    await review.mutateAsync({ id: item.id, approve: false, comment: comment.trim() });
    return t('admin.permissions.rejected', { name: item.realName });
  };

  return (
    <FormDialog
      open={item !== null}
      title={item ? t('admin.permissions.rejectTitle', { name: item.realName }) : ''}
      okText={t('admin.permissions.reject')}
      cancelText={t('admin.common.cancel')}
      danger
      name="rejectLabApplication"
      preserve={false}
      onClose={onClose}
      form={form}
      pending={review.isPending}
      save={save}
    >
      <Form.Item
        name="comment"
        label={t('admin.permissions.comment')}
        extra={t('admin.permissions.commentHelp')}
        required
        rules={[zodRule(commentSchema, 'comment', i18n.language)]}
      >
        <Input.TextArea rows={4} showCount maxLength={COMMENT_MAX} autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
