import { Alert, Button, Input, Modal, Popconfirm, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankingItem } from '@occ/shared';
import { holds } from '@occ/shared/admin/permissions';
import { useCurrentUser } from '~/lib/current-user';
import { errorText } from '~/lib/form-errors';
import { usePublishWinners, useRanking } from './judging-api';
import { useFeedback } from '~/lib/feedback';

type Awards = Record<number, { zh: string; en: string }>;

/**
 * The winners of a competition (a row action of the console's activity list, competitions only):
 * the submissions ranked by their judges' average score; the publisher types each award and
 * publishes the list, which the competition's winners tab then shows.
 */
export function WinnersButton({ row }: { row: { id: number | string; title: string; kind: string } }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (row.kind !== 'competition' || !holds(user, 'activity.publish')) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`winners-${row.id}`}>
        {t('events.console.winners.open')}
      </Button>
      {open ? <WinnersDialog row={row} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function WinnersDialog({
  row,
  onClose,
}: {
  row: { id: number | string; title: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const ranking = useRanking(row.id, true);
  const publish = usePublishWinners(row.id);
  // what the publisher typed, over the awards published so far
  const [edits, setEdits] = useState<Awards>({});
  const awardOf = (r: RankingItem) => edits[r.id] ?? { zh: r.awardZh ?? '', en: r.awardEn ?? '' };
  const set = (r: RankingItem, key: 'zh' | 'en', value: string) =>
    setEdits((a) => ({ ...a, [r.id]: { ...awardOf(r), [key]: value } }));

  const submit = async () => {
    // in the order of the ranking: the first awarded row is shown first on the winners tab
    const winners = (ranking.data ?? [])
      .filter((r) => awardOf(r).zh.trim())
      .map((r) => ({
        submissionId: r.id,
        awardZh: awardOf(r).zh.trim(),
        awardEn: awardOf(r).en.trim(),
      }));
    try {
      await publish.mutateAsync({ winners });
      void message.success(t('events.console.winners.done', { count: winners.length }));
      onClose();
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  return (
    <Modal
      open
      width={880}
      title={t('events.console.winners.title', { title: row.title })}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('events.cancelButton')}
        </Button>,
        <Popconfirm
          key="publish"
          title={t('events.console.winners.confirm')}
          okText={t('events.console.winners.publish')}
          cancelText={t('events.cancelButton')}
          onConfirm={() => void submit()}
        >
          <Button
            type="primary"
            loading={publish.isPending}
            disabled={!ranking.data}
            data-testid="winners-publish"
          >
            {t('events.console.winners.publish')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <p>{t('events.console.winners.help')}</p>
      {ranking.isError ? (
        <Alert type="error" title={errorText(ranking.error)} />
      ) : !ranking.data ? (
        <Skeleton active />
      ) : (
        <Table<RankingItem>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 720 }}
          dataSource={ranking.data}
          locale={{ emptyText: t('events.console.winners.empty') }}
          columns={[
            { title: t('events.console.winners.team'), dataIndex: 'teamName' },
            { title: t('events.console.winners.work'), dataIndex: 'title' },
            { title: t('events.console.winners.phase'), dataIndex: 'phase' },
            {
              title: t('events.console.winners.score'),
              render: (_, r) => (r.totalScore === null ? '-' : `${r.totalScore} (${r.judges})`),
            },
            {
              title: t('events.console.winners.awardZh'),
              render: (_, r) => (
                <Input
                  maxLength={60}
                  value={awardOf(r).zh}
                  onChange={(e) => set(r, 'zh', e.target.value)}
                  aria-label={`${t('events.console.winners.awardZh')} ${r.title}`}
                />
              ),
            },
            {
              title: t('events.console.winners.awardEn'),
              render: (_, r) => (
                <Input
                  maxLength={60}
                  value={awardOf(r).en}
                  onChange={(e) => set(r, 'en', e.target.value)}
                  aria-label={`${t('events.console.winners.awardEn')} ${r.title}`}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
