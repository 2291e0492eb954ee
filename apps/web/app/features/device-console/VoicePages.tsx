import { Button, Descriptions, Form, Input, Select, Skeleton, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VOICE_RECORDINGS_MIN } from '@occ/shared';
import { errorText } from '~/lib/form-errors';
import { modelLink, useOrder, useVoiceUpload } from './orders-api';
import { OrderActions, OrderHistory } from './OrderParts';
import { OrderDialog, OrderListPage, useHardwareOptions } from './OrderShell';
import { DevicePage, LoadFailed } from './parts';
import { useFeedback } from '~/lib/feedback';

const voicePath = (id: string) => `/admin/voice_training_detail/${id}`;

/** /admin/voice_training: custom wake/command word model requests. */
export function VoiceListPage() {
  const { t } = useTranslation();
  return (
    <OrderListPage
      kind="voice-requests"
      id="voice-title"
      title={t('deviceOrders.voiceTitle')}
      newLabel={t('deviceOrders.newVoice')}
      emptyText={t('deviceOrders.noVoice')}
      columns={[
        {
          key: 'words',
          title: t('deviceOrders.words'),
          render: (_, r) => <Link to={voicePath(r.id)}>{r.words.map((w) => w.text).join(' / ')}</Link>,
        },
        { key: 'chip', title: t('deviceOrders.chip'), dataIndex: 'chipName' },
      ]}
      dialog={(open, onClose) => <CreateVoiceDialog open={open} onClose={onClose} />}
    />
  );
}

interface Values {
  words: { text: string; kind: 'wake' | 'command' }[];
  chipProductId: number;
  note: string;
}

function CreateVoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const hardware = useHardwareOptions();
  const [form] = Form.useForm<Values>();
  return (
    <OrderDialog
      kind="voice-requests"
      open={open}
      onClose={onClose}
      title={t('deviceOrders.newVoice')}
      form={form}
      initialValues={{ words: [{ kind: 'wake' }], note: '' }}
    >
      <Form.List name="words">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, n) => (
              <div key={f.key} className="device-order-item">
                <Form.Item
                  name={[f.name, 'text']}
                  label={t('deviceOrders.word')}
                  extra={t('deviceOrders.wordRule')}
                  rules={[{ required: true }]}
                >
                  <Input maxLength={40} />
                </Form.Item>
                <Form.Item name={[f.name, 'kind']} label={t('deviceOrders.wordKind')}>
                  <Select
                    options={(['wake', 'command'] as const).map((k) => ({
                      value: k,
                      label: t(`deviceOrders.kinds.${k}`),
                    }))}
                  />
                </Form.Item>
                {n > 0 && <Button onClick={() => remove(f.name)}>{t('deviceOrders.removeItem')}</Button>}
              </div>
            ))}
            <Button onClick={() => add({ kind: 'command' })}>{t('deviceOrders.addWord')}</Button>
          </>
        )}
      </Form.List>
      <Form.Item name="chipProductId" label={t('deviceOrders.chip')} rules={[{ required: true }]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={hardware.loading}
          notFoundContent={t('deviceOrders.noHardware')}
          options={hardware.options}
        />
      </Form.Item>
      <Form.Item name="note" label={t('deviceOrders.note')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </OrderDialog>
  );
}

/** /admin/voice_training_detail/:id: words with recording counts, uploads, the model, the timeline. */
export function VoiceDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const req = useOrder('voice-requests', id);
  const record = useVoiceUpload(id, 'recordings');
  const attach = useVoiceUpload(id, 'model');
  const r = req.data;
  const send = (m: typeof record, word?: string) => (file: File) => {
    m.mutate(
      { file, word },
      {
        onSuccess: () => void message.success(t('deviceOrders.uploaded')),
        onError: (e) => void message.error(errorText(e)),
      },
    );
    return false;
  };
  const download = async () => {
    try {
      window.location.assign((await modelLink(id)).url);
    } catch (e) {
      void message.error(errorText(e));
    }
  };
  const isVendor = r?.actions.some((a) => a !== 'cancel') ?? false;
  return (
    <DevicePage id="voice-detail" title={t('deviceOrders.voiceRequest')}>
      {req.isError ? (
        <LoadFailed error={req.error} retry={() => void req.refetch()} />
      ) : !r ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('deviceConsole.stateLabel')}>
              {t(`deviceOrders.states.${r.state}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('deviceOrders.chip')}>{r.chipName}</Descriptions.Item>
            {r.rejectReason && (
              <Descriptions.Item label={t('deviceOrders.reason')}>{r.rejectReason}</Descriptions.Item>
            )}
          </Descriptions>
          <h2>{t('deviceOrders.recordings', { min: VOICE_RECORDINGS_MIN })}</h2>
          <p>{t('deviceOrders.recordingRule')}</p>
          <ul className="device-order-words">
            {r.words.map((w) => (
              <li key={w.text}>
                {w.text} ({t(`deviceOrders.kinds.${w.kind}`)}): {t('deviceOrders.count', { n: w.recordings })}{' '}
                {r.state === 'submitted' && !isVendor && (
                  <Upload
                    accept=".wav,.mp3,.flac,.ogg"
                    showUploadList={false}
                    beforeUpload={send(record, w.text)}
                  >
                    <Button loading={record.isPending}>{t('deviceOrders.uploadRecording')}</Button>
                  </Upload>
                )}
              </li>
            ))}
          </ul>
          {r.state === 'training' && isVendor && (
            <Upload showUploadList={false} beforeUpload={send(attach)}>
              <Button loading={attach.isPending}>{t('deviceOrders.attachModel')}</Button>
            </Upload>
          )}
          {r.model && (
            <p>
              {t('deviceOrders.model')}: {r.model.name}{' '}
              {(r.state === 'delivered' || isVendor) && (
                <Button onClick={() => void download()}>{t('deviceOrders.download')}</Button>
              )}
            </p>
          )}
          <OrderActions kind="voice-requests" id={r.id} actions={r.actions} />
          <OrderHistory history={r.history} />
        </>
      )}
    </DevicePage>
  );
}
