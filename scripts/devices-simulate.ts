// Device simulator (issue 23): `npm run devices:simulate -- --product KEY --count N --csv licences.csv`
// Plays N devices of one product against the device API only (HTTP): each asks for an update,
// downloads the image through its signed link, checks its SHA-256 and the portal's Ed25519
// signature, then reports downloading → installing → success (or failed with a code).
// Options: --base http://localhost:3000  --version 1.0.0 (current)  --fail-rate 0.0  --concurrency 20
import crypto from 'node:crypto';
import fs from 'node:fs';
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

async function main() {
  const { values } = parseArgs({
    options: {
      product: { type: 'string' },
      count: { type: 'string', default: '100' },
      csv: { type: 'string' },
      base: { type: 'string', default: process.env.PORTAL_URL ?? 'http://localhost:3000' },
      version: { type: 'string', default: '1.0.0' },
      'fail-rate': { type: 'string', default: '0' },
      concurrency: { type: 'string', default: '20' },
    },
  });
  if (!values.product || !values.csv) {
    console.error(
      'usage: npm run devices:simulate -- --product KEY --count N --csv licences.csv [--base URL]',
    );
    process.exit(2);
  }
  const devices = readLicenceCsv(fs.readFileSync(values.csv, 'utf8'), values.product).slice(
    0,
    Number(values.count),
  );
  const summary = await simulate({
    base: values.base!,
    productKey: values.product,
    devices,
    currentVersion: values.version!,
    failRate: Number(values['fail-rate']),
    concurrency: Number(values.concurrency),
  });
  console.log(JSON.stringify(summary, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
