/**
 * A token bucket: `capacity` tokens at most, refilled at `perSecond`. Console input spends one
 * token per byte (plus a little per frame), so typing and ordinary pastes pass and a flood is cut.
 */
export class TokenBucket {
  private tokens: number;
  private at = Date.now();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
  ) {
    this.tokens = capacity;
  }

  take(n: number, now = Date.now()): boolean {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (n > this.tokens) return false;
    this.tokens -= n;
    return true;
  }
}
