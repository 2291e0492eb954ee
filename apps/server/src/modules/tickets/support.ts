import { z } from 'zod';
import { errorResponses } from '@occ/shared';
import type { Db } from '../../db/client';
import { attachmentsOf } from './attachments';
import { followersOf } from './followers';
import { relatedOf } from './follow-up';
import { slaOf } from './sla';
import { presentTicketDetail, type Audience } from './presenter';
import { historyOf, nicknameOf, threadOf, ticketNotFound, type TicketRow } from './service';

export const ticketIdParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'fieldInvalid') });
export const errors = errorResponses(401, 403, 404, 409, 422);

export const idOf = (raw: string): number => {
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw ticketNotFound();
  return n;
};

/** The ticket as `audience` sees it: the thread without internal notes unless staff; `viewerId` to say whether they follow it. */
export async function detailOf(db: Db, row: TicketRow, audience: Audience, viewerId?: string) {
  const [thread, history, submitter, assignee, followers, related, files] = await Promise.all([
    threadOf(db, row.id, audience === 'staff'),
    historyOf(db, row.id),
    nicknameOf(db, row.userId),
    nicknameOf(db, row.assigneeId),
    followersOf(db, row.id),
    relatedOf(db, row),
    attachmentsOf(db, row.id, audience === 'staff'),
  ]);
  const following = viewerId !== undefined && followers.some((f) => f.userId === viewerId);
  return presentTicketDetail(
    row,
    {
      thread,
      files,
      history,
      submitter: submitter ?? '',
      assignee,
      followers,
      following,
      related,
      sla:
        audience === 'staff'
          ? slaOf(
              row,
              history.map((h) => ({ to: h.to, createdAt: h.createdAt })),
            )
          : null,
    },
    audience,
  );
}
