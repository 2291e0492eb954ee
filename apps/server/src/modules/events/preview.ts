import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  eventDetail,
  ok,
  type CompleteLocale,
  type EventDetail,
} from '@occ/shared';
import { activityAreaBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { requirePermission } from '../../platform/access';
import type { AreaBinding } from '../../platform/admin-area/binding';
import { draftOf } from '../../platform/admin-area/publishing';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { columnsOf } from './admin-area';
import { presentAgenda, presentAgendaRows } from './agenda';
import { presentEventBody, presentEventSummary, presentLive } from './presenter';
import { presentEventProducts } from './related';
import { activityIdNotExist, waitingCount, type EventRow } from './service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The working copy of event `id` (its draft where a live event has one, else the row itself, a
 * never-published event being its own draft) as the public page will show it; null when unknown.
 */
export async function previewEvent(
  db: Db,
  binding: AreaBinding,
  id: number,
  locale: CompleteLocale,
): Promise<EventDetail | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) return null;
  const draft = await draftOf(db, binding, id);
  const body = draft ? activityAreaBody.safeParse(draft) : null;
  const copy: EventRow = body?.success ? { ...row, ...columnsOf(body.data) } : row;
  const [html, agenda, waiting, relatedProducts] = await Promise.all([
    presentEventBody(copy, locale),
    body?.success ? presentAgendaRows(db, body.data.agenda, locale) : presentAgenda(db, id, locale),
    waitingCount(db, id),
    presentEventProducts(db, body?.success ? body.data.productIds : id, locale),
  ]);
  return {
    ...presentEventSummary(copy, locale),
    ...presentLive(copy),
    html,
    mapUrl: copy.mapUrl,
    agenda,
    waiting: waiting.offline,
    onlineWaiting: waiting.online,
    // staff look at the page as a visitor would: no sign-up, reservation or profile of theirs
    liveReserved: null,
    mySignup: null,
    requiresApproval: copy.requiresApproval,
    relatedProducts,
    prefill: null,
  };
}

/** `GET /api/admin/activity/:id/preview`: the console's preview of an event before it is published. */
export function registerEventPreview(app: App, binding: AreaBinding) {
  const { db } = app.database;
  app.get(
    '/api/admin/activity/:id/preview',
    {
      preValidation: async (req) => requirePermission(req.user, 'activity.read'),
      schema: {
        operationId: 'events.preview',
        tags: ['events', 'admin'],
        summary:
          'The working copy of an activity (its draft where there is one) as the public page will show it; staff only',
        params: idParams,
        response: { 200: envelopeOf(eventDetail), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const detail = await previewEvent(db, binding, req.params.id, contentLocaleOf(req));
      if (!detail) throw activityIdNotExist();
      return ok(detail);
    },
  );
}
