// Test jobs on a real emulated board: a passing and a failing step, and the infrastructure errors
// that must never read as failing tests.
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StepResult, TestStep } from '@occ/shared/lab/agent-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qemuOptions } from './config';
import { QemuDriver } from './drivers/qemu';
import { silentLogger } from './log';
import { runTestSteps } from './test-runner';

const BOOT_MS = 30_000;

const steps: TestStep[] = [
  { name: 'echo works', send: 'echo hello', expect: '^hello\\r?$', timeoutMs: 5000 },
  { name: 'never printed', send: 'echo nope', expect: '^never-printed$', timeoutMs: 1000 },
  { name: 'version', send: 'version', expect: 'U-Boot \\d{4}\\.\\d{2}', timeoutMs: 5000 },
];

describe('test runner on a QEMU board', () => {
  let dir: string;
  let driver: QemuDriver;

  beforeAll(async () => {
    dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'occ-runner-test-'));
    driver = new QemuDriver({ key: 'qemu-t', log: silentLogger, dir, qemu: qemuOptions.parse({}) });
    await driver.start();
    expect(await driver.waitForState('ready', BOOT_MS)).toBe(true);
  }, BOOT_MS + 5000);

  afterAll(async () => {
    await driver?.stop();
    await fsp.rm(dir, { recursive: true, force: true });
  });

  it('passes a matching step, fails a missing pattern and keeps going', async () => {
    const progress: StepResult[] = [];
    const outcome = await runTestSteps(steps, {
      driver,
      sessionActive: () => true,
      onProgress: (s) => progress.push(s),
    });
    expect(outcome.ok).toBe(true);
    expect(outcome.results.map((r) => [r.index, r.name, r.status])).toEqual([
      [0, 'echo works', 'passed'],
      [1, 'never printed', 'failed'],
      [2, 'version', 'passed'],
    ]);
    expect(progress).toEqual(outcome.results);
    expect(outcome.results[0]!.output).toContain('hello');
    expect(outcome.results[1]!.output).toContain('nope');
    expect(outcome.results[1]!.message).toContain('not seen within 1000 ms');
    expect(outcome.results[1]!.durationMs).toBeGreaterThanOrEqual(1000);
  }, 20_000);

  it('stops with an infrastructure error when the session has ended', async () => {
    const outcome = await runTestSteps(steps, { driver, sessionActive: () => false });
    expect(outcome).toMatchObject({ ok: false, error: 'session_closed' });
    expect(outcome.results.map((r) => r.status)).toEqual(['error', 'skipped', 'skipped']);
  });

  it('reports an offline board as an infrastructure error, never as a failed test', async () => {
    // the board dies in the middle of a step
    const running = runTestSteps(
      [{ name: 'waits', send: 'echo x', expect: '^never$', timeoutMs: 20_000 }, steps[0]!],
      { driver, sessionActive: () => true },
    );
    await new Promise((r) => setTimeout(r, 300));
    process.kill(driver.pid!, 'SIGKILL');
    const midway = await running;
    expect(midway).toMatchObject({ ok: false, error: 'board_offline' });
    expect(midway.results.map((r) => r.status)).toEqual(['error', 'skipped']);

    // and an agent whose board is off refuses to start the job at all
    await driver.stop();
    const outcome = await runTestSteps(steps, { driver, sessionActive: () => true });
    expect(outcome).toMatchObject({ ok: false, error: 'board_offline' });
    expect(outcome.results.map((r) => r.status)).toEqual(['error', 'skipped', 'skipped']);
    expect(outcome.results.some((r) => r.status === 'failed')).toBe(false);
  }, 20_000);
});
