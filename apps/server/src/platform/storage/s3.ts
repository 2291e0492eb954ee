import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import {
  checkKey,
  type ByteRange,
  type PutSource,
  type ReadResult,
  type Storage,
  type StoredObject,
} from './types';

// The S3-protocol driver (AWS S3, MinIO, Ceph RGW, s3rver...): path-style addresses
// <endpoint>/<bucket>/<key>, requests signed with AWS Signature V4 (aws4fetch), downloads by
// presigned URL.

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export class S3Error extends Error {}

export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(private readonly opts: S3Options) {
    this.client = new AwsClient({
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      region: opts.region,
      service: 's3',
    });
    this.base = `${opts.endpoint.replace(/\/$/, '')}/${encodeURIComponent(opts.bucket)}`;
  }

  private url(key: string) {
    return `${this.base}/${checkKey(key).split('/').map(encodeURIComponent).join('/')}`;
  }

  private async fail(res: Response, what: string): Promise<never> {
    const text = await res.text().catch(() => '');
    throw new S3Error(`S3 ${what} failed: ${res.status} ${text.slice(0, 300)}`);
  }

  /** Creates the bucket when it does not exist (tests, first start against an empty server). */
  async ensureBucket(): Promise<void> {
    const head = await this.client.fetch(this.base, { method: 'HEAD' });
    if (head.ok) return;
    const res = await this.client.fetch(this.base, { method: 'PUT' });
    if (!res.ok && res.status !== 409) await this.fail(res, 'create bucket');
  }

  async put(key: string, source: PutSource, contentType: string): Promise<void> {
    const body: Blob = Buffer.isBuffer(source)
      ? new Blob([new Uint8Array(source)])
      : await fs.openAsBlob(source.path);
    const res = await this.client.fetch(this.url(key), {
      method: 'PUT',
      body,
      headers: { 'content-type': contentType },
    });
    if (!res.ok) await this.fail(res, 'put');
    await res.arrayBuffer();
    if (!Buffer.isBuffer(source) && source.move) await fs.promises.rm(source.path, { force: true });
  }

  async stat(key: string): Promise<StoredObject | null> {
    const res = await this.client.fetch(this.url(key), { method: 'HEAD' });
    if (res.status === 404) return null;
    if (!res.ok) await this.fail(res, 'head');
    return {
      size: Number(res.headers.get('content-length') ?? 0),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async get(key: string, range?: ByteRange): Promise<ReadResult | null> {
    const res = await this.client.fetch(this.url(key), {
      headers: range ? { range: `bytes=${range.start}-${range.end}` } : {},
    });
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) await this.fail(res, 'get');
    const contentRange = res.headers.get('content-range');
    const size = contentRange
      ? Number(contentRange.split('/')[1])
      : Number(res.headers.get('content-length') ?? 0);
    return {
      size,
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
      range: res.status === 206 ? range : undefined,
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.client.fetch(this.url(key), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) await this.fail(res, 'delete');
    await res.arrayBuffer();
  }

  /** `opts.signedAt` (tests) signs as of another time: a URL signed long enough ago is expired. */
  async signedUrl(
    key: string,
    expiresInSeconds: number,
    opts: { fileName?: string; signedAt?: Date } = {},
  ): Promise<string> {
    const url = new URL(this.url(key));
    url.searchParams.set('X-Amz-Expires', String(expiresInSeconds));
    if (opts.fileName)
      url.searchParams.set(
        'response-content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(opts.fileName)}`,
      );
    const datetime = opts.signedAt?.toISOString().replace(/[:-]|\.\d{3}/g, '');
    const signed = await this.client.sign(url.toString(), {
      method: 'GET',
      aws: { signQuery: true, ...(datetime ? { datetime } : {}) },
    });
    return signed.url;
  }
}
