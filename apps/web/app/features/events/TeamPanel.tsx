import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { MyTeamView } from '@occ/shared';
import { errorText, showOnFields } from '~/lib/form-errors';
import { useCreateTeam, useJoinTeam } from './competition-api';
import { useFeedback } from '~/lib/feedback';

/** My team (members, the captain's invitation code), or the forms to create or join one. */
export function TeamPanel({ slug, team }: { slug: string; team: MyTeamView | null }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const revalidator = useRevalidator();
  const create = useCreateTeam(slug);
  const join = useJoinTeam(slug);
  const [createForm] = Form.useForm<{ name: string }>();
  const [joinForm] = Form.useForm<{ inviteCode: string }>();
  const done = () => void revalidator.revalidate();
  const fail = (form: Parameters<typeof showOnFields>[0]) => (e: unknown) => {
    if (!showOnFields(form, e, i18n.language)) void message.error(errorText(e));
  };

  if (team) {
    return (
      <section className="ev-team" aria-labelledby="ev-team-title" data-testid="my-team">
        <h3 id="ev-team-title">{t('events.competition.team.mine', { name: team.name })}</h3>
        <p>
          {team.members
            .map((m) =>
              m.captain ? t('events.competition.team.captainName', { name: m.nickname }) : m.nickname,
            )
            .join(' · ')}
        </p>
        {team.inviteCode ? (
          <p>
            {t('events.competition.team.invite')} <code data-testid="team-invite">{team.inviteCode}</code>
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <Space direction="vertical" size="middle" className="ev-team">
      <Form
        form={createForm}
        layout="inline"
        onFinish={(v) => create.mutate(v.name, { onSuccess: done, onError: fail(createForm) })}
      >
        <Form.Item
          name="name"
          label={t('events.competition.team.name')}
          rules={[{ required: true, message: t('events.competition.team.nameRequired') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Button htmlType="submit" type="primary" loading={create.isPending}>
          {t('events.competition.team.create')}
        </Button>
      </Form>
      <Form
        form={joinForm}
        layout="inline"
        onFinish={(v) => join.mutate(v.inviteCode, { onSuccess: done, onError: fail(joinForm) })}
      >
        <Form.Item
          name="inviteCode"
          label={t('events.competition.team.inviteCode')}
          rules={[{ required: true, message: t('events.competition.team.inviteRequired') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Button htmlType="submit" loading={join.isPending}>
          {t('events.competition.team.join')}
        </Button>
      </Form>
    </Space>
  );
}
