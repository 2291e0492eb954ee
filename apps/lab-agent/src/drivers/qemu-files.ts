import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { QemuOptions } from '../config';
import { assertFileName, DriverError } from './driver';

const execFileP = promisify(execFile);

/** The board's disk: a qcow2 copy-on-write overlay of `baseDisk`, or a blank FAT image. */
export async function createDisk(qemu: QemuOptions, disk: string): Promise<void> {
  if (qemu.baseDisk) {
    const base = path.resolve(qemu.baseDisk);
    await execFileP('qemu-img', ['create', '-q', '-f', 'qcow2', '-F', qemu.baseDiskFormat, '-b', base, disk]);
  } else {
    await execFileP('mkfs.vfat', ['-C', '-n', 'OCCLAB', disk, String(qemu.diskSizeMb * 1024)]);
  }
}

/** An upload into the user folder the board reads over TFTP. */
export async function writeUserFile(
  userFolder: string,
  name: string,
  source: Readable | Buffer,
): Promise<void> {
  assertFileName(name);
  const target = path.join(userFolder, name);
  // Written beside and renamed, so the board never reads half a file.
  const partial = path.join(userFolder, `.${name}.part`);
  try {
    await pipeline(Buffer.isBuffer(source) ? Readable.from([source]) : source, fs.createWriteStream(partial));
    await fsp.rename(partial, target);
  } catch (err) {
    await fsp.rm(partial, { force: true });
    throw err instanceof DriverError ? err : new DriverError('upload_failed', (err as Error).message);
  }
}

/** The board's own run folder, unless its path is too long for a unix socket (~107 bytes). */
export async function makeSockDir(dir: string): Promise<string> {
  const local = path.join(dir, 'run');
  if (Buffer.byteLength(path.join(local, 'serial.sock')) > 100) {
    return fsp.mkdtemp(path.join(os.tmpdir(), 'occ-qemu-'));
  }
  await fsp.mkdir(local, { recursive: true });
  return local;
}
