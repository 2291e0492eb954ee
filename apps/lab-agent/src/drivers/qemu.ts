// The emulated board: qemu-system-riscv64 -M virt with OpenSBI (-bios) and U-Boot (-kernel).
//
// - Console: a chardev unix socket (QEMU starts paused with -S, so nothing is printed before we
//   are connected; then QMP `cont`).
// - Reset: QMP system_reset; power off/on: restart the process; a dead process is restarted with
//   backoff (1 s → 30 s) while the board reports offline.
// - User folder: uploads land in a per-board folder QEMU's user network serves over TFTP
//   (`tftpboot` / `dhcp <addr> 10.0.2.2:<name>` in U-Boot). Writing into the FAT disk from the
//   host while the board runs is NOT reliable: U-Boot's block cache keeps serving the old
//   directory blocks, so a new file stays invisible to `fatls` until a reset.
// - Disk: a per-board virtio-blk disk, a qcow2 copy-on-write overlay of `baseDisk` or a blank FAT
//   image; an environment reset deletes it (and the user folder and any loaded firmware) and
//   makes a fresh one.
// - Camera: QMP screendump of a virtio-gpu display as PNG (PPM converted on old QEMU).
//
// This file manages the QEMU process (start, stop, restart with backoff); its command line is
// qemu-command.ts, the disk, user folder and socket folder qemu-files.ts, the camera qemu-camera.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BoardState } from '@occ/shared/lab/agent-protocol';
import type { QemuOptions } from '../config';
import type { Logger } from '../log';
import { BaseDriver, DriverError, type CameraImage } from './driver';
import { QemuCamera } from './qemu-camera';
import { qemuArgs } from './qemu-command';
import { createDisk, makeSockDir } from './qemu-files';
import { writeIntoFolder } from './write-file';
import { connectUnix, QmpClient } from './qmp';

/** util-linux setpriv: lets QEMU die with the agent even when the agent is SIGKILLed. */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => fs.existsSync(p));
const START_TIMEOUT_MS = 10_000;
const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 30_000;

export interface QemuDriverOptions {
  key: string;
  log: Logger;
  /** the board's own folder (disk, user folder, firmware) */
  dir: string;
  qemu: QemuOptions;
}

export class QemuDriver extends BaseDriver {
  readonly kind = 'qemu' as const;
  /** the user's folder on the board side, served over TFTP */
  readonly userFolder: string;
  private readonly dir: string;
  private readonly firmwareDir: string;
  private readonly qemu: QemuOptions;
  private sockDir: string | undefined;
  private child: ChildProcess | undefined;
  private serial: net.Socket | undefined;
  private qmp: QmpClient | undefined;
  /** a hardware image loaded in this session, used instead of qemu.kernelPath */
  private firmware: string | null = null;
  /** whether the board should be powered: false only after stop() */
  private wanted = false;
  private restartTimer: NodeJS.Timeout | undefined;
  private restartDelay = RESTART_MIN_MS;
  private readonly cameraShot = new QemuCamera();

  constructor(opts: QemuDriverOptions) {
    super({
      key: opts.key,
      log: opts.log,
      readyPattern: opts.qemu.readyPattern,
      autobootPattern: opts.qemu.autobootPattern,
      bootTimeoutMs: opts.qemu.bootTimeoutMs,
    });
    this.qemu = opts.qemu;
    this.dir = path.resolve(opts.dir);
    this.userFolder = path.join(this.dir, 'files');
    this.firmwareDir = path.join(this.dir, 'firmware');
  }

