import { Collapse, Empty, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabTestJob, StepResult, TestJobState } from '@occ/shared';
import { consoleLinks, useTestJobs } from './api';
import { mergedResults } from './test-job-input';
import { ToneTag, type Tone } from '~/components/plain/ToneTag';

const JOB_TONES: Record<TestJobState, Tone> = {
  queued: 'neutral',
  running: 'info',
  passed: 'success',
  failed: 'error',
  // infrastructure trouble, not a failing test
  error: 'warning',
};
const STEP_TONES: Record<StepResult['status'], Tone> = {
  passed: 'success',
  failed: 'error',
  error: 'warning',
  skipped: 'neutral',
};

function JobDetail({ job, results }: { job: LabTestJob; results: StepResult[] }) {
  const { t } = useTranslation();
  const finished = job.status !== 'queued' && job.status !== 'running';
  return (
    <>
      {job.error ? <p className="console-job-error">{job.error}</p> : null}
      <ol className="console-steps">
        {job.steps.map((s, i) => {
          const r = results.find((x) => x.index === i);
          return (
            <li key={i}>
              <div className="console-step-head">
                <span>{s.name}</span>
                <ToneTag tone={r ? STEP_TONES[r.status] : 'neutral'}>
                  {t(`labConsole.tests.stepStatus.${r?.status ?? 'waiting'}`)}
                </ToneTag>
                {r ? (
                  <span className="console-hint">{t('labConsole.tests.duration', { ms: r.durationMs })}</span>
                ) : null}
              </div>
              {r?.message ? <p className="console-hint">{r.message}</p> : null}
              {r?.output ? <pre className="console-output">{r.output}</pre> : null}
            </li>
          );
        })}
      </ol>
      {finished ? (
        <p className="console-job-links">
          <a href={consoleLinks.junit(job.id)} download>
            {t('labConsole.tests.junit')}
          </a>
          <a href={consoleLinks.html(job.id)} target="_blank" rel="noopener noreferrer">
            {t('labConsole.tests.html')}
          </a>
        </p>
      ) : null}
    </>
  );
}

/** This session's test jobs, newest first; unfinished ones follow the socket's step frames. */
export function TestJobList({
  reservationId,
  live,
  enabled,
}: {
  reservationId: string;
  live: Record<string, StepResult[]>;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useTestJobs(reservationId, page, enabled);
  const jobs = q.data?.items ?? [];
  return (
    <section aria-labelledby="tests-list-title" className="console-jobs">
      <h3 id="tests-list-title" className="console-subheading">
        {t('labConsole.tests.list')}
      </h3>
      {q.isError ? (
        <p>{t('labConsole.tests.loadFailed')}</p>
      ) : jobs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('labConsole.tests.none')} />
      ) : (
        <Collapse
          data-testid="test-jobs"
          items={jobs.map((job) => {
            const results = mergedResults(job.results, live[job.id]);
            return {
              key: job.id,
              label: (
                <span className="console-job-head">
                  <span>{job.name}</span>
                  <ToneTag tone={JOB_TONES[job.status]} testId="test-job-status">
                    {t(`labConsole.tests.status.${job.status}`)}
                  </ToneTag>
                  <span className="console-hint">
                    {t('labConsole.tests.progress', { done: results.length, total: job.steps.length })}
                  </span>
                </span>
              ),
              children: <JobDetail job={job} results={results} />,
            };
          })}
        />
      )}
      {q.data && q.data.total > q.data.pageSize ? (
        <Pagination
          current={page}
          total={q.data.total}
          pageSize={q.data.pageSize}
          onChange={setPage}
          showSizeChanger={false}
          style={{ marginBlockStart: 12 }}
        />
      ) : null}
    </section>
  );
}
