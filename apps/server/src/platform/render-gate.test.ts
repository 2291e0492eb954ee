import { describe, expect, it } from 'vitest';
import { Overloaded, RenderGate } from './render-gate';

describe('render gate', () => {
  it('lets `max` in, queues the next ones in order and hands a released slot on', async () => {
    const gate = new RenderGate({ max: 2, queue: 2, waitMs: 10_000 });
    const a = await gate.enter();
    const b = await gate.enter();
    const order: string[] = [];
    const c = gate.enter().then((r) => (order.push('c'), r));
    const d = gate.enter().then((r) => (order.push('d'), r));
    expect(gate.load).toEqual({ active: 2, waiting: 2 });
    // the queue is full: refused at once
    await expect(gate.enter()).rejects.toBeInstanceOf(Overloaded);
    a();
    a(); // a second release of the same slot changes nothing
    const releaseC = await c;
    expect(order).toEqual(['c']);
    expect(gate.load).toEqual({ active: 2, waiting: 1 });
    b();
    (await d)();
    releaseC();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a waiter whose turn does not come within waitMs and forgets it', async () => {
    const gate = new RenderGate({ max: 1, queue: 5, waitMs: 20 });
    const first = await gate.enter();
    await expect(gate.enter()).rejects.toBeInstanceOf(Overloaded);
    expect(gate.load).toEqual({ active: 1, waiting: 0 });
    first();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });
});