  /** The QEMU process id (tests kill it to check recovery). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  private get diskPath(): string {
    return path.join(this.dir, this.qemu.baseDisk ? 'disk.qcow2' : 'disk.img');
  }

  start(): Promise<void> {
    this.wanted = true;
    return this.exclusive(async () => {
      await fsp.mkdir(this.userFolder, { recursive: true });
      await fsp.mkdir(this.firmwareDir, { recursive: true });
      await this.killLeftover();
      // An existing disk is kept: after an agent restart the portal may reopen the same session.
      if (!fs.existsSync(this.diskPath)) await this.createDisk();
      await this.powerOn();
    });
  }

  async stop(): Promise<void> {
    this.wanted = false;
    clearTimeout(this.restartTimer);
    await this.exclusive(() => this.powerOff());
    if (this.sockDir) await fsp.rm(this.sockDir, { recursive: true, force: true });
    this.sockDir = undefined;
    this.setState('offline', 'stopped');
  }

  reset(): Promise<void> {
    return this.exclusive(async () => {
      const qmp = this.requireQmp();
      try {
        await qmp.execute('system_reset');
      } catch (err) {
        throw new DriverError('reset_failed', (err as Error).message);
      }
      this.setState('booting');
    });
  }

  powerCycle(): Promise<void> {
    return this.exclusive(async () => {
      await this.powerOff();
      await this.powerOn();
    });
  }

  envReset(): Promise<void> {
    return this.exclusive(async () => {
      this.setState('env_resetting');
      await this.powerOff();
      this.firmware = null;
      await fsp.rm(this.diskPath, { force: true });
      await fsp.rm(this.userFolder, { recursive: true, force: true });
      await fsp.rm(this.firmwareDir, { recursive: true, force: true });
      await fsp.mkdir(this.userFolder, { recursive: true });
      await fsp.mkdir(this.firmwareDir, { recursive: true });
      await this.createDisk();
      await this.powerOn();
    });
  }

  putFile(name: string, source: Readable | Buffer): Promise<void> {
    return writeIntoFolder(this.userFolder, name, source);
  }

  async camera(): Promise<CameraImage> {
    const qmp = this.requireQmp();
    const base = path.join(this.sockDir ?? os.tmpdir(), `screen-${process.hrtime.bigint()}`);
    return this.cameraShot.capture(qmp, base);
  }

  protected async loadFirmware(file: string, name: string): Promise<void> {
    const dest = path.join(this.firmwareDir, name);
    await fsp.copyFile(file, dest);
    await this.exclusive(async () => {
      this.firmware = dest;
      await this.powerOff();
      await this.powerOn();
    });
  }

  protected writeRaw(data: Buffer): boolean {
    const serial = this.serial;
    if (!serial || serial.destroyed) return false;
    serial.write(data);
    return true;
  }

  protected override setState(state: BoardState, detail?: string): void {
    if (state === 'ready') this.restartDelay = RESTART_MIN_MS;
    super.setState(state, detail);
  }

  /** A user's firmware has no known prompt: it is up as soon as it prints anything. */
  protected override bootOutput(): boolean {
    if (!this.firmware) return false;
    this.setState('ready');
    return true;
  }

  protected override bootTimedOut(): void {
    super.bootTimedOut();
    if (this.firmware) {
      // silent user firmware: still running, just nothing to recognise
      this.setState('ready', 'no_prompt');
      return;
    }
    this.setState('offline', 'boot_timeout');
    void this.exclusive(() => this.powerOff()).then(() => this.scheduleRestart());
  }

  private requireQmp(): QmpClient {
    if (!this.qmp) throw new DriverError('board_offline', 'the emulated board is not running');
    return this.qmp;
  }

