// What the agent needs from a board, whatever drives it, plus the behaviour every driver shares:
// state changes with listeners, console output fan-out, readiness detection from the console
// (the firmware prompt), autoboot interruption, a boot timeout and one-at-a-time power operations.
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { BoardDriver as DriverKind, BoardState } from '@occ/shared/lab/agent-protocol';
import { LAB_UPLOAD_NAME_MAX, LAB_UPLOAD_NAME_PATTERN } from '@occ/shared/lab/console';
import type { Logger } from '../log';

export interface CameraImage {
  mime: string;
  data: Buffer;
}

export type LoadTarget = 'application' | 'hardware';

/** A failure with a stable code the portal maps to a message (board_offline, reset_failed, ...). */
export class DriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface BoardDriver {
  readonly key: string;
  readonly kind: DriverKind;
  readonly state: BoardState;
  /** Powers the board on and connects its console; resolves once it is booting. */
  start(): Promise<void>;
  /** Powers off / disconnects; the board is offline afterwards. */
  stop(): Promise<void>;
  onState(listener: (state: BoardState, detail?: string) => void): () => void;
  onData(listener: (chunk: Buffer) => void): () => void;
  /** Raw bytes to the board's console; false when the console is not connected. */
  write(data: Uint8Array | string): boolean;
  /** Board reset (warm); the board is booting afterwards. */
  reset(): Promise<void>;
  /** Power off and on again. */
  powerCycle(): Promise<void>;
  /** A fresh environment: the user's data is gone, stock firmware, powered on again. */
  envReset(): Promise<void>;
  /** Puts a file into the user's folder on the board side. */
  putFile(name: string, source: Readable | Buffer): Promise<void>;
  /** A still image of the board's display (qemu) or of the board (camera). */
  camera(): Promise<CameraImage>;
  /**
   * Application: the file goes to the user's folder and `bootCommand` is typed at the prompt.
   * Hardware: the file becomes the board's firmware and the board is power cycled.
   */
  loadImage(target: LoadTarget, file: string, name: string, bootCommand?: string): Promise<void>;
  /** Resolves true once the board is in `state`, false after timeoutMs or when it goes offline. */
  waitForState(state: BoardState, timeoutMs: number): Promise<boolean>;
}

/** Upload names follow the portal's rule; checked again here since they become file names. */
export function assertFileName(name: string): void {
  if (name.length > LAB_UPLOAD_NAME_MAX || !LAB_UPLOAD_NAME_PATTERN.test(name)) {
    throw new DriverError('invalid_name', `invalid file name: ${JSON.stringify(name)}`);
  }
}

/** `{name}` in a boot command stands for the loaded file's name. */
export function bootLine(bootCommand: string, name: string): string {
  return `${bootCommand.replaceAll('{name}', name)}\n`;
}

/** Only the end of the output matters for prompts; keeping 256 bytes bounds the work per chunk. */
const TAIL_BYTES = 256;

export interface BaseDriverOptions {
  key: string;
  log: Logger;
  readyPattern: string;
  autobootPattern: string | null;
  bootTimeoutMs: number;
}

export abstract class BaseDriver implements BoardDriver {
  abstract readonly kind: DriverKind;
  readonly key: string;
  protected readonly log: Logger;
  private current: BoardState = 'offline';
  private readonly stateListeners = new Set<(state: BoardState, detail?: string) => void>();
  private readonly dataListeners = new Set<(chunk: Buffer) => void>();
  private readonly readyRe: RegExp;
  private readonly autobootRe: RegExp | null;
  private tail = '';
  private autobootStopped = false;
  private bootTimer: NodeJS.Timeout | undefined;
  private lock: Promise<unknown> = Promise.resolve();
  protected readonly bootTimeoutMs: number;

  constructor(opts: BaseDriverOptions) {
    this.key = opts.key;
    this.log = opts.log;
    this.readyRe = new RegExp(opts.readyPattern);
    this.autobootRe = opts.autobootPattern ? new RegExp(opts.autobootPattern) : null;
    this.bootTimeoutMs = opts.bootTimeoutMs;
  }

