import { describe, expect, it } from 'vitest';
import { attachedFiles, formAnswersSchema, formField, type FormAnswers } from './forms';

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

describe('file fields', () => {
  const cv = [
    formField.parse({ key: 'name', label: 'Name', type: 'text' }),
    formField.parse({ key: 'cv', label: 'CV', type: 'file', required: true }),
    formField.parse({ key: 'extra', label: 'Portfolio', type: 'file' }),
  ];
  it('take a stored file id, required or empty, and list what is attached', () => {
    const schema = formAnswersSchema(cv, 'en-US');
    const r = schema.parse({ name: 'Li', cv: '42' });
    expect(r).toEqual({ name: 'Li', cv: '42', extra: '' });
    expect(attachedFiles(cv, r as FormAnswers)).toEqual([{ key: 'cv', fileId: 42 }]);
  });
  it('refuse a missing, non-numeric or zero id naming the field', () => {
    const schema = formAnswersSchema(cv, 'en-US');
    for (const bad of [
      {},
      { cv: '' },
      { cv: 'abc' },
      { cv: '0' },
      { cv: '1; drop table' },
      { cv: '12345678901' },
    ]) {
      const r = schema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.path).toEqual(['cv']);
      expect(r.error!.issues[0]!.message).toContain('CV');
    }
  });
});
