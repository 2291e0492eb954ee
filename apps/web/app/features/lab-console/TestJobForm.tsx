import { Alert, Button, Form, Input, InputNumber, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_JOB_MAX_STEPS, type LabTestJobBody } from '@occ/shared';
import { useCreateTestJob } from './api';
import { errorText } from './errors';
import { jobFromForm, jobFromJson, type JobInput, type JobProblem, type StepRow } from './test-job-input';
import { useFeedback } from '~/lib/feedback';

interface Values {
  name?: string;
  steps?: StepRow[];
}

const DEFAULT_TIMEOUT_S = 10;

/** A test job as console steps (send this, expect that within so long), typed or pasted as JSON. */
export function TestJobForm({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<'form' | 'json'>('form');
  const [json, setJson] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const create = useCreateTestJob(reservationId);

  const words = (p: JobProblem) =>
    t(`labConsole.tests.problem.${p.kind}`, { path: p.path || t('labConsole.tests.job'), limit: p.limit });

  const run = async () => {
    let input: JobInput | 'invalidJson';
    if (mode === 'form') {
      const v = form.getFieldsValue(true) as Values;
      input = jobFromForm(v.name, v.steps);
    } else input = jobFromJson(json);
    if (input === 'invalidJson') return setProblems([t('labConsole.tests.invalidJson')]);
    if (!input.ok) return setProblems(input.problems.map(words));
    setProblems([]);
    try {
      await create.mutateAsync(input.body);
      void message.success(t('labConsole.tests.queued', { name: input.body.name }));
    } catch (e) {
      setProblems([errorText(e)]);
    }
  };

  const sample: LabTestJobBody = {
    name: t('labConsole.tests.sampleName'),
    steps: [
      { name: t('labConsole.tests.samplePrompt'), expect: '=>', timeoutMs: 10_000 },
      { name: t('labConsole.tests.sampleEcho'), send: 'echo hello', expect: 'hello', timeoutMs: 5_000 },
    ],
  };

  return (
    <section aria-labelledby="tests-new-title">
      <h3 id="tests-new-title" className="console-subheading">
        {t('labConsole.tests.new')}
      </h3>
      <Tabs
        activeKey={mode}
        onChange={(k) => setMode(k as 'form' | 'json')}
        items={[
          {
            key: 'form',
            label: t('labConsole.tests.byForm'),
            children: (
              <Form
                form={form}
                layout="vertical"
                name="testJob"
                initialValues={{ steps: [{ timeoutSeconds: DEFAULT_TIMEOUT_S }] }}
              >
                <Form.Item name="name" label={t('labConsole.tests.name')} required>
                  <Input maxLength={100} />
                </Form.Item>
                <Form.List name="steps">
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((field, i) => (
                        <fieldset key={field.key} className="console-step">
                          <legend>{t('labConsole.tests.step', { n: i + 1 })}</legend>
                          <Form.Item
                            name={[field.name, 'name']}
                            label={t('labConsole.tests.stepName')}
                            required
                          >
                            <Input maxLength={100} />
                          </Form.Item>
                          <Form.Item
                            name={[field.name, 'send']}
                            label={t('labConsole.tests.send')}
                            extra={t('labConsole.tests.sendHelp')}
                          >
                            <Input maxLength={1000} />
                          </Form.Item>
                          <Form.Item
                            name={[field.name, 'expect']}
                            label={t('labConsole.tests.expect')}
                            extra={t('labConsole.tests.expectHelp')}
                            required
                          >
                            <Input maxLength={500} />
                          </Form.Item>
                          <Space align="end" wrap>
                            <Form.Item
                              name={[field.name, 'timeoutSeconds']}
                              label={t('labConsole.tests.timeout')}
                            >
                              <InputNumber min={0.1} max={600} step={1} />
                            </Form.Item>
                            <Form.Item>
                              <Button
                                danger
                                disabled={fields.length === 1}
                                onClick={() => remove(field.name)}
                              >
                                {t('labConsole.tests.removeStep', { n: i + 1 })}
                              </Button>
                            </Form.Item>
                          </Space>
                        </fieldset>
                      ))}
                      <Button
                        onClick={() => add({ timeoutSeconds: DEFAULT_TIMEOUT_S })}
                        disabled={fields.length >= TEST_JOB_MAX_STEPS}
                      >
                        {t('labConsole.tests.addStep')}
                      </Button>
                    </>
                  )}
                </Form.List>
              </Form>
            ),
          },
          {
            key: 'json',
            label: t('labConsole.tests.byJson'),
            children: (
              <>
                <label htmlFor="test-job-json" className="console-label">
                  {t('labConsole.tests.json')}
                </label>
                <Input.TextArea
                  id="test-job-json"
                  rows={10}
                  value={json}
                  onChange={(e) => setJson(e.target.value)}
                  placeholder={JSON.stringify(sample, null, 2)}
                  className="console-json"
                />
              </>
            ),
          },
        ]}
      />
      {problems.length ? (
        <Alert
          type="error"
          showIcon
          data-testid="test-job-problems"
          title={t('labConsole.tests.refused')}
          description={
            <ul className="console-problems">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
          style={{ marginBlock: 12 }}
        />
      ) : null}
      <Button
        type="primary"
        loading={create.isPending}
        onClick={() => void run()}
        style={{ marginBlockStart: 12 }}
      >
        {t('labConsole.tests.run')}
      </Button>
    </section>
  );
}
