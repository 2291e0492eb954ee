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
// Its signed URLs point at the portal's own /api/storage?token=<token> route.

export class LocalStorage implements Storage {
  readonly driver = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly signer: LinkSigner,
    private readonly publicPath = '/api/storage',
  ) {}

  private file(key: string) {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, source: PutSource, contentType: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.part`;
    try {
      if (Buffer.isBuffer(source)) await fs.writeFile(tmp, source);
      else await pipeline(createReadStream(source.path), createWriteStream(tmp));
      await fs.writeFile(`${file}.type`, contentType);
      await fs.rename(tmp, file);
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
