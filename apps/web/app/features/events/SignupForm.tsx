import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { signUpBody, type EventDetail, type SignUpBody } from '@occ/shared';
import { errorText, showOnFields } from '~/lib/form-errors';
import { zodRule } from '~/lib/form-rules';
import { useSignUp } from './api';

const FIELDS = [
  ['name', 'name'],
  ['mobile', 'tel'],
  ['email', 'email'],
  ['unit', 'organization'],
  ['position', 'organization-title'],
] as const;

/** The spec's sign-up form (name, mobile, e-mail, unit/school, position), prefilled from the profile. */
export function SignupForm({
  event,
  open,
  onClose,
  onDone,
}: {
  event: EventDetail;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SignUpBody>();
  const signUp = useSignUp(event.id);
  const shape = signUpBody.shape;

  const submit = async (values: SignUpBody) => {
    try {
      const r = await signUp.mutateAsync(signUpBody.parse(values));
      void message.success(
        r.state === 'confirmed'
          ? t('events.signup.confirmed', { title: event.title })
          : t('events.signup.waiting', { position: r.waitingPosition ?? 0 }),
      );
      onDone();
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };

  return (
    <Modal
      open={open}
      title={t('events.signup.title', { title: event.title })}
      okText={event.seatsLeft > 0 ? t('events.signup.submit') : t('events.signup.submitWaiting')}
      cancelText={t('events.cancelButton')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={signUp.isPending}
      destroyOnHidden
      width={520}
    >
      {event.seatsLeft === 0 ? <p className="notice">{t('events.signup.fullNotice')}</p> : null}
      <Form<SignUpBody>
        form={form}
        layout="vertical"
        initialValues={event.prefill ?? {}}
        onFinish={(v) => void submit(v)}
        data-testid="event-signup-form"
      >
        {FIELDS.map(([name, autoComplete]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`events.signup.fields.${name}`)}
            required={name !== 'position'}
            rules={[zodRule(shape[name], name, i18n.language)]}
          >
            <Input autoComplete={autoComplete} maxLength={name === 'email' ? 254 : 64} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
