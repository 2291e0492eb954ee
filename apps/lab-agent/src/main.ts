// occ-lab-agent: `node --import tsx apps/lab-agent/src/main.ts --config agent.json`
// (or LAB_AGENT_CONFIG=agent.json; LAB_AGENT_PORTAL_URL / LAB_AGENT_TOKEN / LAB_AGENT_DATA_DIR
// override the file). Logs JSON lines on stdout; SIGTERM/SIGINT power the boards down cleanly.
import { Agent } from './agent';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './log';

const log = createLogger();

let config;
try {
  config = loadConfig(process.argv.slice(2), process.env);
} catch (err) {
  log.error(err instanceof ConfigError ? err.message : `cannot start: ${(err as Error).message}`);
  process.exit(2);
}

const agent = new Agent(config, log);
log.info('starting', {
  portalUrl: config.portalUrl,
  dataDir: config.dataDir,
  boards: config.boards.map((b) => `${b.key} (${b.driver})`),
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info('stopping', { signal });
  // a board that will not stop must not keep the agent up forever
  const force = setTimeout(() => {
    log.error('shutdown timed out');
    process.exit(1);
  }, 15_000);
  force.unref();
  await agent.stop();
  log.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('unhandledRejection', (err) => log.error('unhandled rejection', { err: String(err) }));

await agent.start();
