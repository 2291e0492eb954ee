import { Alert, Button, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  contentLocale,
  GENDERS,
  NICKNAME_MAX,
  POSITION_MAX,
  PROFILE_MAX,
  STREET_MAX,
  translate,
  UNIT_MAX,
  updateProfileBody,
  type Profile,
  type UpdateProfileBody,
} from '@occ/shared';
import { RegionSelect } from '~/components/RegionSelect';
import { useCurrentUser } from '~/lib/current-user';
import { serverFieldErrors, zodRule } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { useUpdateProfile } from '../api/profile';
import { useFeedback } from '~/lib/feedback';

interface Values {
  nickname: string;
  gender?: (typeof GENDERS)[number] | null;
  birthday?: Dayjs | null;
  username: string;
  realName: string;
  unit: string;
  position: string;
  region?: string[];
  street?: string | null;
  profile?: string | null;
}

const toValues = (p: Profile): Values => ({
  nickname: p.nickname,
  gender: p.gender,
  birthday: p.birthday ? dayjs(p.birthday) : null,
  username: p.username,
  realName: p.realName ?? '',
  unit: p.unit ?? '',
  position: p.position ?? '',
  region: p.region,
  street: p.street,
  profile: p.profile,
});

const toBody = (v: Values): UpdateProfileBody => ({
  nickname: v.nickname,
  gender: v.gender ?? null,
  birthday: v.birthday ? v.birthday.format('YYYY-MM-DD') : null,
  realName: v.realName,
  unit: v.unit,
  position: v.position,
  region: v.region ?? [],
  street: v.street?.trim() ? v.street.trim() : null,
  profile: v.profile?.trim() ? v.profile : null,
});

const field = updateProfileBody.shape;

/**
 * The basic information form of spec §3, validated with the server's own schema. `onSaved` runs
 * after a successful save (the page goes back to where a -112721 refusal sent the user from).
 */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved?: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { message } = useFeedback();
  const { refresh } = useCurrentUser();
  const [form] = Form.useForm<Values>();
  const save = useUpdateProfile();

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync(toBody(values));
      void message.success(t('people.basic.saved'));
      // the header shows the nickname
      await refresh();
      onSaved?.();
    } catch (e) {
      if (e instanceof RequestError && e.status === 422)
        form.setFields(serverFieldErrors(e.envelope?.result) as never);
      void message.error(
        e instanceof RequestError && e.kind === 'business'
          ? e.message
          : translate('saveFailed', contentLocale(locale)),
      );
    }
  };

  return (
    <>
      {!profile.complete ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          title={t('people.basic.incomplete')}
          data-testid="profile-incomplete"
        />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={toValues(profile)}
        onFinish={(v) => void submit(v)}
        scrollToFirstError
        style={{ maxWidth: 640 }}
      >
        <Form.Item
          name="nickname"
          label={t('people.basic.nickname')}
          required
          rules={[zodRule(field.nickname, 'nickname', locale)]}
        >
          <Input maxLength={NICKNAME_MAX} autoComplete="nickname" />
        </Form.Item>
        <Form.Item name="gender" label={t('people.basic.gender')}>
          <Radio.Group>
            {GENDERS.map((g) => (
              <Radio key={g} value={g}>
                {t(`people.basic.genders.${g}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="birthday" label={t('people.basic.birthday')}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            placeholder={t('people.basic.birthdayPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="username" label={t('people.basic.username')} extra={t('people.basic.usernameHint')}>
          <Input readOnly variant="filled" />
        </Form.Item>
        <Form.Item
          name="realName"
          label={t('people.basic.realName')}
          required
          rules={[zodRule(field.realName, 'realName', locale)]}
        >
          <Input maxLength={16} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="unit"
          label={t('people.basic.unit')}
          required
          rules={[zodRule(field.unit, 'unit', locale)]}
        >
          <Input maxLength={UNIT_MAX} autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="position"
          label={t('people.basic.position')}
          required
          rules={[zodRule(field.position, 'position', locale)]}
        >
          <Input maxLength={POSITION_MAX} autoComplete="organization-title" />
        </Form.Item>
        <Form.Item name="region" label={t('people.basic.region')}>
          <RegionSelect placeholder={t('people.basic.regionPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="street"
          label={t('people.basic.street')}
          rules={[zodRule(field.street, 'street', locale)]}
        >
          <Input
            maxLength={STREET_MAX}
            autoComplete="street-address"
            placeholder={t('people.basic.streetPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="profile"
          label={t('people.basic.profile')}
          rules={[zodRule(field.profile, 'profile', locale)]}
        >
          <Input.TextArea showCount maxLength={PROFILE_MAX} rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('people.basic.save')}
        </Button>
      </Form>
    </>
  );
}
