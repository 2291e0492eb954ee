import { Button, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocalTime } from '~/components/LocalTime';
import { errorText } from '~/lib/form-errors';
import { useCampaigns, useMoveCampaign, type Campaign, type CampaignAction } from './api';
import { CampaignState, DevicePage, LoadFailed, paths } from './parts';
import { useFeedback } from '~/lib/feedback';

/** Which buttons a campaign in each state offers (the server answers 409 to any other). */
const ACTIONS: Record<Campaign['state'], CampaignAction[]> = {
  running: ['pause', 'advance', 'cancel'],
  paused: ['resume', 'cancel'],
  cancelled: [],
  completed: [],
};

const COUNT_KEYS = ['downloading', 'installing', 'success', 'failed'] as const;

/** /admin/fota_detail/:productId/:campaignId: live counts (polled), failure reasons, pause/resume/cancel. */
export function CampaignPage({ productId, campaignId }: { productId: string; campaignId: string }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const campaigns = useCampaigns(productId);
  const move = useMoveCampaign(productId);
  const c = campaigns.data?.find((x) => x.id === campaignId);

  const ask = (action: CampaignAction) =>
    modal.confirm({
      title: t(`deviceConsole.confirm.${action}`),
      content: t(`deviceConsole.confirmBody.${action}`),
      okText: t(`deviceConsole.actionsOf.${action}`),
      okButtonProps: { danger: action === 'cancel' },
      cancelText: t('deviceConsole.keep'),
      onOk: async () => {
        try {
          await move.mutateAsync({ id: campaignId, action });
          void message.success(t(`deviceConsole.done.${action}`));
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });

  return (
    <DevicePage
      id="device-campaign-title"
      title={c ? t('deviceConsole.campaignTitle', { version: c.version }) : t('deviceConsole.campaign')}
      actions={<Link to={paths.fota(productId)}>{t('deviceConsole.backToCampaigns')}</Link>}
    >
      {campaigns.isError ? (
        <LoadFailed error={campaigns.error} retry={() => void campaigns.refetch()} />
      ) : campaigns.isPending ? (
        <Skeleton active />
      ) : !c ? (
        <p role="alert">{t('deviceConsole.campaignMissing')}</p>
      ) : (
        <>
          <div className="device-console-toolbar">
            <CampaignState campaign={c} />
            {ACTIONS[c.state].map((a) => (
              <Button key={a} danger={a === 'cancel'} onClick={() => ask(a)} loading={move.isPending}>
                {t(`deviceConsole.actionsOf.${a}`)}
              </Button>
            ))}
          </div>
          {c.pausedReason && (
            <p role="status" className="device-console-warning">
              {t('deviceConsole.pausedBecause', {
                reason: t(`deviceConsole.pausedReasons.${c.pausedReason}`, { defaultValue: c.pausedReason }),
              })}
            </p>
          )}
          <dl className="device-console-facts">
            {COUNT_KEYS.map((k) => (
              <div key={k}>
                <dt>{t(`deviceConsole.progress.${k}`)}</dt>
                <dd data-testid={`campaign-count-${k}`} aria-live="polite">
                  {c.counts[k]}
                </dd>
              </div>
            ))}
            <div>
              <dt>{t('deviceConsole.stage')}</dt>
              <dd>
                {t('deviceConsole.stageOf', {
                  percent: c.stages[c.stageIndex],
                  n: c.stageIndex + 1,
                  total: c.stages.length,
                })}
              </dd>
            </div>
            <div>
              <dt>{t('deviceConsole.target')}</dt>
              <dd>
                {t(`deviceConsole.targets.${c.target}`)}
                {c.target === 'percentage' ? ` · ${c.percentage}%` : ''}
                {c.target === 'list' ? ` · ${c.devices.length}` : ''}
              </dd>
            </div>
            <div>
              <dt>{t('deviceConsole.failureThreshold')}</dt>
              <dd>{c.failureThreshold}%</dd>
            </div>
            <div>
              <dt>{t('deviceConsole.stageStarted')}</dt>
              <dd>
                <LocalTime iso={c.stageStartedAt} withTime />
              </dd>
            </div>
          </dl>
          <h2>{t('deviceConsole.failureReasons')}</h2>
          {c.failureCodes.length ? (
            <Table
              rowKey="code"
              size="small"
              pagination={false}
              dataSource={c.failureCodes}
              columns={[
                { key: 'code', title: t('deviceConsole.errorCode'), dataIndex: 'code' },
                { key: 'count', title: t('deviceConsole.devicesCount'), dataIndex: 'count' },
              ]}
            />
          ) : (
            // a plain line, not the table's pale placeholder (too little contrast)
            <p>{t('deviceConsole.noFailures')}</p>
          )}
        </>
      )}
    </DevicePage>
  );
}
