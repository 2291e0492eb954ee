import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { QuestionForm } from './QuestionForm';
import type { Plate, QuestionDetail } from './types';

/**
 * The "start topic" / "edit topic" drawer of /community/topic_exchange: loads with its form on
 * first open (issue 14: the page's first load carries no antd Drawer, form or editor).
 */
export default function TopicDrawer({
  open,
  editing,
  plates,
  existing,
  onClose,
  onDone,
}: {
  open: boolean;
  editing: boolean;
  plates: Plate[];
  existing?: QuestionDetail;
  onClose: () => void;
  onDone: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="large"
      title={t(editing ? 'community.pages.editTopic.title' : 'community.list.startTopic')}
      destroyOnHidden
    >
      <QuestionForm kind="topic" zone="general" plates={plates} existing={existing} onDone={onDone} />
    </Drawer>
  );
}
