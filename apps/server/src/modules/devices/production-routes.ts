import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  Code,
  demoBoardOption,
  demoConfig,
  demoConfigBody,
  downloadLink,
  envelopeOf,
  errorResponses,
  guideNoteBody,
  ok,
  pageOf,
  productionGuide,
  productionInfo,
  productionInfoBody,
  TEST_CSV_MAX_KB,
  testResult,
  testResultsQuery,
  testUploadResult,
} from '@occ/shared';
import { and, desc, eq } from 'drizzle-orm';
import { deviceFirmware, resources, storedFiles } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { renderMarkdown } from '../../platform/markdown';
import { discard, receiveFile } from '../../platform/storage/receive';
import type { App } from '../../platform/types';
import { catalogueRoutes } from './catalogue-parts';
import { devicesPolicy } from './policy';
import {
  boardOptions,
  getDemoConfig,
  importTestResults,
  latestFirmware,
  licenceBatches,
  listTestResults,
  productionRow,
  saveDemoConfig,
  saveProduction,
  stationCounts,
  unknownDevice,
} from './production';
import { scopeOf, visibleProduct } from './scope';
import { parseTestCsv } from './test-csv';

const tags = ['devices'];
const idParams = z.object({ id: z.uuid() });
const use = async (req: { user: Parameters<typeof devicesPolicy.authorize>[0] }) =>
  devicesPolicy.authorize(req.user, 'use', null);
const LINK_SECONDS = 3600;
/** the resources directory's type of tools and configuration (spec §3: CONFIGURE = 3) */
const TOOL_TYPE = 3;

/**
 * A product's demo settings (`/demo_config`), production information with test station results
 * (`/produce_info`) and production guide (`/produce_guide`), issue 23. Another organisation's
 * product answers 404 as the rest of the console does; every write is audited.
 */
