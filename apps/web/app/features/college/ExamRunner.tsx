import { useState } from 'react';
import { Alert, Button, Checkbox, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { ExamAnswer, ExamQuestion, ExamResult, ExamStarted } from '@occ/shared';
import { useSubmitExam } from './api';

// The exam runner (issue 14): antd's form controls load only once an attempt has started.

type Given = Record<number, { choices?: number[]; text?: string }>;

/** One question as a form field: radios, checkboxes or a text box by its type. */
function QuestionField({
  q,
  value,
  onChange,
}: {
  q: ExamQuestion;
  value: Given[number] | undefined;
  onChange: (v: Given[number]) => void;
}) {
  const { t } = useTranslation();
  const id = `q-${q.id}`;
  const label = (
    <legend>
      {t('college.exam.questionNumber', { n: q.number })}{' '}
      <span className="cl-exam-type">{t(`college.exam.types.${q.type}`)}</span>
      <span className="cl-exam-stem">{q.stem}</span>
    </legend>
  );
  if (q.type === 'fill_in')
    return (
      <fieldset className="cl-exam-q">
        {label}
        <Input
          id={id}
          aria-label={t('college.exam.answerOf', { n: q.number })}
          maxLength={200}
          value={value?.text ?? ''}
          onChange={(e) => onChange({ text: e.target.value })}
        />
      </fieldset>
    );
  if (q.type === 'multiple')
    return (
      <fieldset className="cl-exam-q">
        {label}
        <Checkbox.Group
          value={value?.choices ?? []}
          onChange={(v) => onChange({ choices: (v as number[]).slice().sort((a, b) => a - b) })}
          options={q.options.map((o, i) => ({ label: o, value: i }))}
        />
      </fieldset>
    );
  return (
    <fieldset className="cl-exam-q">
      {label}
      <Radio.Group
        value={value?.choices?.[0]}
        onChange={(e) => onChange({ choices: [e.target.value as number] })}
        options={q.options.map((o, i) => ({ label: o, value: i }))}
      />
    </fieldset>
  );
}

function Results({ result }: { result: ExamResult }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="exam-result-title" className="cl-exam-result">
      <h2 id="exam-result-title">{t(result.passed ? 'college.exam.passed' : 'college.exam.failed')}</h2>
      <p role="status">
        {t('college.exam.score', { score: result.score, correct: result.correctCount, total: result.total })}
      </p>
      {result.certificateId ? (
        <Alert
          type="success"
          showIcon
          message={t('college.exam.certificateIssued')}
          action={<Link to={`/certificate/${result.certificateId}`}>{t('college.certificate.view')}</Link>}
        />
      ) : null}
      <ol className="cl-exam-review">
        {result.questions.map((q) => (
          <li key={q.id}>
            <p>
              {q.correct ? '✓' : '✗'} {q.stem}
            </p>
            <p>
              {t('college.exam.rightAnswer')}{' '}
              {q.type === 'fill_in'
                ? q.accepted.join(' / ')
                : q.correctChoices.map((i) => q.options[i]).join('; ')}
            </p>
            {q.explanation ? <p className="cl-exam-explain">{q.explanation}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** An attempt's questions, its deadline and the submit button; then its grading. */
export default function ExamRunner({ title, attempt }: { title: string; attempt: ExamStarted }) {
  const { t, i18n } = useTranslation();
  const submit = useSubmitExam();
  const revalidator = useRevalidator();
  const [given, setGiven] = useState<Given>({});
  const time = (iso: string) => new Date(iso).toLocaleTimeString(i18n.language);
  const send = () => {
    const answers: ExamAnswer[] = attempt.questions.flatMap((q) =>
      given[q.id] ? [{ questionId: q.id, ...given[q.id] }] : [],
    );
    submit.mutate(
      { attemptId: attempt.attemptId, answers },
      { onSuccess: () => void revalidator.revalidate() },
    );
  };
  if (submit.data) return <Results result={submit.data} />;
  return (
    <form
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <p role="timer">{t('college.exam.deadline', { time: time(attempt.deadlineAt) })}</p>
      {attempt.questions.map((q) => (
        <QuestionField
          key={q.id}
          q={q}
          value={given[q.id]}
          onChange={(v) => setGiven((g) => ({ ...g, [q.id]: v }))}
        />
      ))}
      {submit.isError ? <Alert type="error" showIcon message={submit.error.message} /> : null}
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        {t('college.exam.submit')}
      </Button>
    </form>
  );
}
