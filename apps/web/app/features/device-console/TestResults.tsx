import { Button, Empty, Modal, Progress, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_CSV_COLUMNS, TEST_CSV_MAX_KB, type StationCounts, type TestResult } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { ScrollRegion } from '~/components/ScrollRegion';
import { ToneTag } from '~/components/plain/ToneTag';
import { errorText } from '~/lib/form-errors';
import { LoadFailed } from './parts';
import { useTestResults, useUploadTestResults } from './production-api';
import { useFeedback } from '~/lib/feedback';

/**
 * The factory's test station results: upload a CSV (confirmed first, with a progress bar; a bad
 * line is refused naming its line and column), pass/fail counts per station, and the results.
 */
export function TestResults({ id, stations }: { id: string; stations: StationCounts[] }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [page, setPage] = useState(1);
  const [station, setStation] = useState<string | null>(null);
  const upload = useUploadTestResults(id, setPercent);
  const results = useTestResults(id, page, station);

  const ask = () => {
    if (!file) return setFileError(t('deviceConsole.fileRequired'));
    if (file.size > TEST_CSV_MAX_KB * 1024)
      return setFileError(t('deviceProduction.csvTooLarge', { max: TEST_CSV_MAX_KB }));
    setConfirming(true);
  };
  const send = async () => {
    setConfirming(false);
    if (!file) return;
    setPercent(0);
    try {
      const r = await upload.mutateAsync(file);
      void message.success(t('deviceProduction.imported', { count: r.imported }));
      setFile(null);
      setPage(1);
    } catch (e) {
      setFileError(errorText(e));
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <section aria-labelledby="produce-tests" className="device-console-card">
        <h2 id="produce-tests">{t('deviceProduction.testsTitle')}</h2>
        <p className="device-order-note">
          {t('deviceProduction.csvHelp', { columns: TEST_CSV_COLUMNS.join(', '), max: TEST_CSV_MAX_KB })}
        </p>
        <label htmlFor="test-csv">{t('deviceProduction.csvFile')}</label>{' '}
        <input
          id="test-csv"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setFileError(null);
          }}
        />
        {fileError && (
          <p role="alert" className="device-console-warning" data-testid="test-csv-error">
            {fileError}
          </p>
        )}
        {percent !== null && (
          <Progress
            percent={percent}
            aria-label={t('deviceConsole.uploadProgress')}
            data-testid="test-csv-progress"
          />
        )}
        <div className="device-console-toolbar">
          <Button type="primary" onClick={ask} loading={upload.isPending}>
            {t('deviceProduction.uploadCsv')}
          </Button>
        </div>
        <Modal
          open={confirming}
          title={t('deviceProduction.confirmTitle')}
          okText={t('deviceProduction.uploadCsv')}
          cancelText={t('deviceProduction.cancel')}
          onOk={() => void send()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {t('deviceProduction.confirmText', {
              name: file?.name ?? '',
              kb: Math.ceil((file?.size ?? 0) / 1024),
            })}
          </p>
        </Modal>
      </section>
      <h2>{t('deviceProduction.stations')}</h2>
      {stations.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceProduction.noResults')} />
      ) : (
        <dl className="device-console-facts" data-testid="station-counts">
          {stations.map((s) => (
            <div key={s.station}>
              <dt>{s.station}</dt>
              <dd data-testid={`station-${s.station}`}>
                <ToneTag tone="success">{t('deviceProduction.passed', { count: s.passed })}</ToneTag>{' '}
                <ToneTag tone={s.failed ? 'error' : 'neutral'}>
                  {t('deviceProduction.failed', { count: s.failed })}
                </ToneTag>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="device-console-filters">
        <Select
          allowClear
          className="device-console-select"
          aria-label={t('deviceProduction.station')}
          placeholder={t('deviceProduction.allStations')}
          value={station}
          onChange={(v) => {
            setStation(v ?? null);
            setPage(1);
          }}
          options={stations.map((s) => ({ value: s.station, label: s.station }))}
        />
      </div>
      {results.isError ? (
        <LoadFailed error={results.error} retry={() => void results.refetch()} />
      ) : (
        <ScrollRegion label={t('deviceProduction.testsTitle')}>
          <Table<TestResult>
            rowKey="id"
            size="small"
            loading={results.isPending}
            dataSource={results.data?.items ?? []}
            locale={{ emptyText: t('deviceProduction.noResults') }}
            pagination={{ current: page, pageSize: 20, total: results.data?.total ?? 0, onChange: setPage }}
            columns={[
              { key: 'device', title: t('deviceConsole.deviceName'), dataIndex: 'deviceName' },
              { key: 'station', title: t('deviceProduction.station'), dataIndex: 'station' },
              {
                key: 'result',
                title: t('deviceProduction.result'),
                render: (_, r) => (
                  <ToneTag tone={r.passed ? 'success' : 'error'}>
                    {r.passed ? t('deviceProduction.pass') : t('deviceProduction.fail')}
                  </ToneTag>
                ),
              },
              {
                key: 'at',
                title: t('deviceProduction.measuredAt'),
                render: (_, r) => <LocalTime iso={r.measuredAt} withTime />,
              },
              { key: 'notes', title: t('deviceProduction.notes'), render: (_, r) => r.notes || '—' },
            ]}
          />
        </ScrollRegion>
      )}
    </>
  );
}
