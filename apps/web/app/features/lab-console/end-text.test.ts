import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { boardStateText, endText } from './end-text';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe('console end and state words', () => {
  it('names a known close reason in the page language', () => {
    expect(endText({ kind: 'closed', reason: 'slot_ended', message: 'x' }, t, 'en-US')).toBe(
      'The reserved time slot has ended',
    );
    expect(endText({ kind: 'closed', reason: 'released', message: 'x' }, t, 'en-US')).toBe(
      '[labConsole.end.released]',
    );
  });

  it("prefers the portal's reason for a refused connection, with a fallback per close code", () => {
    expect(endText({ kind: 'refused', code: 4409, message: 'The reservation is closed' }, t, 'en-US')).toBe(
      'The reservation is closed',
    );
    expect(endText({ kind: 'refused', code: 4409, message: '' }, t, 'zh-CN')).toBe(
      '该预约不在有效的使用时段内',
    );
    expect(endText({ kind: 'refused', code: 4401, message: '' }, t, 'en-US')).toBe(
      '[labConsole.end.unauthenticated]',
    );
    expect(endText({ kind: 'refused', code: 4999, message: '' }, t, 'en-US')).toBe(
      '[labConsole.end.forbidden]',
    );
  });

  it('words the board states of spec §8', () => {
    expect(boardStateText('ready', 'en-US')).toBeNull();
    expect(boardStateText('booting', 'en-US')).toBe('The development board is not ready');
    expect(boardStateText('env_resetting', 'en-US')).toBe(
      'The environment is not ready (wait 3-5 minutes then refresh terminal)',
    );
    expect(boardStateText('agent_offline', 'zh-CN')).toBe('开发板离线（实验室代理未连接）');
  });
});
