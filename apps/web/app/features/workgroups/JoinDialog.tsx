import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { WORKGROUP_JOIN_MESSAGE_MAX } from '@occ/shared';

/** The "ask to join" dialog of a workgroup: loads on the first click of its button (issue 14). */
export default function JoinDialog({
  open,
  name,
  text,
  busy,
  onText,
  onSend,
  onCancel,
}: {
  open: boolean;
  name: string;
  text: string;
  busy: boolean;
  onText: (text: string) => void;
  onSend: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('workgroups.join.title', { name })}
      okText={t('workgroups.join.send')}
      cancelText={t('workgroups.keep')}
      confirmLoading={busy}
      onOk={onSend}
      onCancel={onCancel}
    >
      <label htmlFor="wg-join-message">{t('workgroups.join.message')}</label>
      <Input.TextArea
        id="wg-join-message"
        value={text}
        maxLength={WORKGROUP_JOIN_MESSAGE_MAX}
        showCount
        rows={3}
        onChange={(e) => onText(e.target.value)}
      />
    </Modal>
  );
}
