import { Alert, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A new agent's token, shown this once: the portal keeps only its hash, so closing this dialog
 * without copying it means creating another agent.
 */
export function TokenModal({
  created,
  onClose,
}: {
  created: { name: string; token: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      // no clipboard permission: the field is selected for a manual copy instead
      document.querySelector<HTMLInputElement>('#agent-token')?.select();
    }
  };
  return (
    <Modal
      open={created !== null}
      title={created ? t('labAgents.token.title', { name: created.name }) : null}
      onCancel={onClose}
      afterOpenChange={(open) => (open ? undefined : setCopied(false))}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('labAgents.token.done')}
        </Button>
      }
      maskClosable={false}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('labAgents.token.once')} style={{ marginBlockEnd: 16 }} />
      <label htmlFor="agent-token" className="agents-label">
        {t('labAgents.token.label')}
      </label>
      <Space.Compact style={{ inlineSize: '100%' }}>
        <Input id="agent-token" readOnly value={created?.token ?? ''} data-testid="agent-token" />
        <Button onClick={() => void copy()}>
          {copied ? t('labAgents.token.copied') : t('labAgents.token.copy')}
        </Button>
      </Space.Compact>
      <p className="agents-hint" role="status">
        {copied ? t('labAgents.token.copiedNote') : t('labAgents.token.usage')}
      </p>
    </Modal>
  );
}
