import { describe, expect, it } from 'vitest';
import { TerminalFeed, type TerminalTarget } from './terminal-feed';

function target() {
  const ops: string[] = [];
  const t: TerminalTarget = {
    write: (b) => ops.push(`w:${new TextDecoder().decode(b)}`),
    reset: () => ops.push('reset'),
    setReadOnly: (r) => ops.push(`ro:${r}`),
  };
  return { t, ops };
}

const bytes = (s: string) => new TextEncoder().encode(s);

describe('terminal feed', () => {
  it('replays what arrived before the terminal, from the last reset on', () => {
    const feed = new TerminalFeed();
    feed.write(bytes('old'));
    feed.reset();
    feed.write(bytes('=> '));
    feed.setReadOnly(true);
    const { t, ops } = target();
    feed.attach(t);
    expect(ops).toEqual(['ro:true', 'reset', 'w:=> ']);
    feed.write(bytes('echo hello'));
    expect(ops.at(-1)).toBe('w:echo hello');
    expect(feed.text).toBe('=> echo hello');
  });

  it('writes straight through once attached and buffers again after detach', () => {
    const feed = new TerminalFeed();
    const a = target();
    feed.attach(a.t);
    feed.write(bytes('a'));
    feed.detach(a.t);
    feed.write(bytes('b'));
    expect(a.ops).toEqual(['ro:false', 'w:a']);
    const b = target();
    feed.attach(b.t);
    expect(b.ops).toEqual(['ro:false', 'w:b']);
  });

  it('keeps a bounded backlog while detached', () => {
    const feed = new TerminalFeed();
    const chunk = new Uint8Array(512 * 1024);
    for (let i = 0; i < 5; i++) feed.write(chunk);
    const { t, ops } = target();
    feed.attach(t);
    expect(ops.filter((o) => o.startsWith('w:')).length).toBe(2);
  });
});
