import { envelopeOf, labLoadImageBody, labResetBody, ok } from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { takePicture } from './camera';
import { consoleInfo } from './console-info';
import { uploadToBoard } from './files';
import { imageRoutes } from './image-routes';
import { loadImage } from './load';
import { activeReservation, ownedReservation } from './policy';
import { presentEvent } from './presenter';
import { resetBoard } from './reset';
import { errors, idParams, preValidation, reportHeaders, sendFile, tags } from './route-common';
import { labConsoleInfoItem, labSessionEventItem, labSessionFileItem } from './schemas';
import { sessionReport } from './session-report';
import { testJobRoutes } from './test-job-routes';

// The console's board actions (issue 7, spec §2 toolbar), all under the reservation:
// info, reset, upload, camera, application/hardware loading, and the session report.
// Every action: the owner (404 for anyone else), in the running slot (409), with the grant (403);
// the board is reached only through app.labHub.

export async function labConsoleRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/lab/reservations/:id/console',
    {
      preValidation,
      schema: {
        operationId: 'labConsole.get',
        tags,
        summary: 'What the console page needs: board, slot, board state, images, my uploads',
        params: idParams,
        response: { 200: envelopeOf(labConsoleInfoItem), ...errors },
      },
    },
    async (req) => {
      const row = await activeReservation(db, req.user, req.params.id);
      return ok(await consoleInfo(app, row));
    },
  );

  app.post(
    '/api/lab/reservations/:id/reset',
    {
      preValidation,
      config: { fieldLabels: { kind: 'resetKind' } },
      schema: {
        operationId: 'labConsole.reset',
        tags,
        summary:
          'Board reset (about 1 minute; the console reconnects) or environment reset (fresh disk, 3-5 minutes)',
        params: idParams,
        body: labResetBody,
        response: { 200: envelopeOf(labSessionEventItem), ...errors },
      },
    },
    async (req) => {
      const row = await activeReservation(db, req.user, req.params.id);
      const event = await resetBoard(app, req.user!, row, req.body);
      return ok(presentEvent(event));
    },
  );

  app.post(
    '/api/lab/reservations/:id/files',
    {
      preValidation,
      schema: {
        operationId: 'labConsole.upload',
        tags,
        summary:
          'Upload a file to the board (multipart field `file`, optional field `name` before it): delivered into the user folder',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: envelopeOf(labSessionFileItem), ...errors },
      },
    },
    async (req) => {
      const row = await activeReservation(db, req.user, req.params.id);
      return ok(await uploadToBoard(app, req, req.user!, row));
    },
  );

  app.get(
    '/api/lab/reservations/:id/camera',
    {
      preValidation,
      schema: {
        operationId: 'labConsole.camera',
        tags,
        summary: 'A still image of the board (PNG or JPEG bytes, not cached)',
        params: idParams,
        response: errors,
      },
    },
    async (req, reply) => {
      const row = await activeReservation(db, req.user, req.params.id);
      const image = await takePicture(app, req.user!, row);
      return sendFile(
        reply,
        { 'content-type': image.mime, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
        image.bytes,
      );
    },
  );

  app.post(
    '/api/lab/reservations/:id/load',
    {
      preValidation,
      config: { fieldLabels: { target: 'imageTarget' } },
      schema: {
        operationId: 'labConsole.load',
        tags,
        summary:
          "Application or hardware loading: write a catalogue image of the board model, or one of this session's uploads, and boot it",
        params: idParams,
        body: labLoadImageBody,
        response: { 200: envelopeOf(labSessionEventItem), ...errors },
      },
    },
    async (req) => {
      const row = await activeReservation(db, req.user, req.params.id);
      return ok(presentEvent(await loadImage(app, req.user!, row, req.body)));
    },
  );

  app.get(
    '/api/lab/reservations/:id/report',
    {
      preValidation,
      schema: {
        operationId: 'labConsole.report',
        tags,
        summary:
          'Download the session report (HTML file): board, slot, actions with times, test results, console log; also after the slot',
        params: idParams,
        response: errors,
      },
    },
    async (req, reply) => {
      const row = await ownedReservation(db, req.user, req.params.id);
      const { html, fileName } = await sessionReport(app, row, contentLocaleOf(req));
      return sendFile(
        reply,
        {
          ...reportHeaders,
          'content-type': 'text/html; charset=utf-8',
          'content-disposition': `attachment; filename="${fileName}"`,
        },
        html,
      );
    },
  );

  await testJobRoutes(app);
  await imageRoutes(app);
}
