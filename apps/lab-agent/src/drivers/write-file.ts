import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertFileName, DriverError } from './driver';

/**
 * Writes an upload into a folder a board reads: beside the target as `.NAME.part`, then renamed,
 * so the board never reads half a file. The source is piped at once (its errors are always
 * handled); on failure the partial file is removed only after its stream closed, since a write
 * stream opens its file lazily and could otherwise create it again after the clean-up.
 */
export async function writeIntoFolder(
  folder: string,
  name: string,
  source: Readable | Buffer,
): Promise<void> {
  assertFileName(name);
  const target = path.join(folder, name);
  const partial = path.join(folder, `.${name}.part`);
  const out = fs.createWriteStream(partial);
  try {
    await pipeline(Buffer.isBuffer(source) ? Readable.from([source]) : source, out);
    await fsp.rename(partial, target);
  } catch (err) {
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await fsp.rm(partial, { force: true });
    throw err instanceof DriverError ? err : new DriverError('upload_failed', (err as Error).message);
  }
}
