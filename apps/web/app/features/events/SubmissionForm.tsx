import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { CompetitionView, SubmissionBody } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { errorText, showOnFields } from '~/lib/form-errors';
import { useSaveSubmission } from './competition-api';
import { SubmissionFiles } from './SubmissionFiles';
import { useFeedback } from '~/lib/feedback';

interface Values {
  phase: string;
  title: string;
  description: string;
  repoUrl: string;
  videoUrl: string;
  files: SubmissionBody['files'];
}

/** My team's work for an open phase: saved again and again until the phase's deadline. */
export function SubmissionForm({ competition }: { competition: CompetitionView }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const revalidator = useRevalidator();
  const save = useSaveSubmission(competition.slug);
  const [form] = Form.useForm<Values>();
  const open = competition.phases.filter((p) => p.open);
  const team = competition.myTeam!;
  const first = open[0];
  if (!first) return <p className="notice">{t('events.competition.work.closed')}</p>;
  const existing = team.submissions.find((s) => s.phase === first.key);
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="ev-work"
      initialValues={{
        phase: first.key,
        title: existing?.title ?? '',
        description: existing?.description ?? '',
        repoUrl: existing?.repoUrl ?? '',
        videoUrl: existing?.videoUrl ?? '',
        files: existing?.files ?? [],
      }}
      onFinish={(v) =>
        save.mutate(
          { ...v, repoUrl: v.repoUrl || null, videoUrl: v.videoUrl || null, files: v.files ?? [] },
          {
            onSuccess: () => {
              void message.success(t('events.competition.work.saved'));
              void revalidator.revalidate();
            },
            onError: (e) => {
              if (!showOnFields(form, e, i18n.language)) void message.error(errorText(e));
            },
          },
        )
      }
    >
      <Form.Item name="phase" label={t('events.competition.work.phase')}>
        <Select options={open.map((p) => ({ value: p.key, label: p.title }))} />
      </Form.Item>
      <p>
        {t('events.competition.work.deadline')} <LocalTime iso={first.deadline} withTime />
      </p>
      <Form.Item
        name="title"
        label={t('events.competition.work.title')}
        rules={[{ required: true, message: t('events.competition.work.titleRequired') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label={t('events.competition.work.description')}>
        <Input.TextArea rows={5} maxLength={5000} />
      </Form.Item>
      <Form.Item name="repoUrl" label={t('events.competition.work.repoUrl')}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="videoUrl" label={t('events.competition.work.videoUrl')}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="files" label={t('events.competition.work.files')}>
        <SubmissionFiles slug={competition.slug} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('events.competition.work.save')}
      </Button>
    </Form>
  );
}
