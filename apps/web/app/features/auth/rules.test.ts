import type { FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it, vi } from 'vitest';
import { Code } from '@occ/shared';
import { agreementRule } from '~/components/auth/AgreementCheckbox';
import { captchaRule } from '~/components/auth/CaptchaInput';
import { RequestError } from '~/lib/request';
import { applyRequestError } from './form-errors';
import { CAPTCHA_FIELDS } from './submit-errors';
import { confirmRule } from './rules';

const check = (rule: unknown, value: unknown) =>
  (rule as RuleObject & { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value);

describe('form rules of the account pages', () => {
  it('confirmation must equal the password, in the user language', async () => {
    const form = { getFieldValue: () => 'Chip#Rv2026' } as unknown as FormInstance;
    const rule = confirmRule('en-US')(form);
    await expect(check(rule, 'Chip#Rv2026')).resolves.toBeUndefined();
    await expect(check(rule, 'Chip#Rv2025')).rejects.toThrow('The two passwords do not match');
    await expect(check(confirmRule('zh-CN')(form), '')).rejects.toThrow('请输入密码');
  });

  it('the agreement must be ticked', async () => {
    await expect(check(agreementRule('en-US'), true)).resolves.toBeUndefined();
    await expect(check(agreementRule('en-US'), false)).rejects.toThrow('agree to the user agreement');
  });

  it('the graphic code answer is required and checked on blur only', async () => {
    const rule = captchaRule('en-US') as RuleObject;
    expect(rule.validateTrigger).toBe('onBlur');
    await expect(check(rule, { captchaId: 'x', captchaCode: 'AbCd' })).resolves.toBeUndefined();
    await expect(check(rule, { captchaId: 'x', captchaCode: '' })).rejects.toThrow(
      'Please enter the graphic code',
    );
    await expect(check(rule, undefined)).rejects.toThrow('Please enter the graphic code');
  });
});

describe('applyRequestError', () => {
  const envelope = (result: unknown) => ({
    code: Code.VALIDATION_FAILED,
    success: false,
    result,
    message: 'm',
  });

  it('puts 422 field errors on their fields (captcha parts on the one control) and returns no message', () => {
    const setFields = vi.fn();
    const err = new RequestError(
      'business',
      'check fields',
      422,
      Code.VALIDATION_FAILED,
      envelope({
        fields: [
          { field: 'captchaCode', message: 'wrong' },
          { field: 'username', message: 'usernameTaken' },
        ],
      }),
    );
    expect(
      applyRequestError({ setFields } as unknown as FormInstance, err, 'en-US', CAPTCHA_FIELDS),
    ).toBeNull();
    expect(setFields).toHaveBeenCalledWith([
      { name: 'captcha', errors: ['wrong'] },
      // a bare message key is shown in words
      { name: 'username', errors: ['This username is already registered'] },
    ]);
  });

  it('returns the server message when no field is named', () => {
    const setFields = vi.fn();
    const err = new RequestError(
      'business',
      'Too many failed attempts, please try again in 42 seconds',
      429,
      429,
    );
    expect(applyRequestError({ setFields } as unknown as FormInstance, err, 'en-US')).toContain('42 seconds');
    expect(setFields).not.toHaveBeenCalled();
  });
});
