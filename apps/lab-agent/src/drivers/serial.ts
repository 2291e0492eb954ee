// A real board on a serial line: a local device (/dev/ttyUSB0, set up with `stty`, read and written
// with plain fs streams, no native module) or a ser2net raw TCP port. The lab wires everything else
// with shell commands: power on/off, reset, flashing, uploads (or a folder the board mounts), and
// a camera reachable over HTTP.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { BoardState } from '@occ/shared/lab/agent-protocol';
import type { SerialOptions } from '../config';
import type { Logger } from '../log';
import { runCommand } from './command';
import { assertFileName, BaseDriver, DriverError, type CameraImage } from './driver';
import { writeIntoFolder } from './write-file';

const execFileP = promisify(execFile);
const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
const CAMERA_TIMEOUT_MS = 10_000;
/** Enter: makes a firmware or shell that printed its prompt before we connected print it again. */
const PROBE = Buffer.from('\r');

export interface SerialDriverOptions {
  key: string;
  log: Logger;
  /** the board's own folder on the agent host (temporary files) */
  dir: string;
  serial: SerialOptions;
}

export class SerialDriver extends BaseDriver {
  readonly kind = 'serial' as const;
  private readonly opts: SerialOptions;
  private readonly dir: string;
  private link: Writable | undefined;
  private closeLink: (() => void) | undefined;
  private wanted = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelay = RECONNECT_MIN_MS;

  constructor(opts: SerialDriverOptions) {
    super({
      key: opts.key,
      log: opts.log,
      readyPattern: opts.serial.readyPattern,
      autobootPattern: opts.serial.autobootPattern,
      bootTimeoutMs: opts.serial.bootTimeoutMs,
    });
    this.opts = opts.serial;
    this.dir = path.resolve(opts.dir);
  }

  async start(): Promise<void> {
    this.wanted = true;
    await fsp.mkdir(this.dir, { recursive: true });
    if (this.opts.uploadDir) await fsp.mkdir(this.opts.uploadDir, { recursive: true });
    await this.connect();
  }

  async stop(): Promise<void> {
    this.wanted = false;
    clearTimeout(this.reconnectTimer);
    this.closeLink?.();
    this.closeLink = undefined;
    this.link = undefined;
    this.setState('offline', 'stopped');
  }

  reset(): Promise<void> {
    return this.exclusive(async () => {
      if (this.opts.resetCommand) {
        await this.command(this.opts.resetCommand, 'reset_failed');
        this.setState('booting');
      } else {
        await this.cyclePower('reset_failed');
      }
    });
  }

  powerCycle(): Promise<void> {
    return this.exclusive(() => this.cyclePower('power_failed'));
  }

  envReset(): Promise<void> {
    return this.exclusive(async () => {
      this.setState('env_resetting');
      try {
        if (this.opts.uploadDir) {
          // the folder itself may be a mount point: empty it instead of removing it
          for (const entry of await fsp.readdir(this.opts.uploadDir)) {
            await fsp.rm(path.join(this.opts.uploadDir, entry), { recursive: true, force: true });
          }
        }
        if (this.opts.envResetCommand) await this.command(this.opts.envResetCommand, 'env_reset_failed');
      } catch (err) {
        this.setState(this.link ? 'booting' : 'offline', 'env_reset_failed');
        this.probe();
        throw err instanceof DriverError ? err : new DriverError('env_reset_failed', (err as Error).message);
      }
      if (this.opts.powerOffCommand && this.opts.powerOnCommand) await this.cyclePower('env_reset_failed');
      else if (this.opts.resetCommand) {
        await this.command(this.opts.resetCommand, 'env_reset_failed');
        this.setState('booting');
      } else {
        this.setState('booting');
        this.probe();
      }
    });
  }

  async putFile(name: string, source: Readable | Buffer): Promise<void> {
    assertFileName(name);
    const stream = Buffer.isBuffer(source) ? Readable.from([source]) : source;
    if (this.opts.uploadDir) {
      await writeIntoFolder(this.opts.uploadDir, name, stream);
      return;
    }
    if (!this.opts.uploadCommand) throw new DriverError('not_supported', 'this board takes no uploads');
    const temp = await fsp.mkdtemp(path.join(this.dir, 'upload-'));
    try {
      const file = path.join(temp, name);
      await pipeline(stream, fs.createWriteStream(file)).catch((err: Error) => {
        throw err instanceof DriverError ? err : new DriverError('upload_failed', err.message);
      });
      await this.command(this.opts.uploadCommand, 'upload_failed', { FILE: file, NAME: name });
    } finally {
      await fsp.rm(temp, { recursive: true, force: true });
    }
  }

