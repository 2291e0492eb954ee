// Admission for page renders (issue 14): server rendering holds the event loop, so more renders
// at once only make every one of them slower and starve the database pool's timers. At most
// `max` render together; up to `queue` more wait their turn for at most `waitMs`; the rest, and
// whoever waited too long, are refused at once (the caller answers 503 with Retry-After) instead
// of hanging past the client's patience or timing out the pool into 500s.

export class Overloaded extends Error {
  constructor() {
    super('overloaded');
  }
}

interface Waiter {
  grant(): void;
  timer: NodeJS.Timeout;
}

export interface RenderGateOptions {
  max: number;
  queue: number;
  waitMs: number;
}

export class RenderGate {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly opts: RenderGateOptions) {}

  /** Renders running and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** Resolves with the release function once this render may run; rejects with Overloaded. */
  async enter(): Promise<() => void> {
    if (this.active < this.opts.max) {
      this.active++;
      return this.releaser();
    }
    if (this.waiting.length >= this.opts.queue) throw new Overloaded();
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new Overloaded());
        }, this.opts.waitMs),
      };
      this.waiting.push(waiter);
    });
    return this.releaser();
  }

  /** Hands the slot to the next waiter (the running count stays), or frees it; once only. */
  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.grant();
      else this.active--;
    };
  }
}
