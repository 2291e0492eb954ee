import { Alert, Button, Checkbox, Form, Input, Tabs } from 'antd';

/** antd's parts whose classes the account pages' plain forms use, hidden (RuntimeLook.tsx). */
export default function RuntimeLookParts() {
  return (
    <div hidden aria-hidden="true">
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
      <Button type="primary" block ghost>
        -
      </Button>
      <Button loading>-</Button>
      <Alert type="error" showIcon title="-" />
      <Alert type="info" showIcon title="-" />
    </div>
  );
}
