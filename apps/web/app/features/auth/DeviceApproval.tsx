import { Alert, Button, Descriptions, Flex, Form, Input, Result, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceApproveBody } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { zodRule } from '~/lib/form-rules';
import { showRequestError } from './submit-errors';
import { useDeviceApprove } from './hooks/useDeviceApprove';
import { useDeviceLookup } from './hooks/useDeviceLookup';

/**
 * The browser half of the device authorization grant (RFC 8628): the user types (or follows a
 * link with) the tool's code, sees which tool asks for what, and approves or denies.
 */
export function DeviceApproval({ initialCode }: { initialCode: string }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ userCode: string }>();
  const [code, setCode] = useState<string | null>(initialCode || null);
  const lookup = useDeviceLookup(code);
  const decide = useDeviceApprove();
  const [decided, setDecided] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = async (approve: boolean) => {
    if (!lookup.data) return;
    setError(null);
    try {
      await decide.mutateAsync({ userCode: lookup.data.userCode, approve });
      setDecided(approve);
    } catch (e) {
      setError(await showRequestError(form, e, i18n.language));
    }
  };

  const again = () => {
    setDecided(null);
    setCode(null);
    form.resetFields();
  };

  if (decided !== null) {
    return (
      <Result
        status={decided ? 'success' : 'info'}
        title={decided ? t('auth.cdk.approved') : t('auth.cdk.denied')}
        subTitle={decided ? t('auth.cdk.approvedHint') : t('auth.cdk.deniedHint')}
        extra={<Button onClick={again}>{t('auth.cdk.another')}</Button>}
      />
    );
  }

  const lookupError = lookup.error ? lookup.error.message : null;
  return (
    <>
      <p>{t('auth.cdk.intro')}</p>
      <Form
        form={form}
        name="device"
        layout="vertical"
        initialValues={{ userCode: initialCode }}
        requiredMark={false}
        onFinish={(v) => setCode(v.userCode.trim().toUpperCase())}
      >
        <Form.Item
          name="userCode"
          label={t('auth.cdk.userCode')}
          rules={[zodRule(deviceApproveBody.shape.userCode, 'userCode', i18n.language)]}
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            placeholder={t('auth.cdk.userCodePlaceholder')}
            onChange={() => setCode(null)}
          />
        </Form.Item>
        {!lookup.data ? (
          <Button type="primary" htmlType="submit" block loading={lookup.isFetching}>
            {t('auth.cdk.lookup')}
          </Button>
        ) : null}
      </Form>
      {lookupError || error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={lookupError ?? error}
          style={{ marginBlockStart: 16 }}
        />
      ) : null}
      {lookup.isFetching && !lookup.data ? <Spin style={{ display: 'block', marginBlockStart: 16 }} /> : null}
      {lookup.data ? (
        <section aria-labelledby="device-question" style={{ marginBlockStart: 16 }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('auth.cdk.tool')}>{lookup.data.clientName}</Descriptions.Item>
            <Descriptions.Item label={t('auth.cdk.scopes')}>
              <span className="device-scopes">
                {lookup.data.scope
                  .split(/\s+/)
                  .filter(Boolean)
                  .map((s) => (
                    <Tag key={s}>{s}</Tag>
                  ))}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('auth.cdk.expiresAt')}>
              <LocalTime iso={lookup.data.expiresAt} withTime />
            </Descriptions.Item>
          </Descriptions>
          <p id="device-question" style={{ marginBlock: 16 }}>
            {t('auth.cdk.question')}
          </p>
          <Flex gap={8}>
            <Button
              type="primary"
              onClick={() => void answer(true)}
              loading={decide.isPending && decide.variables?.approve}
            >
              {t('auth.cdk.approve')}
            </Button>
            <Button
              danger
              onClick={() => void answer(false)}
              loading={decide.isPending && !decide.variables?.approve}
            >
              {t('auth.cdk.deny')}
            </Button>
          </Flex>
        </section>
      ) : null}
    </>
  );
}
