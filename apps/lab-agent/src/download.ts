// Fetches a session file or a catalogue image from the portal with the agent's bearer token. The
// URL comes from the portal, but the token only ever goes back to the portal's own origin.
import fs from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DriverError } from './drivers/driver';

/** ws(s):// portal URLs download over http(s). */
export function portalHttpOrigin(portalUrl: string): string {
  const url = new URL(portalUrl);
  if (url.protocol === 'ws:') url.protocol = 'http:';
  else if (url.protocol === 'wss:') url.protocol = 'https:';
  return url.origin;
}

export interface DownloadOptions {
  portalUrl: string;
  token: string;
  /** refuse (and stop reading) beyond this many bytes */
  maxBytes?: number;
  timeoutMs?: number;
}

/** A stream of the file's bytes; errors as DriverError('download_failed'). */
export async function openDownload(url: string, opts: DownloadOptions): Promise<Readable> {
  const origin = portalHttpOrigin(opts.portalUrl);
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    throw new DriverError('download_failed', 'invalid file URL');
  }
  if (target.origin !== origin) throw new DriverError('download_failed', 'file URL is not on the portal');
  let res: Response;
  try {
    res = await fetch(target, {
      headers: { Authorization: `Bearer ${opts.token}` },
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30 * 60_000),
      redirect: 'error',
    });
  } catch (err) {
    throw new DriverError('download_failed', (err as Error).message);
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw new DriverError('download_failed', `portal answered HTTP ${res.status}`);
  }
  const max = opts.maxBytes ?? Number.POSITIVE_INFINITY;
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > max) {
    await res.body.cancel();
    throw new DriverError('download_failed', `file is larger than announced (${declared} > ${max} bytes)`);
  }
  let seen = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max)
        done(new DriverError('download_failed', `file is larger than announced (> ${max} bytes)`));
      else done(null, chunk);
    },
  });
  const body = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
  body.on('error', (err) => limit.destroy(new DriverError('download_failed', err.message)));
  return body.pipe(limit);
}

export async function downloadToFile(url: string, file: string, opts: DownloadOptions): Promise<void> {
  const source = await openDownload(url, opts);
  try {
    await pipeline(source, fs.createWriteStream(file));
  } catch (err) {
    await fs.promises.rm(file, { force: true });
    throw err instanceof DriverError ? err : new DriverError('download_failed', (err as Error).message);
  }
}
