import { describe, expect, it } from 'vitest';
import {
  isCommonPassword,
  isEmail,
  isMobile,
  normalizeTarget,
  passwordClasses,
  passwordProblem,
  realNameProblem,
  usernameProblem,
} from './rules';
import { registerBody } from './schemas';

describe('isMobile (spec §5 mainland pattern)', () => {
  it.each([
    '13012345678',
    '13912345678',
    '15012345678',
    '15312345678',
    '15512345678',
    '15912345678',
    '16612345678',
    '17012345678',
    '17712345678',
    '17812345678',
    '18012345678',
    '18912345678',
    '19012345678',
    '19312345678',
    '19512345678',
    '19912345678',
  ])('accepts %s', (m) => expect(isMobile(m)).toBe(true));

  it.each([
    ['15412345678', '154 is excluded'],
    ['19412345678', '194 is excluded'],
    ['19712345678', '197 is excluded'],
    ['17912345678', '179 is not issued'],
    ['16012345678', '16x other than 166'],
    ['12012345678', '12x is no carrier prefix'],
    ['11012345678', '11x is no carrier prefix'],
    ['23812345678', 'must start with 1'],
    ['1381234567', '10 digits'],
    ['138123456789', '12 digits'],
    ['1381234567a', 'letters'],
    ['138 1234 5678', 'spaces inside'],
    ['', 'empty'],
  ])('refuses %s (%s)', (m) => expect(isMobile(m)).toBe(false));

  it('accepts the +86 and 86 country prefixes and nothing else', () => {
    expect(isMobile('+8613812345678')).toBe(true);
    expect(isMobile('8613812345678')).toBe(true);
    expect(isMobile('+8513812345678')).toBe(false);
    expect(isMobile('008613812345678')).toBe(false);
    expect(isMobile('+86154123456789')).toBe(false);
  });
});

describe('isEmail (spec §5)', () => {
  it.each([
    'user@example.com',
    'first.last@mail.example.co',
    'a+tag@sub.domain.org',
    'user@[192.168.0.1]',
    '"quoted name"@example.com',
    'x@ab.cn',
  ])('accepts %s', (e) => expect(isEmail(e)).toBe(true));

  it.each([
    ['user@example.c', 'top-level part of 1 letter'],
    ['user@example', 'no dot in the domain'],
    ['user@example.123', 'numeric top-level part'],
    ['user@[192.168.0]', 'IPv4 literal with 3 parts'],
    ['user@192.168.0.1', 'IPv4 without brackets (numeric TLD)'],
    ['user.@example.com', 'local part ending with a dot'],
    ['us er@example.com', 'space'],
    ['userexample.com', 'no @'],
    ['@example.com', 'empty local part'],
    [`${'a'.repeat(250)}@example.com`, 'longer than 254'],
  ])('refuses %s (%s)', (e) => expect(isEmail(e)).toBe(false));
});

describe('normalizeTarget', () => {
  it('stores mobiles without the country prefix and e-mail lower-cased', () => {
    expect(normalizeTarget('+8613812345678')).toEqual({ kind: 'mobile', value: '13812345678' });
    expect(normalizeTarget(' 8613812345678 ')).toEqual({ kind: 'mobile', value: '13812345678' });
    expect(normalizeTarget('User@Example.COM')).toEqual({ kind: 'email', value: 'user@example.com' });
    expect(normalizeTarget('alice')).toBeNull();
    expect(normalizeTarget('15412345678')).toBeNull();
  });
});

describe('usernameProblem (2-12, no spaces)', () => {
  it('accepts 2 to 12 characters, counting Chinese characters as one each', () => {
    expect(usernameProblem('ab')).toBeNull();
    expect(usernameProblem('a'.repeat(12))).toBeNull();
    expect(usernameProblem('张三')).toBeNull();
    expect(usernameProblem('dev_user-1')).toBeNull();
  });
  it('names the broken rule', () => {
    expect(usernameProblem('')).toBe('usernameRequired');
    expect(usernameProblem('a')).toBe('usernameLength');
    expect(usernameProblem('a'.repeat(13))).toBe('usernameLength');
    expect(usernameProblem('a b')).toBe('usernameNoSpaces');
    expect(usernameProblem(' ab')).toBe('usernameNoSpaces');
    expect(usernameProblem('a\tb')).toBe('usernameNoSpaces');
  });
  it('refuses names that would be read as a mobile number or e-mail at login', () => {
    expect(usernameProblem('13812345678')).toBe('usernameLooksLikeContact');
    expect(usernameProblem('a@b.cn')).toBe('usernameLooksLikeContact');
  });
});

