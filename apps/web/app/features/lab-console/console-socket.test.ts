import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ConsoleConnection,
  consoleUrl,
  decodeBase64,
  inputChunks,
  type ConsoleEnd,
  type ConsoleHandlers,
  type ConsoleStatus,
  type SocketLike,
} from './console-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  frame(f: unknown) {
    this.onmessage?.({ data: JSON.stringify(f) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

const b64 = (s: string) => btoa(s);

function harness(backoffMs = [100, 200]) {
  const sockets: FakeSocket[] = [];
  const seen = {
    data: [] as [string, string][],
    states: [] as string[],
    statuses: [] as ConsoleStatus[],
    ends: [] as ConsoleEnd[],
    tests: [] as string[],
  };
  const handlers: ConsoleHandlers = {
    onData: (bytes, kind) => seen.data.push([kind, new TextDecoder().decode(bytes)]),
    onState: (s) => seen.states.push(s),
    onTest: (jobId, step) => seen.tests.push(`${jobId}:${step.name}:${step.status}`),
    onStatus: (s) => seen.statuses.push(s),
    onEnd: (e) => seen.ends.push(e),
  };
  const conn = new ConsoleConnection('ws://portal/ws/lab/console/r1', handlers, {
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    backoffMs,
    pingMs: 1000,
  });
  return { conn, sockets, seen };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('console socket', () => {
  it('builds the same-origin URL with the page scheme', () => {
    expect(consoleUrl({ protocol: 'https:', host: 'occ.example:8443' }, 'abc')).toBe(
      'wss://occ.example:8443/ws/lab/console/abc',
    );
    expect(consoleUrl({ protocol: 'http:', host: '127.0.0.1:3000' }, 'a/b')).toBe(
      'ws://127.0.0.1:3000/ws/lab/console/a%2Fb',
    );
  });

  it('decodes base64 serial bytes, including bytes above 0x7f', () => {
    expect([...decodeBase64(btoa('\x1b[0m\xff'))]).toEqual([0x1b, 0x5b, 0x30, 0x6d, 0xff]);
  });

  it('splits long input into accepted frames without breaking a surrogate pair', () => {
    expect(inputChunks('abcdef', 4)).toEqual(['abcd', 'ef']);
    expect(inputChunks('abc😀d', 4)).toEqual(['abc', '😀d']);
    expect(inputChunks('')).toEqual([]);
  });

  it('hands history then output, states and test steps to the page, and sends keystrokes', () => {
    const { conn, sockets, seen } = harness();
    conn.start();
    expect(conn.send('x')).toBe(false);
    sockets[0]!.open();
    sockets[0]!.frame({ t: 'history', d: b64('U-Boot\r\n=> ') });
    sockets[0]!.frame({ t: 'out', d: b64('echo hello') });
    sockets[0]!.frame({ t: 'state', state: 'booting' });
    sockets[0]!.frame({
      t: 'test',
      jobId: 'j1',
      step: { index: 0, name: 'prompt', status: 'passed', durationMs: 5, output: '' },
    });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(conn.send('echo hello\r')).toBe(true);
    expect(seen.data).toEqual([
      ['history', 'U-Boot\r\n=> '],
      ['out', 'echo hello'],
    ]);
    expect(seen.states).toEqual(['booting']);
    expect(seen.tests).toEqual(['j1:prompt:passed']);
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ t: 'in', d: 'echo hello\r' })]);
    expect(seen.statuses).toEqual(['connecting', 'open']);
    vi.advanceTimersByTime(1000);
    expect(sockets[0]!.sent.at(-1)).toBe(JSON.stringify({ t: 'ping' }));
    conn.stop();
  });

  it('reconnects after an unexpected drop with growing delays, and resets them once open', () => {
    const { conn, sockets, seen } = harness([100, 200]);
    conn.start();
    sockets[0]!.open();
    sockets[0]!.drop();
    expect(seen.statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(199);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.drop();
    // the last delay repeats
    vi.advanceTimersByTime(200);
    expect(sockets).toHaveLength(4);
    sockets[3]!.open();
    sockets[3]!.drop();
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(5);
    expect(seen.ends).toEqual([]);
    conn.stop();
  });

  it('stops for good on a closed frame or a refusing close code', () => {
    const a = harness();
    a.conn.start();
    a.sockets[0]!.open();
    a.sockets[0]!.frame({ t: 'closed', reason: 'slot_ended', message: 'The reserved time slot has ended' });
    expect(a.seen.ends).toEqual([
      { kind: 'closed', reason: 'slot_ended', message: 'The reserved time slot has ended' },
    ]);
    expect(a.sockets[0]!.closedWith).toBe(1000);
    expect(a.conn.send('x')).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(a.sockets).toHaveLength(1);

    const b = harness();
    b.conn.start();
    b.sockets[0]!.drop(4001, 'another window');
    expect(b.seen.ends).toEqual([{ kind: 'refused', code: 4001, message: 'another window' }]);
    b.seen.ends.length = 0;
    b.conn.start();
    b.sockets[1]!.drop(4409, 'not active');
    expect(b.seen.ends).toEqual([{ kind: 'refused', code: 4409, message: 'not active' }]);
    expect(b.seen.statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(10_000);
    expect(b.sockets).toHaveLength(2);
  });

  it('comes back after a restarting portal closed the console as agent_offline', () => {
    const { conn, sockets, seen } = harness([100]);
    conn.start();
    sockets[0]!.open();
    sockets[0]!.frame({ t: 'closed', reason: 'agent_offline', message: 'offline' });
    sockets[0]!.drop(1012, 'offline');
    expect(seen.states).toEqual(['agent_offline']);
    expect(seen.ends).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
    conn.stop();
  });

  it('reconnects at once when asked during the backoff, and not at all after stop', () => {
    const { conn, sockets } = harness([5000]);
    conn.start();
    sockets[0]!.drop();
    conn.reconnectNow();
    expect(sockets).toHaveLength(2);
    conn.stop();
    expect(sockets[1]!.closedWith).toBe(1000);
    conn.reconnectNow();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
  });
});
