// The agent's authority model. The portal decides who may use a board and for how long; the agent
// only remembers what it was told: a session exists from `session.open` until `session.close` or
// its `endsAt`, whichever comes first, and at most one session holds a board. Everything a user can
// do (console input, actions, history) must name a live session; anything else is refused before
// the board is touched. Console output is forwarded and kept only while a session holds the board,
// so one user never sees another's output.
import { RingBuffer } from './ring-buffer';

export const HISTORY_BYTES = 256 * 1024;
/** setTimeout's limit; longer slots re-arm the timer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface Session {
  id: string;
  key: string;
  userId: string;
  endsAt: number;
  openedAt: number;
  history: RingBuffer;
}

export type CloseReason = 'closed' | 'expired' | 'replaced';

export interface SessionRegistryOptions {
  historyBytes?: number;
  now?: () => number;
  /** called when a session ends on its own (endsAt) or is replaced by a newer one on the board */
  onEnd?: (session: Session, reason: CloseReason) => void;
}

export class SessionRegistry {
  private readonly byId = new Map<string, Session>();
  private readonly byBoard = new Map<string, Session>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly now: () => number;

  constructor(private readonly opts: SessionRegistryOptions = {}) {
    this.now = opts.now ?? Date.now;
  }

  /**
   * Opens (or, for the same id, extends) a session. A different session still holding the board is
   * ended first: the portal is the authority and has moved the board on.
   */
  open(input: { id: string; key: string; userId: string; endsAt: number }): {
    session: Session;
    reopened: boolean;
  } {
    const existing = this.byId.get(input.id);
    if (existing && existing.key === input.key) {
      existing.endsAt = input.endsAt;
      existing.userId = input.userId;
      this.arm(existing);
      return { session: existing, reopened: true };
    }
    if (existing) this.end(existing, 'replaced');
    const holder = this.byBoard.get(input.key);
    if (holder) this.end(holder, 'replaced');
    const session: Session = {
      ...input,
      openedAt: this.now(),
      history: new RingBuffer(this.opts.historyBytes ?? HISTORY_BYTES),
    };
    this.byId.set(session.id, session);
    this.byBoard.set(session.key, session);
    this.arm(session);
    return { session, reopened: false };
  }

  /** Closes a session the portal ended; returns it, or undefined when it was not open. */
  close(id: string): Session | undefined {
    const session = this.byId.get(id);
    if (session) this.remove(session);
    return session;
  }

  /** The session if it is open and its slot has not ended; expired ones are dropped here too. */
  active(id: string): Session | undefined {
    const session = this.byId.get(id);
    if (!session) return undefined;
    if (this.now() >= session.endsAt) {
      this.end(session, 'expired');
      return undefined;
    }
    return session;
  }

  /** The live session holding a board, if any. */
  onBoard(key: string): Session | undefined {
    const session = this.byBoard.get(key);
    return session ? this.active(session.id) : undefined;
  }

  list(): Session[] {
    return [...this.byId.values()];
  }

  closeAll(): void {
    for (const session of [...this.byId.values()]) this.remove(session);
  }

  private end(session: Session, reason: CloseReason): void {
    this.remove(session);
    this.opts.onEnd?.(session, reason);
  }

  private remove(session: Session): void {
    clearTimeout(this.timers.get(session.id));
    this.timers.delete(session.id);
    this.byId.delete(session.id);
    if (this.byBoard.get(session.key) === session) this.byBoard.delete(session.key);
  }

  private arm(session: Session): void {
    clearTimeout(this.timers.get(session.id));
    const wait = Math.min(Math.max(session.endsAt - this.now(), 0), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      if (this.byId.get(session.id) !== session) return;
      if (this.now() >= session.endsAt) this.end(session, 'expired');
      else this.arm(session);
    }, wait);
    // A pending slot end must not keep the process alive on shutdown.
    timer.unref();
    this.timers.set(session.id, timer);
  }
}
