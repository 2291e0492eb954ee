// Moves a portal's stored files onto object storage (issue 17): `npm run storage:copy-to-s3`
// with the portal's configuration and the S3_* variables set (STORAGE_DRIVER=s3, S3_ENDPOINT,
// S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). Copies DATA_DIR/storage and UPLOAD_DIR into
// the bucket under the keys the portal reads them by; files already there are skipped, so it can
// run again (for example once more right before restarting the portal on S3). Local files stay.
import path from 'node:path';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { S3Storage } from '../apps/server/src/platform/storage';
import { copyLocalFiles } from '../apps/server/src/platform/storage/copy';

async function main() {
  const config = loadConfig();
  if (config.storageDriver !== 's3' || !config.s3) {
    throw new ConfigError(
      'set STORAGE_DRIVER=s3 and S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  }
  const bucket = new S3Storage(config.s3);
  await bucket.ensureBucket();
  const source = { storageRoot: path.join(config.dataDir, 'storage'), uploadDir: config.uploadDir };
  console.log(
    `copying ${source.storageRoot} and ${source.uploadDir} into ${config.s3.endpoint}/${config.s3.bucket}`,
  );
  const report = await copyLocalFiles(source, bucket, (line) => console.log(`  copied ${line}`));
  for (const file of report.ignored) console.log(`  not a stored file, left alone: ${file}`);
  console.log(
    `done: ${report.copied} copied, ${report.present} already in the bucket, ${report.ignored.length} left alone`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? `error: ${e.message}` : e);
  process.exit(1);
});
