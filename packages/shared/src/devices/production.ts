import { z } from 'zod';
import { pageQuery } from '../pagination';

// The device console's demo and production screens (issue 23, spec §2 `/demo_config`,
// `/produce_info`, `/produce_guide`): a product's demo settings, its production information
// with the factory's test station results (uploaded as CSV), and its production guide.

const sampleValue = z.union([z.number(), z.boolean(), z.string().max(200)]);

/** The demo settings: a firmware of the product, sample property values, a cloud-lab board. */
export const demoConfigBody = z.object({
  firmwareId: z.uuid().nullable(),
  /** property values the demo shows; each a property of the product's data model, of its type */
  sampleData: z
    .record(z.string().min(1).max(32), sampleValue)
    .refine((r) => Object.keys(r).length <= 100, { message: 'tooMany' }),
  /** the cloud lab's board model a "demonstrate" session opens; null = none */
  labBoardModelId: z.number().int().positive().nullable(),
});
export type DemoConfigBody = z.infer<typeof demoConfigBody>;

export const demoConfig = demoConfigBody.extend({
  productId: z.uuid(),
  firmwareVersion: z.string().nullable(),
  labBoardName: z.string().nullable(),
  /** null while the product has no saved demo settings */
  updatedAt: z.string().nullable(),
});
export type DemoConfig = z.infer<typeof demoConfig>;

/** A board model the demo may open in the cloud lab. */
export const demoBoardOption = z.object({ id: z.number().int(), name: z.string() });

/** Catalogue categories a device product is built on: its chip (a SoC, CPU or MCU) and its module. */
export const DEVICE_CHIP_CATEGORIES = ['soc', 'cpu', 'mcu'] as const;
export const DEVICE_MODULE_CATEGORIES = ['module'] as const;
/** A published catalogue part the product form offers, with its catalogue page. */
export const cataloguePart = z.object({ name: z.string(), category: z.string(), path: z.string() });
export type CataloguePart = z.infer<typeof cataloguePart>;
export const catalogueParts = z.object({ chips: z.array(cataloguePart), modules: z.array(cataloguePart) });
export type CatalogueParts = z.infer<typeof catalogueParts>;

export const PRODUCTION_TEXT_MAX = 100;
export const PRODUCTION_CONTACT_MAX = 200;
export const GUIDE_NOTE_MAX = 10_000;

export const productionInfoBody = z.object({
  factory: z.string().trim().max(PRODUCTION_TEXT_MAX),
  line: z.string().trim().max(PRODUCTION_TEXT_MAX),
  contact: z.string().trim().max(PRODUCTION_CONTACT_MAX),
});
export type ProductionInfoBody = z.infer<typeof productionInfoBody>;

/** One licence batch as production consumed it: issued, activated (seen by the device API), revoked. */
export const productionBatch = z.object({
  batchId: z.uuid(),
  count: z.number().int(),
  activated: z.number().int(),
  revoked: z.number().int(),
  issuedAt: z.string(),
});
export type ProductionBatch = z.infer<typeof productionBatch>;

export const stationCounts = z.object({
  station: z.string(),
  passed: z.number().int(),
  failed: z.number().int(),
});
export type StationCounts = z.infer<typeof stationCounts>;

export const productionInfo = productionInfoBody.extend({
  productId: z.uuid(),
  updatedAt: z.string().nullable(),
  batches: z.array(productionBatch),
  stations: z.array(stationCounts),
});
export type ProductionInfo = z.infer<typeof productionInfo>;

// ---- test station results (CSV) ----

/** The CSV's header: these columns, in any order; `notes` may be left out. */
export const TEST_CSV_COLUMNS = ['device_name', 'station', 'result', 'measured_at', 'notes'] as const;
export const TEST_CSV_REQUIRED = ['device_name', 'station', 'result', 'measured_at'] as const;
export const TEST_CSV_MAX_KB = 512;
export const TEST_CSV_MAX_ROWS = 5000;
export const TEST_STATION_MAX = 64;
export const TEST_NOTES_MAX = 500;

export const testResult = z.object({
  id: z.uuid(),
  deviceName: z.string(),
  station: z.string(),
  passed: z.boolean(),
  measuredAt: z.string(),
  notes: z.string(),
});
export type TestResult = z.infer<typeof testResult>;

export const testResultsQuery = pageQuery.extend({
  station: z.string().max(TEST_STATION_MAX).optional(),
  result: z.enum(['pass', 'fail']).optional(),
});

export const testUploadResult = z.object({ imported: z.number().int(), stations: z.array(stationCounts) });

// ---- the production guide ----

export const guideNoteBody = z.object({ note: z.string().max(GUIDE_NOTE_MAX) });

export const productionGuide = z.object({
  productId: z.uuid(),
  productKey: z.string(),
  chip: z.string(),
  /** the newest firmware image, downloaded through a signed link */
  firmware: z
    .object({ id: z.uuid(), version: z.string(), size: z.number().int(), sha256: z.string() })
    .nullable(),
  batches: z.array(productionBatch),
  /** the resources directory's tools (type CONFIGURE), downloaded through their own links */
  tools: z.array(z.object({ id: z.number().int(), name: z.string(), version: z.string() })),
  note: z.string(),
  /** the note through the portal's markdown pipeline, sanitised */
  noteHtml: z.string(),
  updatedAt: z.string().nullable(),
});
export type ProductionGuide = z.infer<typeof productionGuide>;
