// A minimal QEMU Machine Protocol client over a unix socket: JSON lines, one command at a time
// is enough for system_reset / screendump / quit, plus asynchronous events (RESET, SHUTDOWN).
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

interface QmpReply {
  id?: number;
  return?: unknown;
  error?: { class: string; desc: string };
  event?: string;
  QMP?: unknown;
}

export class QmpError extends Error {
  constructor(
    readonly qmpClass: string,
    message: string,
  ) {
    super(message);
  }
}

/** Connects to a unix socket QEMU is about to create, retrying until it appears. */
export async function connectUnix(path: string, timeoutMs: number): Promise<net.Socket> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect(path);
        socket.once('connect', () => {
          socket.off('error', reject);
          resolve(socket);
        });
        socket.once('error', reject);
      });
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(25);
    }
  }
}

export class QmpClient {
  private buffered = '';
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly eventListeners = new Set<(event: string) => void>();
  private closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => this.receive(text));
    socket.on('error', () => {});
    socket.on('close', () => {
      this.closed = true;
      for (const p of this.pending.values()) p.reject(new QmpError('Closed', 'QMP connection closed'));
      this.pending.clear();
    });
  }

  static async connect(path: string, timeoutMs: number): Promise<QmpClient> {
    const client = new QmpClient(await connectUnix(path, timeoutMs));
    // The greeting needs no answer; capabilities negotiation leaves the handshake mode.
    await client.execute('qmp_capabilities');
    return client;
  }

  execute(command: string, args?: Record<string, unknown>, timeoutMs = 10_000): Promise<unknown> {
    if (this.closed) return Promise.reject(new QmpError('Closed', 'QMP connection closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new QmpError('Timeout', `QMP ${command} timed out`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.socket.write(
        `${JSON.stringify({ execute: command, ...(args ? { arguments: args } : {}), id })}\n`,
      );
    });
  }

  onEvent(listener: (event: string) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  close(): void {
    this.socket.destroy();
  }

  private receive(text: string): void {
    this.buffered += text;
    let nl: number;
    while ((nl = this.buffered.indexOf('\n')) >= 0) {
      const line = this.buffered.slice(0, nl).trim();
      this.buffered = this.buffered.slice(nl + 1);
      if (!line) continue;
      let reply: QmpReply;
      try {
        reply = JSON.parse(line) as QmpReply;
      } catch {
        continue;
      }
      if (reply.event) {
        for (const listener of this.eventListeners) listener(reply.event);
        continue;
      }
      if (typeof reply.id !== 'number') continue;
      const pending = this.pending.get(reply.id);
      if (!pending) continue;
      this.pending.delete(reply.id);
      if (reply.error) pending.reject(new QmpError(reply.error.class, reply.error.desc));
      else pending.resolve(reply.return);
    }
  }
}
