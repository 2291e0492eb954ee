import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertFileName, DriverError } from './driver';

/**
 * Writes an upload into a folder a board reads: beside the target as `.NAME.part`, then renamed,
 * so the board never reads half a file. The partial file is opened before any byte is read, so a
 * failed download removes it for good (a write stream that opens lazily could create it again
 * after the clean-up).
 */
export async function writeIntoFolder(
  folder: string,
  name: string,
  source: Readable | Buffer,
): Promise<void> {
  assertFileName(name);
  const target = path.join(folder, name);
  const partial = path.join(folder, `.${name}.part`);
  const handle = await fsp.open(partial, 'w');
  try {
    const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
    await pipeline(input, handle.createWriteStream());
    await fsp.rename(partial, target);
  } catch (err) {
    await handle.close().catch(() => undefined);
    await fsp.rm(partial, { force: true });
    throw err instanceof DriverError ? err : new DriverError('upload_failed', (err as Error).message);
  }
}
