import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import type { LinkSigner } from './signing';
import {
  checkKey,
  type ByteRange,
  type PutSource,
  type ReadResult,
  type Storage,
  type StoredObject,
} from './types';

// The local disk driver: <root>/<key> with its content type beside it in <root>/<key>.type.
// Its signed URLs point at the portal's own /api/storage?token=<token> route. `mounts` maps a key
// prefix to another folder: `uploads/` is UPLOAD_DIR, so the files written there before the storage
// module (videos, lab files) keep their paths: `uploads/videos/play/<k>.mp4` is
// UPLOAD_DIR/videos/play/<k>.mp4. A file without its `.type` reads as application/octet-stream.

export class LocalStorage implements Storage {
  readonly driver = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly signer: LinkSigner,
    private readonly publicPath = '/api/storage',
    private readonly mounts: Record<string, string> = {},
  ) {}

  private file(key: string) {
    checkKey(key);
    for (const [prefix, dir] of Object.entries(this.mounts))
      if (key.startsWith(prefix)) return path.join(dir, key.slice(prefix.length));
    return path.join(this.root, key);
  }

  localPath(key: string): string {
    return this.file(key);
  }

  async put(key: string, source: PutSource, contentType: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.part`;
    try {
      await fs.writeFile(`${file}.type`, contentType);
      if (Buffer.isBuffer(source)) await fs.writeFile(tmp, source);
      else if (source.move && (await moved(source.path, file))) return;
      else await pipeline(createReadStream(source.path), createWriteStream(tmp));
      await fs.rename(tmp, file);
      if (!Buffer.isBuffer(source) && source.move) await fs.rm(source.path, { force: true });
    } catch (e) {
      await fs.rm(tmp, { force: true });
      throw e;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const [s, type] = await Promise.all([
        fs.stat(file),
        fs.readFile(`${file}.type`, 'utf8').catch(() => ''),
      ]);
      return { size: s.size, contentType: type || 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ReadResult | null> {
    const meta = await this.stat(key);
    if (!meta) return null;
    const body = createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
    return { ...meta, body, range };
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}.type`, { force: true });
  }

  async signedUrl(key: string, expiresInSeconds: number, opts: { fileName?: string } = {}): Promise<string> {
    const token = this.signer.sign(
      JSON.stringify({ k: checkKey(key), n: opts.fileName ?? null }),
      new Date(Date.now() + expiresInSeconds * 1000),
    );
    return `${this.publicPath}?token=${token}`;
  }
}

/** Renames `from` to `to`; false when they are on different file systems (the caller copies). */
async function moved(from: string, to: string): Promise<boolean> {
  try {
    await fs.rename(from, to);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EXDEV') return false;
    throw e;
  }
}
