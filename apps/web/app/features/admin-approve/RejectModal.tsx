import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentLocale, translate } from '@occ/shared';
import { serverFieldErrors } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { useReview, type QueueItem } from './api';
import { useFeedback } from '~/lib/feedback';

const COMMENT_MAX = 200;

/** Rejecting needs a reason: the applicant is shown it. */
export function RejectModal({ item, onClose }: { item: QueueItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ comment: string }>();
  const review = useReview();

  const submit = async () => {
    if (!item) return;
    const { comment } = await form.validateFields();
    try {
      await review.mutateAsync({ item, approve: false, comment: comment.trim() });
      void message.success(t('people.approve.rejected', { title: item.title }));
      onClose();
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      const fields = serverFieldErrors(e.envelope?.result);
      if (fields.length) form.setFields(fields as never);
      else void message.error(e.message);
    }
  };

  return (
    <Modal
      open={item !== null}
      title={item ? t('people.approve.rejectTitle', { title: item.title }) : null}
      okText={t('people.approve.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('people.cancel')}
      confirmLoading={review.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="rejectApplication" preserve={false}>
        <Form.Item
          name="comment"
          label={t('people.approve.comment')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: translate('rejectCommentRequired', contentLocale(i18n.language)),
            },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={COMMENT_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