  async camera(): Promise<CameraImage> {
    if (!this.opts.cameraUrl) throw new DriverError('camera_failed', 'no camera configured');
    try {
      const res = await fetch(this.opts.cameraUrl, { signal: AbortSignal.timeout(CAMERA_TIMEOUT_MS) });
      const mime = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
      if (!res.ok) throw new Error(`camera answered HTTP ${res.status}`);
      if (!mime.startsWith('image/')) throw new Error(`camera answered ${mime || 'no content type'}`);
      return { mime, data: Buffer.from(await res.arrayBuffer()) };
    } catch (err) {
      throw new DriverError('camera_failed', (err as Error).message);
    }
  }

  protected async loadFirmware(file: string, name: string): Promise<void> {
    const flash = this.opts.flashCommand;
    if (!flash) throw new DriverError('not_supported', 'no flash command configured');
    await this.exclusive(async () => {
      await this.command(flash, 'load_failed', { FILE: file, NAME: name });
      if (this.opts.powerOffCommand && this.opts.powerOnCommand) await this.cyclePower('load_failed');
      else if (this.opts.resetCommand) {
        await this.command(this.opts.resetCommand, 'load_failed');
        this.setState('booting');
      }
    });
  }

  protected writeRaw(data: Buffer): boolean {
    const out = this.link;
    if (!out || out.destroyed) return false;
    out.write(data);
    return true;
  }

  protected override setState(state: BoardState, detail?: string): void {
    if (state === 'ready') this.reconnectDelay = RECONNECT_MIN_MS;
    super.setState(state, detail);
  }

  protected override bootTimedOut(): void {
    super.bootTimedOut();
    // Maybe we only missed the prompt: ask again and keep waiting, visibly.
    this.setState('booting', 'boot_timeout');
    this.probe();
  }

  private probe(): void {
    this.writeRaw(PROBE);
  }

  private async cyclePower(code: string): Promise<void> {
    const { powerOffCommand: off, powerOnCommand: on } = this.opts;
    if (!off || !on) throw new DriverError('not_supported', 'no power commands configured');
    this.setState('booting', 'power_cycle');
    await this.command(off, code);
    await sleep(this.opts.powerCycleDelayMs);
    await this.command(on, code);
    this.setState('booting');
  }

  private async command(command: string, code: string, env: Record<string, string> = {}): Promise<void> {
    try {
      await runCommand(command, {
        env: { BOARD_KEY: this.key, ...env },
        timeoutMs: this.opts.commandTimeoutMs,
      });
    } catch (err) {
      this.log.warn('board command failed', { key: this.key, code, err });
      throw new DriverError(code, (err as Error).message);
    }
  }

  /** Opens the console link; on failure or loss the board is offline and we retry with backoff. */
  private async connect(): Promise<void> {
    try {
      if (this.opts.tcp) await this.connectTcp(this.opts.tcp);
      else await this.connectDevice(this.opts.path!);
    } catch (err) {
      this.log.warn('serial connect failed', { key: this.key, err });
      this.linkLost((err as Error).message);
      return;
    }
    this.log.info('serial connected', { key: this.key, via: this.opts.tcp ?? this.opts.path });
    this.setState('booting');
    this.probe();
  }

  private connectTcp(endpoint: string): Promise<void> {
    const sep = endpoint.lastIndexOf(':');
    const host = endpoint.slice(0, sep);
    const port = Number(endpoint.slice(sep + 1));
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port });
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        // keystrokes go out at once: echo latency matters more than packet count
        socket.setNoDelay(true);
        socket.setKeepAlive(true, 10_000);
        socket.on('data', (chunk: Buffer) => this.output(chunk));
        socket.on('error', (err) => this.log.warn('ser2net socket error', { key: this.key, err }));
        socket.on('close', () => {
          if (this.link === socket) this.linkLost('connection closed');
        });
        this.link = socket;
        this.closeLink = () => socket.destroy();
        resolve();
      });
    });
  }

  private async connectDevice(device: string): Promise<void> {
    // raw: no line editing or translation; -echo: the board echoes, not the line discipline
    await execFileP('stty', ['-F', device, String(this.opts.baud), 'raw', '-echo']);
    const input = fs.createReadStream(device, { highWaterMark: 4096 });
    const output = fs.createWriteStream(device, { flags: 'r+' });
    await new Promise<void>((resolve, reject) => {
      input.once('open', () => resolve());
      input.once('error', reject);
    });
    input.on('data', (chunk) => this.output(chunk as Buffer));
    const lost = (why: string) => {
      if (this.link === output) this.linkLost(why);
    };
    input.on('error', (err) => lost(err.message));
    input.on('end', () => lost('device closed'));
    output.on('error', (err) => lost(err.message));
    this.link = output;
    this.closeLink = () => {
      input.destroy();
      output.destroy();
    };
  }

  private linkLost(why: string): void {
    this.closeLink?.();
    this.closeLink = undefined;
    this.link = undefined;
    if (!this.wanted) return;
    this.setState('offline', why);
    clearTimeout(this.reconnectTimer);
    const delay = this.reconnectDelay * (0.8 + Math.random() * 0.4);
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
  }
}
