import fs from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import { labStorageKey, newStorageKey } from '../../modules/lab-console/storage';
import type { Storage } from '../../platform/storage';
import type { Db } from '../client';
import { labBoardImages, labBoardModels } from '../schema';
import { labBoards } from './data/lab';

// Demo board images for the emulated boards (application and hardware loading work out of the
// box): Debian's U-Boot build for qemu-riscv64 as a hardware image when the package is installed,
// and a tiny application that U-Boot fetches over TFTP and runs, printing a greeting.

const UBOOT = '/usr/lib/u-boot/qemu-riscv64_smode/u-boot.bin';
const HELLO_NAME = 'occ-hello.env';
const HELLO = 'occ_hello=echo Hello from the OCC cloud lab\n';
/** U-Boot: fetch the file from the agent's TFTP folder, import it as environment, run it. */
const HELLO_BOOT = 'dhcp 0x84000000 10.0.2.2:{name} && env import -t 0x84000000 ${filesize} && run occ_hello';

interface DemoImage {
  target: 'application' | 'hardware';
  name: string;
  description: string;
  fileName: string;
  bootCommand: string | null;
  bytes: Buffer;
}

async function demoImages(): Promise<DemoImage[]> {
  const images: DemoImage[] = [
    {
      target: 'application',
      name: 'Hello (U-Boot script)',
      description: 'Loaded over TFTP from the user folder and run at the U-Boot prompt; prints a greeting.',
      fileName: HELLO_NAME,
      bootCommand: HELLO_BOOT,
      bytes: Buffer.from(HELLO),
    },
  ];
  const uboot = await fs.readFile(UBOOT).catch(() => null);
  if (uboot)
    images.push({
      target: 'hardware',
      name: 'U-Boot (Debian)',
      description: "U-Boot for qemu-riscv64 in S-mode from Debian's u-boot-qemu package.",
      fileName: 'u-boot.bin',
      bootCommand: null,
      bytes: uboot,
    });
  return images;
}

/** Adds the demo images to every seeded board model served by the qemu driver; returns how many. */
export async function seedLabImages(db: Db, storage: Storage): Promise<number> {
  const names = labBoards.filter((b) => b.driver === 'qemu').map((b) => b.name);
  if (!names.length) return 0;
  const boards = await db
    .select({ id: labBoardModels.id })
    .from(labBoardModels)
    .where(inArray(labBoardModels.name, names));
  const images = await demoImages();
  let added = 0;
  for (const board of boards) {
    for (const image of images) {
      const key = newStorageKey();
      await storage.put(labStorageKey('image', key), image.bytes, 'application/octet-stream');
      await db.insert(labBoardImages).values({
        boardModelId: board.id,
        target: image.target,
        name: image.name,
        description: image.description,
        storageKey: key,
        fileName: image.fileName,
        size: image.bytes.length,
        bootCommand: image.bootCommand,
      });
      added++;
    }
  }
  return added;
}
