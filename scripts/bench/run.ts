// What every benchmark script does around its measurement: the web build it serves, and one exit
// path that always cleans up (child processes, scratch databases, temp dirs), also on Ctrl-C.
import fs from 'node:fs';
import path from 'node:path';
import { OptionError, say } from './options';
import { root, runNpmBuild } from './servers';

/** Builds the web app when its server bundle is missing (the portal serves the production build). */
export async function ensureWebBuild(): Promise<void> {
  if (fs.existsSync(path.join(root, 'apps/web/build/server/index.js'))) return;
  say('web build missing: running npm run build');
  await runNpmBuild();
}

/** Runs `main`, then `cleanup` exactly once — on success, on error and on SIGINT/SIGTERM — and exits. */
export async function runBench(main: () => Promise<void>, cleanup: () => Promise<void>): Promise<never> {
  let cleaning: Promise<void> | undefined;
  const cleanOnce = () => (cleaning ??= cleanup().catch(() => undefined));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n[bench] ${signal}: cleaning up`);
      void cleanOnce().finally(() => process.exit(130));
    });
  }
  try {
    await main();
    await cleanOnce();
    process.exit(0);
  } catch (e) {
    const detail =
      e instanceof OptionError ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e);
    console.error(`[bench] error: ${detail}`);
    await cleanOnce();
    process.exit(1);
  }
}
