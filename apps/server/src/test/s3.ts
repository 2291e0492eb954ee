import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from '../platform/storage/s3';

// A real S3-protocol server for tests (s3rver, on a free loopback port, its default account
// S3RVER/S3RVER), with an empty bucket: `env` points an app at it (createTestApp({ env })),
// `bucket` reads and writes it directly.

export interface TestS3 {
  env: Record<string, string>;
  bucket: S3Storage;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = path.join(
    os.tmpdir(),
    `occ-s3rver-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const opts = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: `occ-${crypto.randomBytes(4).toString('hex')}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
  };
  const bucket = new S3Storage(opts);
  await bucket.ensureBucket();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: opts.endpoint,
      S3_BUCKET: opts.bucket,
      S3_ACCESS_KEY_ID: opts.accessKeyId,
      S3_SECRET_ACCESS_KEY: opts.secretAccessKey,
    },
    bucket,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
