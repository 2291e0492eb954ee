import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { ensureAdmin } from './db/admin';
import { connectPostgres, DatabaseConnectError, openPglite, type Database } from './db/client';
import { isEmpty, seedDemo } from './db/seed';
import { seedEventVideos } from './db/seed/event-videos';
import { seedLabImages } from './db/seed/lab-images';
import { seedPages } from './db/seed/pages';
import { seedResources } from './db/seed/resources';
import { seedLessonVideos } from './modules/college/lesson-video';

// config → database → migrate → seed-if-empty → listen (DESIGN §4)
async function main() {
  const config = loadConfig();
  const database: Database = config.DATABASE_URL
    ? await connectPostgres(config.DATABASE_URL, config.DB_POOL_MAX, config.DB_POOL_TIMEOUT_MS)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  await database.migrate();

  const app = await buildApp({ config, database });
  const say = (line: string) => app.log.info(line);
  await ensureAdmin(database.db, config, (line) => {
    // printed once on purpose, outside the JSON log, so a person sees it
    console.log(`\n  ${line}\n`);
  });
  if (config.SEED_DEMO && (await isEmpty(database.db))) {
    const counts = await seedDemo(database.db);
    await seedLabImages(database.db, app.storage);
    say(`demo data loaded: ${counts.products} products, ${counts.news} news, ${counts.slides} slides`);
  }
  // the /service pages and /iscas: added when missing, never over staff's edits
  if (config.SEED_DEMO) await seedPages(database.db);
  // demo resources with small files: added while the directory is empty
  if (config.SEED_DEMO) await seedResources(database.db, app.storage);
  // a short generated clip as the first lesson of the demo courses (needs ffmpeg; once)
  if (config.SEED_DEMO) await seedLessonVideos(database.db, app.storage);
  // a published video (the same clip) as the playback of each past demo event (needs ffmpeg; once)
  if (config.SEED_DEMO) await seedEventVideos(database.db, app.storage);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.jobs.start();
  console.log(
    `\n  OCC portal on ${config.publicUrl}  (database: ${database.kind}, API docs: ${config.publicUrl}/api/docs)\n`,
  );
  if (config.demoConveniences) {
    // nothing leaves the machine in outbox mode: say where an administrator reads the codes
    console.log(
      `  one-time codes: outbox mode — an administrator reads them at ${config.publicUrl}/admin/outbox\n`,
    );
  }
}

main().catch((e: unknown) => {
  // configuration and connection problems are one clear line, not a stack trace
  if (e instanceof ConfigError || e instanceof DatabaseConnectError) {
    console.error(`error: ${e.message}`);
  } else {
    console.error(e);
  }
  process.exit(1);
});
