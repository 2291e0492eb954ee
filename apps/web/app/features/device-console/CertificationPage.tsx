import { Button, Checkbox, Empty, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { CERTIFICATION_CHECKS, CERTIFICATION_NOTE_MAX, type CertificationCheck } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { ToneTag, type Tone } from '~/components/plain/ToneTag';
import { errorText } from '~/lib/form-errors';
import { useCertifications, useProduct, useRequestCertification, type Certification } from './api';
import { DevicePage, LoadFailed, ProductLinks } from './parts';
import { useFeedback } from '~/lib/feedback';

type Values = Record<CertificationCheck, { passed: boolean; note: string }>;

const TONES: Record<Certification['state'], Tone> = {
  pending: 'info',
  approved: 'success',
  rejected: 'error',
};

/**
 * /admin/chip_certification/:id: a product's chip certification — the checklist to vouch for, the
 * requests with the reviewer's decision and, once approved, the certificate. Reviewers decide
 * requests in the console's approval queue (/admin/approve).
 */
export function CertificationPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const product = useProduct(id);
  const list = useCertifications(id);
  const request = useRequestCertification(id);
  const [form] = Form.useForm<Values>();
  const rows = list.data ?? [];
  const certified = rows.find((r) => r.state === 'approved');
  const open = !certified && !rows.some((r) => r.state === 'pending');

  const submit = async (values: Values) => {
    try {
      await request.mutateAsync({
        checklist: CERTIFICATION_CHECKS.map((check) => ({
          check,
          passed: true as const,
          note: values[check].note,
        })),
      });
      form.resetFields();
      void message.success(t('deviceConsole.certRequested'));
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  return (
    <DevicePage id="device-cert-title" title={t('deviceConsole.certTitle')}>
      {product.data && <ProductLinks product={product.data} />}
      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton active aria-busy />
      ) : (
        <>
          {certified && (
            <p className="device-console-certificate" data-testid="device-certificate">
              {t('deviceConsole.certificate', { number: certified.certificateNo })}
            </p>
          )}
          {open && (
            <Form form={form} layout="vertical" onFinish={submit} className="device-console-form">
              <p>{t('deviceConsole.certIntro')}</p>
              {CERTIFICATION_CHECKS.map((check) => (
                <fieldset key={check} className="device-console-check">
                  <legend>{t(`deviceConsole.checks.${check}`)}</legend>
                  <Form.Item
                    name={[check, 'passed']}
                    valuePropName="checked"
                    rules={[
                      {
                        validator: (_, v) =>
                          v ? Promise.resolve() : Promise.reject(new Error(t('deviceConsole.checkRequired'))),
                      },
                    ]}
                  >
                    <Checkbox>{t('deviceConsole.checkPassed')}</Checkbox>
                  </Form.Item>
                  <Form.Item
                    name={[check, 'note']}
                    label={t('deviceConsole.checkNote')}
                    rules={[
                      { required: true, whitespace: true, message: t('deviceConsole.checkNoteRequired') },
                    ]}
                  >
                    <Input maxLength={CERTIFICATION_NOTE_MAX} />
                  </Form.Item>
                </fieldset>
              ))}
              <Button type="primary" htmlType="submit" loading={request.isPending}>
                {t('deviceConsole.certSubmit')}
              </Button>
            </Form>
          )}
          <h2 className="device-console-subtitle">{t('deviceConsole.certRequests')}</h2>
          {rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceConsole.noCertRequests')} />
          ) : (
            <ol className="device-console-history" data-testid="device-cert-requests">
              {rows.map((r) => (
                <li key={r.id}>
                  <LocalTime iso={r.createdAt} withTime /> ·{' '}
                  <ToneTag tone={TONES[r.state]}>{t(`deviceConsole.certState.${r.state}`)}</ToneTag>
                  {r.reviewComment && <span> {r.reviewComment}</span>}
                  {r.certificateNo && <span> · {r.certificateNo}</span>}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </DevicePage>
  );
}
