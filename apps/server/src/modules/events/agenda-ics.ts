import { asc, eq } from 'drizzle-orm';
import { errorResponses, eventRef } from '@occ/shared';
import { z } from 'zod';
import { eventAgenda } from '../../db/schema';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { agendaIcs, agendaIcsFilename } from './ics';
import { eventsPolicy } from './policy';
import { presentEventSummary } from './presenter';
import { getEvent } from './service';

/** `GET /api/events/:ref/agenda.ics`: the agenda exported as a calendar (issue 19, agenda table). */
export function registerAgendaIcs(app: App) {
  const { db } = app.database;
  app.get(
    '/api/events/:ref/agenda.ics',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'events.agendaIcs',
        tags: ['events'],
        summary: "The event's agenda as an iCalendar (.ics) file, one entry per agenda row",
        params: z.object({ ref: eventRef }),
        response: { 200: z.string(), ...errorResponses(404, 422) },
      },
    },
    async (req, reply) => {
      eventsPolicy.authorize(req.user, 'read', null);
      const row = await getEvent(db, req.params.ref);
      const loc = contentLocaleOf(req);
      const s = presentEventSummary(row, loc);
      const rows = await db
        .select()
        .from(eventAgenda)
        .where(eq(eventAgenda.eventId, row.id))
        .orderBy(asc(eventAgenda.position));
      const body = agendaIcs(
        app.config.publicUrl,
        { ...row, title: s.title, summary: s.summary },
        rows.map((r) => ({ ...r, theme: loc === 'en-US' && r.themeEn ? r.themeEn : r.themeZh })),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${agendaIcsFilename(row.slug)}"`)
        .send(body);
    },
  );
}
