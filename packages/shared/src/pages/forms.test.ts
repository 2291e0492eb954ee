import { describe, expect, it } from 'vitest';
import { formAnswersSchema, formField } from './forms';

const fields = [
  { key: 'name', label: '姓名', type: 'text', required: true, maxLength: 5 },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'mobile' },
  { key: 'track', label: 'Track', type: 'select', options: 'a\nb' },
  { key: 'agree', label: 'Agree', type: 'checkbox', required: true },
].map((f) => formField.parse(f));

describe('formAnswersSchema', () => {
  it('accepts answers that fit the declared fields and drops unknown keys', () => {
    const r = formAnswersSchema(fields, 'en-US').parse({ name: 'Li', track: 'a', agree: true, x: 1 });
    expect(r).toEqual({ name: 'Li', email: '', phone: '', track: 'a', agree: true });
  });
  it('refuses each broken answer naming the field by its label', () => {
    const r = formAnswersSchema(fields, 'zh-CN').safeParse({
      name: '123456',
      email: 'x',
      phone: '12',
      track: 'c',
    });
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues.map((i) => i[0]).sort()).toEqual(['agree', 'email', 'name', 'phone', 'track']);
    expect(issues.find((i) => i[0] === 'name')![1]).toContain('姓名');
  });
});
