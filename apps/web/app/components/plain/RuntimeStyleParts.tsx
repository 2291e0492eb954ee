import { Alert, Avatar, Button, Empty, Skeleton, Tag } from 'antd';

/** antd's parts whose classes components/plain uses, hidden (see RuntimeStyles.tsx). */
export default function RuntimeStyleParts() {
  return (
    <div hidden aria-hidden="true">
      <Button size="small">-</Button>
      <Tag>-</Tag>
      <Avatar size="small">-</Avatar>
      <Empty />
      <Alert type="info" title="-" showIcon />
      <Skeleton active />
    </div>
  );
}
