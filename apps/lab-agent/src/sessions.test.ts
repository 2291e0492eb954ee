// The console history ring and the session authority rules.
import { describe, expect, it } from 'vitest';
import { RingBuffer } from './ring-buffer';
import { SessionRegistry, type CloseReason } from './sessions';

describe('ring buffer', () => {
  it('keeps everything until full, then the newest bytes in order', () => {
    const ring = new RingBuffer(8);
    ring.push(Buffer.from('abc'));
    expect(ring.snapshot().toString()).toBe('abc');
    ring.push(Buffer.from('defgh'));
    expect(ring.snapshot().toString()).toBe('abcdefgh');
    ring.push(Buffer.from('ij'));
    expect(ring.snapshot().toString()).toBe('cdefghij');
    ring.push(Buffer.from('klmnopqrstuvwxyz'));
    expect(ring.snapshot().toString()).toBe('stuvwxyz');
    expect(ring.size).toBe(8);
    ring.push(Buffer.from('12345'));
    expect(ring.snapshot().toString()).toBe('xyz12345');
    ring.clear();
    expect(ring.snapshot().length).toBe(0);
  });

  it('holds 256 KiB of console per session by default', () => {
    const sessions = new SessionRegistry();
    const { session } = sessions.open({ id: 's', key: 'b', userId: 'u', endsAt: Date.now() + 60_000 });
    for (let i = 0; i < 300; i++) session.history.push(Buffer.alloc(1024, i % 256));
    expect(session.history.size).toBe(256 * 1024);
    expect(session.history.snapshot()[0]).toBe(44);
    sessions.closeAll();
  });
});

describe('session registry', () => {
  function registry(start = 1_000_000) {
    let now = start;
    const ended: [string, CloseReason][] = [];
    const reg = new SessionRegistry({ now: () => now, onEnd: (s, why) => ended.push([s.id, why]) });
    return { reg, ended, advance: (ms: number) => (now += ms), now: () => now };
  }

  it('knows only sessions the portal opened, until their end', () => {
    const { reg, ended, advance, now } = registry();
    expect(reg.active('s1')).toBeUndefined();
    reg.open({ id: 's1', key: 'b1', userId: 'u1', endsAt: now() + 1000 });
    expect(reg.active('s1')?.key).toBe('b1');
    expect(reg.onBoard('b1')?.id).toBe('s1');
    expect(reg.onBoard('b2')).toBeUndefined();
    advance(1000);
    expect(reg.active('s1')).toBeUndefined();
    expect(reg.onBoard('b1')).toBeUndefined();
    expect(ended).toEqual([['s1', 'expired']]);
  });

  it('gives the board to the newest session and keeps history when the same session reopens', () => {
    const { reg, ended, now } = registry();
    const first = reg.open({ id: 's1', key: 'b1', userId: 'u1', endsAt: now() + 1000 });
    first.session.history.push(Buffer.from('work'));
    const again = reg.open({ id: 's1', key: 'b1', userId: 'u1', endsAt: now() + 5000 });
    expect(again.reopened).toBe(true);
    expect(again.session.history.snapshot().toString()).toBe('work');
    expect(again.session.endsAt).toBe(now() + 5000);
    const next = reg.open({ id: 's2', key: 'b1', userId: 'u2', endsAt: now() + 5000 });
    expect(next.reopened).toBe(false);
    expect(ended).toEqual([['s1', 'replaced']]);
    expect(reg.active('s1')).toBeUndefined();
    expect(reg.onBoard('b1')?.userId).toBe('u2');
    expect(next.session.history.size).toBe(0);
    expect(reg.close('s2')?.id).toBe('s2');
    expect(reg.close('s2')).toBeUndefined();
    expect(reg.list()).toEqual([]);
  });

  it('ends a session on its own timer at endsAt', async () => {
    const ended: string[] = [];
    const reg = new SessionRegistry({ onEnd: (s) => ended.push(s.id) });
    reg.open({ id: 's1', key: 'b1', userId: 'u1', endsAt: Date.now() + 50 });
    await new Promise((r) => setTimeout(r, 120));
    expect(ended).toEqual(['s1']);
    expect(reg.list()).toEqual([]);
  });
});