  /**
   * A QEMU a previous agent process left running (it was killed too hard to stop its boards) holds
   * the disk's write lock, so a new one could never start: end it, found by its pid file and only
   * if that process really runs from this board's folder.
   */
  private async killLeftover(): Promise<void> {
    const pid = Number((await fsp.readFile(this.pidFile, 'utf8').catch(() => '')).trim());
    if (!pid) return;
    const cmdline = await fsp.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!cmdline.includes(this.dir)) return;
    this.log.warn('ending a QEMU left behind by a previous agent', { key: this.key, pid });
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      return;
    }
    for (let i = 0; i < 100 && fs.existsSync(`/proc/${pid}`); i++)
      await new Promise((r) => setTimeout(r, 30));
  }

  private get pidFile(): string {
    return path.join(this.dir, 'qemu.pid');
  }

  private createDisk(): Promise<void> {
    return createDisk(this.qemu, this.diskPath);
  }

  private async powerOn(): Promise<void> {
    if (this.child) return;
    if (this.sockDir) await fsp.mkdir(this.sockDir, { recursive: true });
    else this.sockDir = await makeSockDir(this.dir);
    const serialPath = path.join(this.sockDir, 'serial.sock');
    const qmpPath = path.join(this.sockDir, 'qmp.sock');
    await fsp.rm(serialPath, { force: true });
    await fsp.rm(qmpPath, { force: true });

    const layout = {
      qemu: this.qemu,
      firmware: this.firmware,
      diskPath: this.diskPath,
      userFolder: this.userFolder,
      pidFile: this.pidFile,
    };
    const command = [this.qemu.binary, ...qemuArgs(layout, serialPath, qmpPath)];
    // setpriv execs QEMU in place (same pid) after arranging SIGKILL on the agent's death
    if (SETPRIV) command.unshift(SETPRIV, '--pdeathsig', 'KILL', '--');
    const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    const died = new Promise<never>((_, reject) => {
      const onEnd = (why: string) => {
        this.exited(child, why, stderr);
        reject(new Error(`qemu ${why}${stderr.trim() ? `: ${stderr.trim()}` : ''}`));
      };
      child.once('exit', (code, signal) =>
        onEnd(signal ? `killed by ${signal}` : `exited with code ${code}`),
      );
      child.once('error', (err) => onEnd(`failed to start: ${err.message}`));
    });
    died.catch(() => {});
    this.setState('booting');

    try {
      const [serial, qmp] = await Promise.race([
        Promise.all([
          connectUnix(serialPath, START_TIMEOUT_MS),
          QmpClient.connect(qmpPath, START_TIMEOUT_MS),
        ]),
        died,
      ]);
      if (this.child !== child) {
        serial.destroy();
        qmp.close();
        throw new Error('qemu exited while starting');
      }
      this.serial = serial;
      this.qmp = qmp;
      serial.on('data', (chunk: Buffer) => this.output(chunk));
      serial.on('error', (err) => this.log.warn('console socket error', { key: this.key, err }));
      // a reset the guest asked for itself (U-Boot `reset`) is a new boot too
      qmp.onEvent((event) => {
        if (event === 'RESET') this.setState('booting');
      });
      await qmp.execute('cont');
      this.log.info('qemu started', { key: this.key, pid: child.pid, firmware: this.firmware ?? 'stock' });
    } catch (err) {
      child.kill('SIGKILL');
      throw new DriverError('board_offline', `QEMU did not start: ${(err as Error).message}`);
    }
  }

  private async powerOff(): Promise<void> {
    const child = this.child;
    // Forgetting the child first marks its exit as intended (see exited()).
    this.child = undefined;
    const qmp = this.qmp;
    this.qmp = undefined;
    this.serial?.destroy();
    this.serial = undefined;
    if (!child) return;
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await qmp?.execute('quit', undefined, 2000).catch(() => {});
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await gone;
      clearTimeout(timer);
    }
    qmp?.close();
  }

  /** The process ended: intended (powerOff forgot it already) or a crash to recover from. */
  private exited(child: ChildProcess, why: string, stderr: string): void {
    if (this.child !== child) return;
    this.child = undefined;
    this.serial?.destroy();
    this.serial = undefined;
    this.qmp?.close();
    this.qmp = undefined;
    this.log.warn('qemu exited', { key: this.key, why, stderr: stderr.trim().slice(-500) });
    this.setState('offline', why);
    if (this.wanted) this.scheduleRestart();
  }

  private scheduleRestart(): void {
    if (!this.wanted) return;
    clearTimeout(this.restartTimer);
    const delay = this.restartDelay * (0.8 + Math.random() * 0.4);
    this.restartDelay = Math.min(this.restartDelay * 2, RESTART_MAX_MS);
    this.log.info('qemu restart scheduled', { key: this.key, inMs: Math.round(delay) });
    this.restartTimer = setTimeout(() => {
      this.exclusive(() => (this.wanted ? this.powerOn() : Promise.resolve())).catch((err: Error) => {
        this.log.error('qemu restart failed', { key: this.key, err });
        // powerOn failing means its process already died or was killed; try again later
        this.scheduleRestart();
      });
    }, delay);
  }
}