  get state(): BoardState {
    return this.current;
  }

  abstract start(): Promise<void>;
  abstract stop(): Promise<void>;
  abstract reset(): Promise<void>;
  abstract powerCycle(): Promise<void>;
  abstract envReset(): Promise<void>;
  abstract putFile(name: string, source: Readable | Buffer): Promise<void>;
  abstract camera(): Promise<CameraImage>;
  /** writes a firmware image to the board and boots it (hardware loading) */
  protected abstract loadFirmware(file: string, name: string): Promise<void>;

  /**
   * Hardware loading hands the image to the driver's flashing; application loading puts the file
   * where the board can read it (like an upload) and, with a boot command, types that command
   * once the board is at its prompt.
   */
  async loadImage(target: LoadTarget, file: string, name: string, bootCommand?: string): Promise<void> {
    assertFileName(name);
    if (target === 'hardware') return this.loadFirmware(file, name);
    await this.putFile(name, fs.createReadStream(file));
    if (!bootCommand) return;
    if (!(await this.waitForState('ready', this.bootTimeoutMs))) {
      throw new DriverError('board_not_ready', 'the board did not reach its prompt');
    }
    this.write(bootLine(bootCommand, name));
  }

  protected abstract writeRaw(data: Buffer): boolean;

  onState(listener: (state: BoardState, detail?: string) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  onData(listener: (chunk: Buffer) => void): () => void {
    this.dataListeners.add(listener);
    return () => this.dataListeners.delete(listener);
  }

  write(data: Uint8Array | string): boolean {
    const buf =
      typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.length);
    return this.writeRaw(buf);
  }

  waitForState(state: BoardState, timeoutMs: number): Promise<boolean> {
    if (this.current === state) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        off();
        resolve(ok);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      const off = this.onState((s) => {
        if (s === state) done(true);
        else if (s === 'offline') done(false);
      });
    });
  }

  /** Runs power operations one at a time so a reset never interleaves with an env reset. */
  protected exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.lock.then(fn, fn);
    this.lock = run.catch(() => undefined);
    return run;
  }

  protected setState(state: BoardState, detail?: string): void {
    if (state === 'booting') {
      // A new boot: look for the prompt (and the autoboot countdown) again.
      this.tail = '';
      this.autobootStopped = false;
      clearTimeout(this.bootTimer);
      this.bootTimer = setTimeout(() => this.bootTimedOut(), this.bootTimeoutMs);
      this.bootTimer.unref();
    } else {
      clearTimeout(this.bootTimer);
      this.bootTimer = undefined;
    }
    if (state === this.current && detail === undefined) return;
    this.current = state;
    this.log.info('board.state', { key: this.key, state, ...(detail ? { detail } : {}) });
    for (const listener of this.stateListeners) listener(state, detail);
  }

  /** Drivers call this with every console chunk. */
  protected output(chunk: Buffer): void {
    for (const listener of this.dataListeners) listener(chunk);
    // Prompt watching only while booting keeps the steady-state console path to the fan-out above.
    if (this.current !== 'booting') return;
    this.tail = (this.tail + chunk.toString('latin1')).slice(-TAIL_BYTES);
    if (this.bootOutput()) return;
    if (this.autobootRe && !this.autobootStopped && this.autobootRe.test(this.tail)) {
      // Any key stops U-Boot's countdown; the board then waits at its prompt for the user.
      this.autobootStopped = true;
      this.writeRaw(Buffer.from('\n'));
      return;
    }
    if (this.readyRe.test(this.tail)) this.setState('ready');
  }

  /** Hook for drivers that consider other output a finished boot; true = handled. */
  protected bootOutput(): boolean {
    return false;
  }

  /** No prompt within bootTimeoutMs. */
  protected bootTimedOut(): void {
    this.log.warn('boot timeout', { key: this.key, timeoutMs: this.bootTimeoutMs });
  }
}
