// Boots a real emulated RISC-V board (QEMU virt + OpenSBI + U-Boot) and drives it through the
// driver the way the agent does.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qemuOptions } from '../config';
import { silentLogger } from '../log';
import { ConsoleReader } from '../testing/console-reader';
import { PNG_MAGIC } from './png';
import { QemuDriver } from './qemu';

const BOOT_MS = 30_000;

describe('qemu driver', () => {
  let dir: string;
  let driver: QemuDriver;
  let reader: ConsoleReader;
  const states: string[] = [];

  /** Types a command at the prompt and waits for its output followed by the next prompt. */
  async function run(command: string, expected: RegExp, timeoutMs = 10_000): Promise<string> {
    const from = reader.mark();
    driver.write(`${command}\n`);
    return reader.waitFor(new RegExp(`${expected.source}[\\s\\S]*=> $`, expected.flags), from, timeoutMs);
  }

  beforeAll(async () => {
    dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'occ-qemu-test-'));
    driver = new QemuDriver({ key: 'qemu-1', log: silentLogger, dir, qemu: qemuOptions.parse({}) });
    driver.onState((s) => states.push(s));
    reader = new ConsoleReader(driver);
    await driver.start();
    expect(await driver.waitForState('ready', BOOT_MS)).toBe(true);
  }, BOOT_MS + 5000);

  afterAll(async () => {
    reader?.close();
    await driver?.stop();
    await fsp.rm(dir, { recursive: true, force: true });
  });

  it('boots to the U-Boot prompt and answers commands on the console', async () => {
    expect(reader.text).toContain('U-Boot');
    expect(states).toEqual(['booting', 'ready']);
    const out = await run('echo hello', /\nhello\r?\n/);
    expect(out).toMatch(/^hello\r?$/m);
  }, 15_000);

  it(
    'resets over QMP and comes back to the prompt',
    async () => {
      const from = reader.mark();
      await driver.reset();
      expect(driver.state).toBe('booting');
      expect(await driver.waitForState('ready', BOOT_MS)).toBe(true);
      expect(reader.text.slice(from)).toMatch(/U-Boot [\d.]+/);
      await run('echo after-reset', /\nafter-reset\r?\n/);
    },
    BOOT_MS + 5000,
  );

  it('delivers an uploaded file that U-Boot reads over TFTP', async () => {
    await driver.putFile('hello.txt', Buffer.from('lab upload ok'));
    expect(fs.readFileSync(path.join(driver.userFolder, 'hello.txt'), 'utf8')).toBe('lab upload ok');
    const out = await run('dhcp 0x84000000 10.0.2.2:hello.txt; md.b 0x84000000 0xd', /lab upload ok/, 20_000);
    expect(out).toContain('Bytes transferred = 13');
    await expect(driver.putFile('../escape', Buffer.from('x'))).rejects.toMatchObject({
      code: 'invalid_name',
    });
  }, 30_000);

  it('returns a PNG of the board display as the camera image', async () => {
    const image = await driver.camera();
    expect(image.mime).toBe('image/png');
    expect(image.data.length).toBeGreaterThan(100);
    expect(image.data.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
  }, 15_000);

  it(
    'gives a fresh environment on envReset: the disk and the user folder are new',
    async () => {
      // leave a trace on the board's own disk, from U-Boot
      await run(
        'virtio scan; mw.b 0x84000000 0x41 4; fatwrite virtio 0 0x84000000 trace.txt 4',
        /4 bytes written/,
      );
      await run('fatls virtio 0', /trace\.txt/);
      states.length = 0;
      await driver.envReset();
      expect(states.slice(0, 2)).toEqual(['env_resetting', 'booting']);
      expect(await driver.waitForState('ready', BOOT_MS)).toBe(true);
      expect(fs.existsSync(path.join(driver.userFolder, 'hello.txt'))).toBe(false);
      const listing = await run('virtio scan; fatls virtio 0', /0 file\(s\)/);
      expect(listing).not.toContain('trace.txt');
      await run('dhcp 0x84000000 10.0.2.2:hello.txt', /File not found|not found/i, 20_000);
    },
    BOOT_MS + 40_000,
  );

  it('loads an application into the user folder and types its boot command', async () => {
    const file = path.join(dir, 'app.bin');
    await fsp.writeFile(file, 'application payload');
    const from = reader.mark();
    await driver.loadImage('application', file, 'app.bin', 'dhcp 0x84000000 10.0.2.2:{name}');
    await reader.waitFor(/Bytes transferred = 19/, from, 20_000);
  }, 25_000);

  it(
    'loads a hardware image as the board firmware and power cycles it',
    async () => {
      const file = path.join(dir, 'my-uboot.elf');
      await fsp.copyFile(qemuOptions.parse({}).kernelPath, file);
      const before = driver.pid;
      await driver.loadImage('hardware', file, 'my-uboot.elf');
      expect(driver.pid).not.toBe(before);
      const cmdline = fs.readFileSync(`/proc/${driver.pid}/cmdline`, 'utf8').split('\0');
      expect(cmdline[cmdline.indexOf('-kernel') + 1]).toBe(path.join(dir, 'firmware', 'my-uboot.elf'));
      expect(await driver.waitForState('ready', BOOT_MS)).toBe(true);
      // an environment reset brings the stock firmware back
      await driver.envReset();
      const stock = fs.readFileSync(`/proc/${driver.pid}/cmdline`, 'utf8').split('\0');
      expect(stock[stock.indexOf('-kernel') + 1]).toBe(qemuOptions.parse({}).kernelPath);
      expect(await driver.waitForState('ready', BOOT_MS)).toBe(true);
    },
    2 * BOOT_MS,
  );

  it(
    'ends a QEMU a previous agent left running on the same folder before booting its own',
    async () => {
      const abandoned = driver.pid!;
      // the old driver forgets its process without stopping it, like an agent that was killed
      (driver as unknown as { wanted: boolean; child: unknown }).wanted = false;
      (driver as unknown as { child: unknown }).child = undefined;
      const successor = new QemuDriver({
        key: 'qemu-1',
        log: silentLogger,
        dir,
        qemu: qemuOptions.parse({}),
      });
      try {
        await successor.start();
        expect(await successor.waitForState('ready', BOOT_MS)).toBe(true);
        expect(fs.existsSync(`/proc/${abandoned}`)).toBe(false);
      } finally {
        await successor.stop();
      }
      // back to the suite's driver
      await driver.start();
      expect(await driver.waitForState('ready', BOOT_MS)).toBe(true);
    },
    2 * BOOT_MS,
  );

  it(
    'reports offline when QEMU dies and restarts it',
    async () => {
      const pid = driver.pid!;
      states.length = 0;
      process.kill(pid, 'SIGKILL');
      expect(await driver.waitForState('offline', 5000)).toBe(true);
      expect(await driver.waitForState('booting', 10_000)).toBe(true);
      expect(await driver.waitForState('ready', BOOT_MS)).toBe(true);
      expect(driver.pid).not.toBe(pid);
      expect(states).toEqual(['offline', 'booting', 'ready']);
      await run('echo alive', /\nalive\r?\n/);
    },
    BOOT_MS + 20_000,
  );
});
