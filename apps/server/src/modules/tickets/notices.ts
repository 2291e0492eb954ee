import { translate } from '@occ/shared';
import type { App } from '../../platform/types';
import { notify } from '../notifications/notify';
import { stateLabel, type TicketRow } from './service';

const both = (zh: string, en: string) => `${zh} / ${en}`;

/** Tells the submitter their ticket changed state (best effort, after the change committed). */
export async function noticeStateChanged(app: App, row: TicketRow, actorId?: string) {
  const zh = translate('ticketChanged', 'zh-CN', {
    number: row.number,
    state: stateLabel(row.state, 'zh-CN'),
  });
  const en = translate('ticketChanged', 'en-US', {
    number: row.number,
    state: stateLabel(row.state, 'en-US'),
  });
  await notify(app, {
    userId: row.userId,
    category: 'system',
    kind: 'system',
    actorId,
    targetType: 'ticket',
    summary: both(zh, en),
    link: `/work_order_detail?id=${row.id}`,
  });
}

/** Tells the submitter staff replied. Internal notes never come here. */
export async function noticeReplied(app: App, row: TicketRow, actorId: string) {
  await notify(app, {
    userId: row.userId,
    category: 'system',
    kind: 'system',
    actorId,
    targetType: 'ticket',
    summary: both(
      translate('ticketReplied', 'zh-CN', { number: row.number }),
      translate('ticketReplied', 'en-US', { number: row.number }),
    ),
    link: `/work_order_detail?id=${row.id}`,
  });
}

/** Nudges the assignee (when there is one) on the submitter's "remind". */
export async function noticeReminded(app: App, row: TicketRow) {
  if (!row.assigneeId) return;
  await notify(app, {
    userId: row.assigneeId,
    category: 'system',
    kind: 'system',
    actorId: row.userId,
    targetType: 'ticket',
    summary: both(
      translate('ticketReminded', 'zh-CN', { number: row.number }),
      translate('ticketReminded', 'en-US', { number: row.number }),
    ),
    link: `/admin/work_order_detail/${row.id}`,
  });
}
