import { Alert, Button, Form, Input, InputNumber, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCORE_COMMENT_MAX, type JudgeItem } from '@occ/shared';
import { errorText } from '~/lib/form-errors';
import { useCompetitionPhases, useJudgeSubmissions, useScoreSubmission } from './judging-api';

interface Row {
  id: number | string;
  competition: string;
  phase: string;
  title: string;
}

/** A judge's scoring of one submission against its phase's criteria (console judging list). */
export function ScoreButton({ row }: { row: Row }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`score-${row.id}`}>
        {t('events.console.judging.score')}
      </Button>
      {open ? <ScoreDialog row={row} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

type Values = { scores: Record<string, number>; comment?: string };

function ScoreDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const comp = useCompetitionPhases(row.competition, true);
  const score = useScoreSubmission(row.id);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const phase = comp.data?.phases.find((p) => p.key === row.phase);
  const works = useJudgeSubmissions(row.competition, row.phase);
  const work = works.data?.find((w) => String(w.id) === String(row.id));

  const submit = async (v: Values) => {
    try {
      const r = await score.mutateAsync({ scores: v.scores, comment: v.comment?.trim() ?? '' });
      setOutcome({ ok: true, text: t('events.console.judging.saved', { total: r.total }) });
    } catch (e) {
      setOutcome({ ok: false, text: errorText(e) });
    }
  };

  return (
    <Modal
      open
      title={t('events.console.judging.title', { title: row.title })}
      okText={t('events.console.judging.submit')}
      cancelText={t('events.cancelButton')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: !phase }}
      confirmLoading={score.isPending}
      destroyOnHidden
    >
      {comp.isError ? (
        <Alert type="error" title={errorText(comp.error)} />
      ) : !phase ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} name="score">
          {work ? <WorkSummary work={work} /> : null}
          {phase.criteria.map((c) => (
            <Form.Item
              key={c.key}
              name={['scores', c.key]}
              label={t('events.console.judging.criterion', { title: c.title, max: c.max })}
              rules={[{ required: true, message: t('events.console.judging.required') }]}
            >
              <InputNumber min={0} max={c.max} precision={0} />
            </Form.Item>
          ))}
          <Form.Item name="comment" label={t('events.console.judging.comment')}>
            <Input.TextArea maxLength={SCORE_COMMENT_MAX} rows={3} />
          </Form.Item>
        </Form>
      )}
      {outcome ? (
        <Alert
          role="status"
          type={outcome.ok ? 'success' : 'error'}
          title={outcome.text}
          data-testid="score-outcome"
        />
      ) : null}
    </Modal>
  );
}

/** What the judge scores: the work's description and its links (repository, video, files). */
function WorkSummary({ work }: { work: JudgeItem }) {
  const { t } = useTranslation();
  const links = [
    ...(work.repoUrl ? [{ href: work.repoUrl, text: t('events.console.judging.repo') }] : []),
    ...(work.videoUrl ? [{ href: work.videoUrl, text: t('events.console.judging.video') }] : []),
    ...work.files.map((f) => ({ href: f.url, text: f.name })),
  ];
  return (
    <section className="ev-judge-work" aria-label={t('events.console.judging.work')} data-testid="judge-work">
      <p>{t('events.console.judging.team', { team: work.teamName })}</p>
      {work.description ? <p className="ev-judge-description">{work.description}</p> : null}
      {links.length ? (
        <ul>
          {links.map((l) => (
            <li key={l.href}>
              <a href={l.href} target="_blank" rel="noopener noreferrer">
                {l.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