export async function deviceProductionRoutes(app: App) {
  const { db } = app.database;
  const product = async (req: { user: Parameters<typeof scopeOf>[1] | null }, id: string) =>
    visibleProduct(db, await scopeOf(db, req.user!), id);

  app.get(
    '/api/devices/demo-boards',
    {
      preValidation: use,
      schema: {
        operationId: 'demoConfigs.boards',
        tags,
        summary: 'The cloud lab’s board models a demo may open',
        response: { 200: envelopeOf(z.array(demoBoardOption)), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await boardOptions(db)),
  );
  catalogueRoutes(app, tags);

  app.get(
    '/api/devices/products/:id/demo',
    {
      preValidation: use,
      schema: {
        operationId: 'demoConfigs.get',
        tags,
        summary: 'A product’s demo settings (empty until saved)',
        params: idParams,
        response: { 200: envelopeOf(demoConfig), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => ok(await getDemoConfig(db, (await product(req, req.params.id)).id)),
  );

  app.put(
    '/api/devices/products/:id/demo',
    {
      preValidation: use,
      schema: {
        operationId: 'demoConfigs.save',
        tags,
        summary:
          'Save the demo settings: a firmware of this product (else 422), sample values of the data model’s properties with their types (else 422 naming the property), an optional cloud-lab board model',
        params: idParams,
        body: demoConfigBody,
        response: { 200: envelopeOf(demoConfig), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const row = await product(req, req.params.id);
      return ok(await saveDemoConfig(db, req, (k, p) => t(req, k, p), row, req.body));
    },
  );

  app.get(
    '/api/devices/products/:id/production',
    {
      preValidation: use,
      schema: {
        operationId: 'production.get',
        tags,
        summary:
          'Production information: factory, line, contact, the licence batches consumed and the pass/fail counts per test station',
        params: idParams,
        response: { 200: envelopeOf(productionInfo), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const { id } = await product(req, req.params.id);
      const [row, batches, stations] = await Promise.all([
        productionRow(db, id),
        licenceBatches(db, id),
        stationCounts(db, id),
      ]);
      return ok({
        productId: id,
        factory: row?.factory ?? '',
        line: row?.line ?? '',
        contact: row?.contact ?? '',
        updatedAt: row?.updatedAt.toISOString() ?? null,
        batches,
        stations,
      });
    },
  );

  app.put(
    '/api/devices/products/:id/production',
    {
      preValidation: use,
      schema: {
        operationId: 'production.update',
        tags,
        summary: 'Edit the factory, production line and contact of a product',
        params: idParams,
        body: productionInfoBody,
        response: { 200: envelopeOf(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      await saveProduction(db, req, await product(req, req.params.id), req.body);
      return ok(null);
    },
  );

  app.post(
    '/api/devices/products/:id/test-results',
    {
      preValidation: use,
      schema: {
        operationId: 'testResults.upload',
        tags,
        summary: `Upload test station results as CSV (multipart \`file\`, at most ${TEST_CSV_MAX_KB} KB): header device_name, station, result (pass/fail), measured_at, notes; a bad line is refused with 422 naming its line and column, and nothing is imported`,
        params: idParams,
        response: { 200: envelopeOf(testUploadResult), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const row = await product(req, req.params.id);
      const { file } = await receiveFile(req, {
        tmpDir: path.join(app.config.dataDir, 'tmp', 'uploads'),
        maxBytes: TEST_CSV_MAX_KB * 1024,
        // text has no magic bytes: a file with a recognised binary type is not a CSV
        accept: (mime) => (mime === undefined ? 'text/csv' : null),
        tooLarge: { key: 'testCsvTooLarge', params: { max: TEST_CSV_MAX_KB } },
      });
      let text: string;
      try {
        text = await fs.readFile(file.path, 'utf8');
      } finally {
        await discard(file);
      }
      const refuse = (field: string, key: Parameters<typeof t>[1], params: Record<string, string>) =>
        new AppError(422, Code.VALIDATION_FAILED, key, params, [{ field, message: t(req, key, params) }]);
      const parsed = parseTestCsv(text);
      if ('problem' in parsed) {
        const p = parsed.problem;
        if (p.key !== 'testCsvCell') throw refuse('file', p.key, 'params' in p ? p.params : {});
        const params = { line: String(p.line), column: p.column, problem: t(req, p.problem, p.params) };
        throw refuse(`file.line${p.line}.${p.column}`, 'testCsvCell', params);
      }
      const stranger = await unknownDevice(db, row.id, parsed.lines);
      if (stranger) {
        const problem = t(req, 'testCsvDevice', { name: stranger.deviceName });
        const params = { line: String(stranger.line), column: 'device_name', problem };
        throw refuse(`file.line${stranger.line}.device_name`, 'testCsvCell', params);
      }
      const imported = await importTestResults(db, req, row, file.name, parsed.lines);
      return ok({ imported, stations: await stationCounts(db, row.id) });
    },
  );

  app.get(
    '/api/devices/products/:id/test-results',
    {
      preValidation: use,
      schema: {
        operationId: 'testResults.list',
        tags,
        summary: 'Test station results of a product, newest measurement first, by station and result',
        params: idParams,
        querystring: testResultsQuery,
        response: { 200: envelopeOf(pageOf(testResult)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const { id } = await product(req, req.params.id);
      const page = await listTestResults(db, id, req.query);
      return ok({ ...page, page: req.query.page, pageSize: req.query.pageSize });
    },
  );

  app.get(
    '/api/devices/products/:id/guide',
    {
      preValidation: use,
      schema: {
        operationId: 'production.guide',
        tags,
        summary:
          'The production guide: the newest firmware, the licence batches, the tool downloads of the resources directory and the guide’s note (markdown, sanitised)',
        params: idParams,
        response: { 200: envelopeOf(productionGuide), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const p = await product(req, req.params.id);
      const [fw, batches, row, tools] = await Promise.all([
        latestFirmware(db, p.id),
        licenceBatches(db, p.id),
        productionRow(db, p.id),
        db
          .select({ id: resources.id, name: resources.name, version: resources.version })
          .from(resources)
          .where(and(eq(resources.type, TOOL_TYPE), eq(resources.approved, true)))
          .orderBy(desc(resources.updatedAt), desc(resources.id))
          .limit(10),
      ]);
      const note = row?.guideNote ?? '';
      return ok({
        productId: p.id,
        productKey: p.productKey,
        chip: p.chip,
        firmware: fw ? { id: fw.id, version: fw.version, size: fw.size, sha256: fw.sha256 } : null,
        batches,
        tools,
        note,
        noteHtml: note ? await renderMarkdown(note) : '',
        updatedAt: row?.updatedAt.toISOString() ?? null,
      });
    },
  );

  app.put(
    '/api/devices/products/:id/guide',
    {
      preValidation: use,
      schema: {
        operationId: 'production.guideNote',
        tags,
        summary: 'Edit the production guide’s note (markdown)',
        params: idParams,
        body: guideNoteBody,
        response: { 200: envelopeOf(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      await saveProduction(db, req, await product(req, req.params.id), { guideNote: req.body.note });
      return ok(null);
    },
  );

  app.post(
    '/api/devices/products/:id/firmware/:firmwareId/link',
    {
      preValidation: use,
      schema: {
        operationId: 'firmware.downloadLink',
        tags,
        summary: 'A signed link, valid for an hour, to download a firmware image of the product',
        params: z.object({ id: z.uuid(), firmwareId: z.uuid() }),
        response: { 200: envelopeOf(downloadLink), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const p = await product(req, req.params.id);
      const [row] = await db
        .select({ key: storedFiles.storageKey, version: deviceFirmware.version })
        .from(deviceFirmware)
        .innerJoin(storedFiles, eq(storedFiles.id, deviceFirmware.fileId))
        .where(and(eq(deviceFirmware.id, req.params.firmwareId), eq(deviceFirmware.productId, p.id)))
        .limit(1);
      if (!row) throw notFound();
      const url = await app.storage.signedUrl(row.key, LINK_SECONDS, {
        fileName: `${p.productKey}-${row.version}.bin`,
      });
      return ok({ url, expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString() });
    },
  );
}
