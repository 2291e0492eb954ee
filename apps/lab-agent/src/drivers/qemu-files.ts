import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { QemuOptions } from '../config';

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

/** The board's own run folder, unless its path is too long for a unix socket (~107 bytes). */
export async function makeSockDir(dir: string): Promise<string> {
  const local = path.join(dir, 'run');
  if (Buffer.byteLength(path.join(local, 'serial.sock')) > 100) {
    return fsp.mkdtemp(path.join(os.tmpdir(), 'occ-qemu-'));
  }
  await fsp.mkdir(local, { recursive: true });
  return local;
}
