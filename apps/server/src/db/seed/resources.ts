import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { resources, storedFiles } from '../schema';
import type { Storage } from '../../platform/storage';

// Demo resources of /community/download with real small files (gzip archives generated here),
// added when the directory is empty, never over staff's or enterprises' own.

const DEMO: { name: string; description: string; type: 1 | 2 | 3; file: string }[] = [
  {
    name: 'XuanTie C906 SDK 2.1',
    description: 'Toolchain wrappers, drivers and examples for the C906 core.',
    type: 1,
    file: 'xuantie-c906-sdk-2.1.tar.gz',
  },
  {
    name: '玄铁 C910 开发包 1.4',
    description: 'C910 处理器的编译工具、驱动与示例工程。',
    type: 1,
    file: 'xuantie-c910-sdk-1.4.tar.gz',
  },
  {
    name: 'XuanTie C920 vector library',
    description: 'RVV 1.0 optimised math kernels for the C920.',
    type: 1,
    file: 'c920-vector-lib-0.9.tar.gz',
  },
  {
    name: 'E902 bare-metal examples',
    description: 'Startup code, linker scripts and blinky for E902 boards.',
    type: 1,
    file: 'e902-baremetal-examples.tar.gz',
  },
  {
    name: '玄铁调试器固件 3.2',
    description: '调试探针固件升级包，支持 JTAG 与 cJTAG。',
    type: 1,
    file: 'xuantie-debugger-fw-3.2.gz',
  },
  {
    name: 'Board support package store index',
    description: 'The index of board packages offered in the store.',
    type: 2,
    file: 'bsp-store-index.tar.gz',
  },
  {
    name: '应用商店示例镜像',
    description: '商店中上架应用的示例镜像与说明。',
    type: 2,
    file: 'store-sample-image.gz',
  },
  {
    name: 'Store publishing kit',
    description: 'Templates and a checklist for publishing a component to the store.',
    type: 2,
    file: 'store-publishing-kit.tar.gz',
  },
  {
    name: 'Linux kernel config for TH1520',
    description: 'A tested kernel configuration for TH1520 boards.',
    type: 3,
    file: 'th1520-kernel-config.gz',
  },
  {
    name: '量产配置工具 1.0',
    description: '批量烧写与配置开发板的工具与配置模板。',
    type: 3,
    file: 'mass-production-config-1.0.tar.gz',
  },
  {
    name: 'U-Boot environment presets',
    description: 'Boot environment presets for SD, eMMC and network boot.',
    type: 3,
    file: 'uboot-env-presets.gz',
  },
  {
    name: '设备树配置样例',
    description: '常见外设的设备树片段与说明。',
    type: 3,
    file: 'device-tree-samples.tar.gz',
  },
];

export async function seedResources(db: Db, storage: Storage): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resources);
  if (row!.n > 0) return 0;
  for (const [i, d] of DEMO.entries()) {
    const data = zlib.gzipSync(
      Buffer.from(`${d.name}\n\n${d.description}\n\n${'demo content line\n'.repeat(200 + i * 50)}`),
    );
    const key = `files/${crypto.randomBytes(16).toString('hex')}`;
    await storage.put(key, data, 'application/gzip');
    const [file] = await db
      .insert(storedFiles)
      .values({
        ownerId: null,
        name: d.file,
        storageKey: key,
        size: data.length,
        contentType: 'application/gzip',
        sha256: crypto.createHash('sha256').update(data).digest('hex'),
      })
      .returning({ id: storedFiles.id });
    await db
      .insert(resources)
      .values({ name: d.name, description: d.description, type: d.type, fileId: file!.id });
  }
  return DEMO.length;
}
