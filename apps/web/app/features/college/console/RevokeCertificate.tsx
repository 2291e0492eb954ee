import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CERTIFICATE_REVOKE_REASON_MAX, certificateRevokeBody } from '@occ/shared';
import { holds } from '@occ/shared/admin/permissions';
import { useCurrentUser } from '~/lib/current-user';
import { errorText } from '~/lib/form-errors';
import { zodRule } from '~/lib/form-rules';
import { request } from '~/lib/request';
import { useFeedback } from '~/lib/feedback';

/** The console certificates list's revoke button: a reason is required; the list follows. */
export function RevokeCertificate({ id, holder, status }: { id: string; holder: string; status: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const { message } = useFeedback();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const revoke = useMutation({
    // POST /api/admin/certificates/:id/revoke (certificates.revoke)
    mutationFn: (reason: string) =>
      request(`/api/admin/certificates/${encodeURIComponent(id)}/revoke`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => qc.invalidateQueries(),
  });
  if (status !== 'valid' || !holds(user, 'certificates.revoke')) return null;

  const submit = async ({ reason }: { reason: string }) => {
    try {
      await revoke.mutateAsync(reason.trim());
      void message.success(t('college.console.revoke.done'));
      setOpen(false);
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)} data-testid={`revoke-${id}`}>
        {t('college.console.revoke.button')}
      </Button>
      <Modal
        open={open}
        title={t('college.console.revoke.title', { holder })}
        okText={t('college.console.revoke.button')}
        okButtonProps={{ danger: true }}
        cancelText={t('college.console.revoke.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        confirmLoading={revoke.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} name="revoke">
          <Form.Item
            name="reason"
            required
            label={t('college.console.revoke.reason')}
            rules={[zodRule(certificateRevokeBody.shape.reason, 'revokedReason', i18n.language)]}
          >
            <Input.TextArea rows={3} maxLength={CERTIFICATE_REVOKE_REASON_MAX} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
