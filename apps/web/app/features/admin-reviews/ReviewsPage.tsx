import { Radio, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { MODERATION_ACTIONS, REVIEW_TYPES, type ModerationAction, type ReviewType } from '@occ/shared';
import { useMergedSearchParams } from '~/lib/search-params';
import type { ReviewListState } from './api';
import { ModerationLog } from './ModerationLog';
import { ReviewQueue } from './ReviewQueue';

type Tab = ReviewType | 'log';
const TABS: readonly Tab[] = [...REVIEW_TYPES, 'log'];

const tabOf = (v: string | null): Tab =>
  (TABS as readonly string[]).includes(v ?? '') ? (v as Tab) : 'post';
const actionOf = (v: string | null) =>
  (MODERATION_ACTIONS as readonly string[]).includes(v ?? '') ? (v as ModerationAction) : undefined;

/**
 * /admin/reviews?type=post|video|report|held|log&state=pending|published&page=&action=: the review
 * queues and the moderation log, every choice in the URL.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const tab = tabOf(params.get('type'));
  const state: ReviewListState = params.get('state') === 'published' ? 'published' : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const action = actionOf(params.get('action'));

  const update = (patch: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || (k === 'page' && v === '1') || (k === 'state' && v === 'pending')) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { preventScrollReset: true },
    );

  const liveable = tab === 'post' || tab === 'video';
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          update({ type: key === 'post' ? null : key, state: null, page: null, action: null })
        }
        items={TABS.map((k) => ({ key: k, label: t(`adminReviews.tabs.${k}`) }))}
      />
      {liveable ? (
        <Radio.Group
          className="rv-state"
          optionType="button"
          value={state}
          aria-label={t('adminReviews.stateLabel')}
          onChange={(e) => update({ state: e.target.value as string, page: null })}
          options={(['pending', 'published'] as const).map((s) => ({
            value: s,
            label: t(`adminReviews.listStates.${s}`),
          }))}
        />
      ) : null}
      {tab === 'log' ? (
        <ModerationLog
          page={page}
          action={action}
          onChange={(p) =>
            update({
              ...(p.page !== undefined ? { page: String(p.page) } : {}),
              ...(p.action !== undefined ? { action: p.action } : {}),
            })
          }
        />
      ) : (
        <ReviewQueue
          type={tab}
          state={liveable ? state : 'pending'}
          page={page}
          onPage={(p) => update({ page: String(p) })}
        />
      )}
    </>
  );
}
