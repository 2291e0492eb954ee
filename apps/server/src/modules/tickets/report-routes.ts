import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  envelopeOf,
  ok,
  ticketReport as ticketReportSchema,
  ticketReportQuery,
  type TicketReportQuery,
} from '@occ/shared';
import { toCsv } from '../../platform/admin-area/list';
import type { App } from '../../platform/types';
import { ticketsPolicy } from './policy';
import { reportRows, ticketReport } from './reports';
import { errors } from './support';

const tags = ['admin', 'workOrders'];

/** The workbench's report (`/admin/work_order_reports`) and its CSV; support staff only. */
export async function ticketReportRoutes(app: App) {
  const { db } = app.database;
  const staff = async (req: FastifyRequest) => ticketsPolicy.authorize(req.user, 'handle', null);

  app.get(
    '/api/admin/workOrders/reports',
    {
      preValidation: staff,
      schema: {
        operationId: 'tickets.reports',
        tags,
        summary: 'Tickets opened/closed per week, median first response and resolution, satisfaction',
        querystring: ticketReportQuery,
        response: { 200: envelopeOf(ticketReportSchema), ...errors },
      },
    },
    async (req) => ok(await ticketReport(db, (req.query as TicketReportQuery).weeks)),
  );

  app.get(
    '/api/admin/workOrders/reports.csv',
    {
      preValidation: staff,
      schema: {
        operationId: 'tickets.reportsCsv',
        tags,
        summary: 'The same report as CSV (section, key, metric, value)',
        querystring: ticketReportQuery,
      },
    },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const report = await ticketReport(db, (req.query as TicketReportQuery).weeks);
      const rows = reportRows(report).map((r) => ({ section: r[0], key: r[1], metric: r[2], value: r[3] }));
      const keys = ['section', 'key', 'metric', 'value'];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="work-order-report.csv"')
        .send(toCsv(keys, rows, keys));
    },
  );
}
