// Device simulator (issue 23): `npm run devices:simulate -- --product KEY --count N [--csv FILE]`
// Plays N devices of one product against the device API only (HTTP): each asks for an update,
// downloads the image through its signed link, checks its SHA-256 and the portal's Ed25519
// signature, then reports downloading → installing → success (or failed with a code).
// The devices' identities come from the licence CSVs the console downloads: `--csv FILE`, else every
// `licences-KEY-*.csv` in `--dir` (default: the current directory), the name the console gives them.
// Options: --base http://localhost:3000  --version 1.0.0 (current)  --fail-rate 0.0  --concurrency 20
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export interface SimulateOptions {
  base: string;
  productKey: string;
  devices: { deviceName: string; deviceSecret: string }[];
  currentVersion: string;
  failRate: number;
  concurrency: number;
}

export interface SimulateSummary {
  devices: number;
  offered: number;
  success: number;
  failed: number;
  refused: number;
  versions: Record<string, number>;
}

async function call<T>(base: string, path: string, body?: object): Promise<{ status: number; result: T }> {
  const res = await fetch(new URL(path, base), {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { result: T };
  return { status: res.status, result: json.result };
}

/** Reads product_key,device_name,device_secret rows (the licence batch CSV) for one product. */
export function readLicenceCsv(text: string, productKey: string) {
  return text
    .split(/\r?\n/)
    .slice(1)
    .map((l) => l.split(','))
    .filter((c) => c.length === 3 && c[0] === productKey)
    .map(([, deviceName, deviceSecret]) => ({ deviceName: deviceName!, deviceSecret: deviceSecret! }));
}

export async function simulate(o: SimulateOptions): Promise<SimulateSummary> {
  const key = await call<{ publicKeyPem: string }>(o.base, '/api/device/v1/signing-key');
  const summary: SimulateSummary = {
    devices: o.devices.length,
    offered: 0,
    success: 0,
    failed: 0,
    refused: 0,
    versions: {},
  };
  const one = async (d: { deviceName: string; deviceSecret: string }) => {
    const creds = { productKey: o.productKey, ...d };
    const asked = await call<{ update: null | Record<string, string | number> }>(
      o.base,
      '/api/device/v1/check-update',
      {
        ...creds,
        currentVersion: o.currentVersion,
      },
    );
    if (asked.status !== 200) {
      summary.refused += 1;
      return;
    }
    const u = asked.result.update;
    let version = o.currentVersion;
    if (u) {
      summary.offered += 1;
      const report = (state: string, errorCode?: string) =>
        call(o.base, '/api/device/v1/progress', { ...creds, campaignId: u.campaignId, state, errorCode });
      await report('downloading');
      const image = Buffer.from(await (await fetch(new URL(String(u.url), o.base))).arrayBuffer());
      const hashOk = crypto.createHash('sha256').update(image).digest('hex') === u.sha256;
      const signed = crypto.verify(
        null,
        Buffer.from(String(u.manifest)),
        key.result.publicKeyPem,
        Buffer.from(String(u.signature), 'base64'),
      );
      await report('installing');
      if (!hashOk || !signed) {
        await report('failed', hashOk ? 'E_SIGNATURE' : 'E_HASH');
        summary.failed += 1;
      } else if (Math.random() < o.failRate) {
        await report('failed', 'E_SIMULATED');
        summary.failed += 1;
      } else {
        await report('success');
        summary.success += 1;
        version = String(u.version);
      }
    }
    summary.versions[version || '-'] = (summary.versions[version || '-'] ?? 0) + 1;
  };
  let next = 0;
  const worker = async () => {
    while (next < o.devices.length) await one(o.devices[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, o.concurrency) }, worker));
  return summary;
}

const USAGE =
  'usage: npm run devices:simulate -- --product KEY --count N [--csv licences.csv | --dir DIR] [--base URL]';

/**
 * The devices of `productKey` to play: the rows of `csv`, else of every licence CSV the console
 * downloaded for the product into `dir` (`licences-KEY-<batch>.csv`), each device once, at most `count`.
 */
export function loadDevices(o: { productKey: string; count: number; csv?: string; dir: string }) {
  const files = o.csv
    ? [o.csv]
    : fs
        .readdirSync(o.dir)
        .filter((f) => f.startsWith(`licences-${o.productKey}-`) && f.endsWith('.csv'))
        .sort()
        .map((f) => path.join(o.dir, f));
  const seen = new Map<string, { deviceName: string; deviceSecret: string }>();
  for (const f of files)
    for (const d of readLicenceCsv(fs.readFileSync(f, 'utf8'), o.productKey))
      if (!seen.has(d.deviceName)) seen.set(d.deviceName, d);
  return { files, devices: [...seen.values()].slice(0, o.count) };
}

/** The command line as simulate() options; an error names what is missing. */
export function parseOptions(
  args: string[],
  // `npm run` starts in the package's folder; INIT_CWD is where it was typed
  cwd = process.env.INIT_CWD ?? process.cwd(),
): SimulateOptions {
  const { values } = parseArgs({
    args,
    options: {
      product: { type: 'string' },
      count: { type: 'string', default: '100' },
      csv: { type: 'string' },
      dir: { type: 'string', default: cwd },
      base: { type: 'string', default: process.env.PORTAL_URL ?? 'http://localhost:3000' },
      version: { type: 'string', default: '1.0.0' },
      'fail-rate': { type: 'string', default: '0' },
      concurrency: { type: 'string', default: '20' },
    },
  });
  const count = Number(values.count);
  if (!values.product || !Number.isInteger(count) || count < 1) throw new Error(USAGE);
  const { files, devices } = loadDevices({
    productKey: values.product,
    count,
    csv: values.csv,
    dir: path.resolve(cwd, values.dir!),
  });
  if (!devices.length)
    throw new Error(
      files.length
        ? `no licences of ${values.product} in ${files.join(', ')}`
        : `no licences-${values.product}-*.csv in ${values.dir}: download a licence batch's CSV from the console (/admin/license) or pass --csv`,
    );
  return {
    base: values.base!,
    productKey: values.product,
    devices,
    currentVersion: values.version!,
    failRate: Number(values['fail-rate']),
    concurrency: Number(values.concurrency),
  };
}

async function main() {
  let options: SimulateOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  console.error(`simulating ${options.devices.length} devices of ${options.productKey} at ${options.base}`);
  console.log(JSON.stringify(await simulate(options), null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
