// What the socket delivers before the lazily loaded terminal exists (or while it is being
// recreated) is kept here and replayed into it once attached, so the first bytes of the history
// are never lost to the chunk download.

export interface TerminalTarget {
  write(bytes: Uint8Array): void;
  /** clears screen and scrollback before a history replay */
  reset(): void;
  setReadOnly(readOnly: boolean): void;
}

type Op = { kind: 'write'; bytes: Uint8Array } | { kind: 'reset' };

/** Bytes kept while detached; the agent's history ring buffer is 256 KiB, this is generous above it. */
const MAX_PENDING_BYTES = 1024 * 1024;

export class TerminalFeed {
  private pending: Op[] = [];
  private pendingBytes = 0;
  private target: TerminalTarget | null = null;
  private readOnly = false;
  /** everything written since the last reset, for tests and the e2e hook */
  private textLog = '';
  private readonly decoder = new TextDecoder();

  attach(target: TerminalTarget) {
    this.target = target;
    target.setReadOnly(this.readOnly);
    for (const op of this.pending) {
      if (op.kind === 'reset') target.reset();
      else target.write(op.bytes);
    }
    this.pending = [];
    this.pendingBytes = 0;
  }

  detach(target: TerminalTarget) {
    if (this.target === target) this.target = null;
  }

  write(bytes: Uint8Array) {
    this.textLog = (this.textLog + this.decoder.decode(bytes, { stream: true })).slice(-MAX_PENDING_BYTES);
    if (this.target) return this.target.write(bytes);
    this.pending.push({ kind: 'write', bytes });
    this.pendingBytes += bytes.length;
    // drop the oldest output, like a terminal's scrollback would
    while (this.pendingBytes > MAX_PENDING_BYTES && this.pending.length > 1) {
      const first = this.pending.shift()!;
      if (first.kind === 'write') this.pendingBytes -= first.bytes.length;
    }
  }

  reset() {
    this.textLog = '';
    if (this.target) return this.target.reset();
    this.pending = [{ kind: 'reset' }];
    this.pendingBytes = 0;
  }

  setReadOnly(readOnly: boolean) {
    this.readOnly = readOnly;
    this.target?.setReadOnly(readOnly);
  }

  /** The text received since the last reset (escape sequences included). */
  get text(): string {
    return this.textLog;
  }
}
