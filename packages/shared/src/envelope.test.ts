import { describe, expect, it } from 'vitest';
import { Code, isSessionLost } from './codes';
import { fail, ok } from './envelope';
import { translate } from './messages';

describe('envelope', () => {
  it('wraps a result as success with code 0', () => {
    expect(ok({ a: 1 })).toEqual({ code: 0, success: true, result: { a: 1 }, message: 'success' });
  });
  it('wraps a failure with its business code', () => {
    expect(fail(Code.AUTH_NEED_LOGIN, 'Please log in first')).toEqual({
      code: -101014,
      success: false,
      result: null,
      message: 'Please log in first',
    });
  });
  it('knows the session-lost codes of spec §4', () => {
    for (const c of [-2, -101014, -101012, -1001021009]) expect(isSessionLost(c)).toBe(true);
    expect(isSessionLost(0)).toBe(false);
    expect(isSessionLost(-1)).toBe(false);
  });
  it('translates server messages with parameters in both locales', () => {
    expect(translate('idNotExist', 'en-US')).toBe('The id does not exist');
    expect(translate('fieldTooLong', 'en-US', { field: 'title', max: 50 })).toBe(
      'title must be at most 50 characters',
    );
    expect(translate('fieldTooLong', 'zh-CN', { field: '标题', max: 50 })).toBe('标题最多 50 个字符');
  });
});
