// A fixed-size byte ring: the console history of a session. One allocation up front; pushing a
// chunk is at most two memcpy calls, so the console path stays lean however long a session runs.
export class RingBuffer {
  private readonly buf: Buffer;
  /** next write position */
  private pos = 0;
  private full = false;

  constructor(readonly capacity: number) {
    this.buf = Buffer.alloc(capacity);
  }

  push(chunk: Uint8Array): void {
    let data = chunk;
    // Only the tail of an oversized chunk can survive anyway.
    if (data.length >= this.capacity) {
      data = data.subarray(data.length - this.capacity);
      this.buf.set(data, 0);
      this.pos = 0;
      this.full = true;
      return;
    }
    const first = Math.min(data.length, this.capacity - this.pos);
    this.buf.set(data.subarray(0, first), this.pos);
    if (first < data.length) {
      this.buf.set(data.subarray(first), 0);
      this.full = true;
    }
    const next = this.pos + data.length;
    if (next >= this.capacity) this.full = true;
    this.pos = next % this.capacity;
  }

  get size(): number {
    return this.full ? this.capacity : this.pos;
  }

  /** The buffered bytes, oldest first (a copy). */
  snapshot(): Buffer {
    if (!this.full) return Buffer.from(this.buf.subarray(0, this.pos));
    return Buffer.concat([this.buf.subarray(this.pos), this.buf.subarray(0, this.pos)], this.capacity);
  }

  clear(): void {
    this.pos = 0;
    this.full = false;
  }
}
