import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  Code,
  contentLocale,
  modesOf,
  signUpBody,
  translate,
  type EventDetail,
  type EventMode,
  type SignUpBody,
} from '@occ/shared';
import { errorText, showOnFields } from '~/lib/form-errors';
import { zodRule } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { useSignUp } from './api';
import { useFeedback } from '~/lib/feedback';

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
  const { message } = useFeedback();
  const [form] = Form.useForm<SignUpBody>();
  const signUp = useSignUp(event.id);
  const shape = signUpBody.shape;
  const location = useLocation();
  const [needProfile, setNeedProfile] = useState(false);
  // back on the event page with the form open again (SignupPanel reads `signup=1`)
  const back = encodeURIComponent(`${location.pathname}?signup=1`);
  // online and offline places are apart: where the event has both, the user chooses
  const modes = modesOf(event);
  const chosen = (Form.useWatch('mode', form) as EventMode | undefined) ?? modes[0] ?? 'offline';
  const left = chosen === 'online' ? event.onlineSeatsLeft : event.seatsLeft;

  const submit = async (values: SignUpBody) => {
    setNeedProfile(false);
    try {
      const r = await signUp.mutateAsync(signUpBody.parse(values));
      void message.success(
        r.state === 'confirmed'
          ? t('events.signup.confirmed', { title: event.title })
          : t('events.signup.waiting', { position: r.waitingPosition ?? 0 }),
      );
      onDone();
    } catch (e) {
      // -112721: the profile lacks name, unit or position; the page offers to complete it and come back
      if (e instanceof RequestError && e.code === Code.INFO_NOT_PERFECTED) setNeedProfile(true);
      else if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };

  return (
    <Modal
      open={open}
      title={t('events.signup.title', { title: event.title })}
      okText={left > 0 ? t('events.signup.submit') : t('events.signup.submitWaiting')}
      cancelText={t('events.cancelButton')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={signUp.isPending}
      destroyOnHidden
      width={520}
    >
      {left === 0 ? <p className="notice">{t('events.signup.fullNotice')}</p> : null}
      {needProfile ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          data-testid="signup-need-profile"
          title={translate('infoNotPerfected', contentLocale(i18n.language))}
          description={
            <Link to={`/people/my/basic?redirect=${back}`}>{t('events.signup.completeProfile')}</Link>
          }
        />
      ) : null}
      <Form<SignUpBody>
        form={form}
        layout="vertical"
        initialValues={{ ...(event.prefill ?? {}), mode: modes.length === 1 ? modes[0] : undefined }}
        onFinish={(v) => void submit(v)}
        data-testid="event-signup-form"
      >
        {modes.length > 1 ? (
          <Form.Item
            name="mode"
            label={t('events.signup.fields.mode')}
            required
            rules={[{ required: true, message: t('events.signup.modeRequired') }]}
          >
            <Radio.Group data-testid="signup-mode">
              {modes.map((m) => (
                <Radio key={m} value={m}>
                  {t(`events.mode.${m}`)} ·{' '}
                  {t('events.seatsLeft', {
                    count: m === 'online' ? event.onlineSeatsLeft : event.seatsLeft,
                  })}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        ) : null}
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

export default SignupForm;
