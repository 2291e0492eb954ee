import { describe, expect, it } from 'vitest';
import { signIn, visitorHeaders } from '../../test/harness';
import { collegeFixture, type Headers } from './test-fixture';

// A course's teachers and tags (issue 20): kept in the console's course form, shown on the course
// card, the course details and the college home in the reader's language.

const fx = collegeFixture();

async function adminBody(staff: Headers, slug: string) {
  const id = await fx.courseId(slug);
  const res = await fx.get(`/api/admin/courses/${id}`, staff);
  return { id, body: res.json().result.body };
}

const teachers = [
  { nameZh: '李晓岚', nameEn: 'Li Xiaolan', roleZh: '体系结构副教授', roleEn: 'Associate professor' },
  { nameZh: '王明远', nameEn: '', roleZh: '高级工程师', roleEn: '' },
];

describe('course teachers and tags', () => {
  it('refuses visitors and users without the course permissions', async () => {
    const staff = await signIn(fx.ctx, { roles: ['admin'] });
    const { id, body } = await adminBody(staff.headers, 'riscv-gnu-toolchain');
    const edit = { ...body, teachers, tags: ['GCC'] };
    expect((await fx.send('PUT', `/api/admin/courses/${id}`, visitorHeaders(), edit)).statusCode).toBe(401);
    const user = await signIn(fx.ctx);
    expect((await fx.send('PUT', `/api/admin/courses/${id}`, user.headers, edit)).statusCode).toBe(403);
    expect((await fx.course('riscv-gnu-toolchain')).teachers).toEqual([]);
  });

  it('names the field of a teacher without a name and of a tag too long, in the reader language', async () => {
    const staff = await signIn(fx.ctx, { roles: ['admin'] });
    const { id, body } = await adminBody(staff.headers, 'riscv-isa-basics');
    const noName = await fx.send('PUT', `/api/admin/courses/${id}`, staff.headers, {
      ...body,
      teachers: [{ nameZh: ' ', roleZh: '讲师' }],
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().result.fields[0]).toMatchObject({
      field: 'teachers.0.nameZh',
      message: expect.stringContaining('中文名称'),
    });
    const longTag = await fx.send(
      'PUT',
      `/api/admin/courses/${id}`,
      { ...staff.headers, 'accept-language': 'en-US' },
      { ...body, tags: ['x'.repeat(25)] },
    );
    expect(longTag.statusCode).toBe(422);
    const field = longTag.json().result.fields[0];
    expect(field.field).toBe('tags.0');
    expect(field.message).toMatch(/^Tags 1 /);
  });

  it('saves teachers and tags (repeated tags once) and shows them once published, in both languages', async () => {
    const staff = await signIn(fx.ctx, { roles: ['admin'] });
    const { id, body } = await adminBody(staff.headers, 'riscv-isa-basics');
    const edit = { ...body, teachers, tags: ['ISA', 'RV64GC', 'ISA'] };
    expect((await fx.send('PUT', `/api/admin/courses/${id}`, staff.headers, edit)).statusCode).toBe(200);
    const saved = (await fx.get(`/api/admin/courses/${id}`, staff.headers)).json().result.body;
    expect(saved).toMatchObject({ teachers, tags: ['ISA', 'RV64GC'] });
    // a draft edit of a published course is not public yet
    expect((await fx.course('riscv-isa-basics')).teachers).toEqual([]);
    const published = await fx.post(`/api/admin/courses/${id}/publish`, staff.headers, { confirm: true });
    expect(published.statusCode).toBe(200);

    const zh = await fx.course('riscv-isa-basics');
    expect(zh.teachers).toEqual([
      { name: '李晓岚', role: '体系结构副教授' },
      { name: '王明远', role: '高级工程师' },
    ]);
    expect(zh.tags).toEqual(['ISA', 'RV64GC']);
    const en = await fx.course('riscv-isa-basics', { 'accept-language': 'en-US' });
    // a teacher without an English name or role keeps the Chinese one
    expect(en.teachers).toEqual([
      { name: 'Li Xiaolan', role: 'Associate professor' },
      { name: '王明远', role: '高级工程师' },
    ]);
    const list = (await fx.get('/api/college/courses?pageSize=50', { 'accept-language': 'en-US' })).json()
      .result.items as { slug: string; teachers: unknown; tags: string[] }[];
    expect(list.find((c) => c.slug === 'riscv-isa-basics')).toMatchObject({
      teachers: en.teachers,
      tags: ['ISA', 'RV64GC'],
    });
  });
});