describe('passwordProblem (6-64, no spaces, no Chinese, 2 of 4 classes, denylist)', () => {
  it('counts the character classes', () => {
    expect(passwordClasses('abcdef')).toBe(1);
    expect(passwordClasses('abc123')).toBe(2);
    expect(passwordClasses('ABCdef')).toBe(2);
    expect(passwordClasses('abc!@#')).toBe(2);
    expect(passwordClasses('Ab1!')).toBe(4);
  });
  it('accepts a strong password and the length bounds', () => {
    expect(passwordProblem('Sturdy#Pass42')).toBeNull();
    expect(passwordProblem('Xk9#qz')).toBeNull();
    expect(passwordProblem(`Aa1${'x'.repeat(61)}`)).toBeNull();
    expect(passwordProblem('7hx2kq')).toBeNull();
  });
  it('names the broken rule', () => {
    expect(passwordProblem('')).toBe('passwordRequired');
    expect(passwordProblem('Ab1#x')).toBe('passwordLength');
    expect(passwordProblem(`Aa1${'x'.repeat(62)}`)).toBe('passwordLength');
    expect(passwordProblem('Abc 12345')).toBe('passwordNoSpaces');
    expect(passwordProblem('密码Abc123')).toBe('passwordNoChinese');
    expect(passwordProblem('abcdefgh')).toBe('passwordClasses');
    expect(passwordProblem('12345678')).toBe('passwordClasses');
    expect(passwordProblem('ABCDEFGH')).toBe('passwordClasses');
  });
  it('refuses common passwords the spec rule would allow (abc123, and Abc123 case-insensitively)', () => {
    expect(passwordClasses('abc123')).toBeGreaterThanOrEqual(2);
    expect(passwordProblem('abc123')).toBe('passwordCommon');
    expect(passwordProblem('Abc123')).toBe('passwordCommon');
    expect(isCommonPassword('ABC123')).toBe(true);
    expect(isCommonPassword('Sturdy#Pass42')).toBe(false);
  });
});

describe('realNameProblem (correct Chinese name)', () => {
  it('accepts Han names, with a middle dot for transliterated names', () => {
    expect(realNameProblem('张三')).toBeNull();
    expect(realNameProblem('欧阳娜娜')).toBeNull();
    expect(realNameProblem('阿沛·阿旺晋美')).toBeNull();
  });
  it('refuses others', () => {
    expect(realNameProblem('')).toBe('realNameRequired');
    expect(realNameProblem('张')).toBe('realNameInvalid');
    expect(realNameProblem('Zhang San')).toBe('realNameInvalid');
    expect(realNameProblem('张三3')).toBe('realNameInvalid');
  });
});

describe('registerBody', () => {
  const valid = {
    username: 'alice',
    password: 'Sturdy#Pass42',
    confirmPassword: 'Sturdy#Pass42',
    target: 'alice@example.com',
    code: '123456',
    agree: true,
  };
  it('accepts a complete registration', () => {
    expect(registerBody.safeParse(valid).success).toBe(true);
  });
  it('reports each broken rule with its message key on its field', () => {
    const r = registerBody.safeParse({ ...valid, confirmPassword: 'other', agree: false, code: '12ab56' });
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['agree', 'agreeRequired'],
        ['code', 'codeFormat'],
      ]),
    );
    const mismatch = registerBody.safeParse({ ...valid, confirmPassword: 'other' });
    expect(mismatch.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmPassword', 'passwordMismatch'],
    ]);
  });
});
