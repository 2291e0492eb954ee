import { Alert, Avatar, Button, Checkbox, Empty, Form, Input, Skeleton, Tabs, Tag } from 'antd';

/**
 * antd's parts whose classes components/plain uses, hidden (see RuntimeStyles.tsx): buttons,
 * tags, avatars, empty states, alerts, skeletons, tabs and the account pages' form parts.
 */
export default function RuntimeStyleParts() {
  return (
    <div hidden aria-hidden="true">
      <Button size="small">-</Button>
      <Button type="primary" block ghost>
        -
      </Button>
      <Button loading>-</Button>
      <Tag>-</Tag>
      <Avatar size="small">-</Avatar>
      <Empty />
      <Alert type="info" title="-" showIcon />
      <Alert type="error" showIcon title="-" />
      <Skeleton active />
      <Tabs items={[{ key: 'a', label: '-', children: '-' }]} />
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label="-" extra="-" validateStatus="error" help="-">
          <Input />
        </Form.Item>
        <Form.Item label="-">
          <Input.Password status="error" />
        </Form.Item>
        <Form.Item>
          <Checkbox checked>-</Checkbox>
        </Form.Item>
      </Form>
    </div>
  );
}
