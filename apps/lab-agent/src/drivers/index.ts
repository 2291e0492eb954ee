// Builds a board's driver from its config entry; each board gets its own folder under dataDir.
import path from 'node:path';
import type { BoardConfig } from '../config';
import type { Logger } from '../log';
import type { BoardDriver } from './driver';
import { QemuDriver } from './qemu';
import { SerialDriver } from './serial';

export function createDriver(board: BoardConfig, dataDir: string, log: Logger): BoardDriver {
  const dir = path.join(dataDir, 'boards', board.key);
  return board.driver === 'qemu'
    ? new QemuDriver({ key: board.key, log, dir, qemu: board.qemu })
    : new SerialDriver({ key: board.key, log, dir, serial: board.serial });
}
