// A busy machine for CI (issue 13): N processes that keep one core each busy until killed, so the
// browser tests run once more beside them and must wait for states, never for fixed times.
// Usage: node scripts/burn-cpu.mjs [N=2]; stops on SIGTERM/SIGINT (and its workers with it).
import { fork } from 'node:child_process';

if (process.argv[2] === '--worker') {
  // busy in 200 ms slices, so the worker still hears its parent go away (disconnect)
  process.on('disconnect', () => process.exit(0));
  const spin = () => {
    const end = Date.now() + 200;
    while (Date.now() < end) Math.sqrt(Math.random());
    setImmediate(spin);
  };
  spin();
} else {
  start();
}

function start() {
  const n = Math.max(1, Number(process.argv[2] ?? 2) || 2);
  const workers = Array.from({ length: n }, () => fork(new URL(import.meta.url).pathname, ['--worker']));
  const stop = () => {
    for (const w of workers) w.kill('SIGKILL');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`burning ${n} CPU(s): pids ${workers.map((w) => w.pid).join(' ')}`);
}
