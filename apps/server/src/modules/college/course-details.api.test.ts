import { describe, expect, it } from 'vitest';
import { resources, storedFiles } from '../../db/schema';
import { signIn, visitorHeaders } from '../../test/harness';
import { collegeFixture } from './test-fixture';

// Course details (issue 20): key points, materials (downloads) and course Q&A.

let resourceId = 0;
const fx = collegeFixture(async (ctx) => {
  await fx.draftCourse('draft-qa');
  const [file] = await ctx.database.db
    .insert(storedFiles)
    .values({
      name: 'c906-sdk.tar.gz',
      storageKey: 'files/test-c906',
      size: 2048,
      contentType: 'application/gzip',
      sha256: 'x',
    })
    .returning();
  const [r] = await ctx.database.db
    .insert(resources)
    .values({ name: 'C906 SDK', type: 1, fileId: file!.id })
    .returning();
  resourceId = r!.id;
});

async function adminBody(staff: Record<string, string>, slug: string) {
  const id = await fx.courseId(slug);
  const res = await fx.get(`/api/admin/courses/${id}`, staff);
  return { id, body: res.json().result.body };
}

const askBody = (courseId: unknown) => ({
  plate: 'course',
  productKind: 'chip',
  productName: 'RV64GC',
  title: 'How do I read the mcause register?',
  description: 'Asked from the course page.',
  tags: ['isa'],
  courseId,
});

describe('course details: key points and materials', () => {
  it('refuses visitors and users without the course permissions in the console', async () => {
    const staff = await signIn(fx.ctx, { roles: ['admin'] });
    const { id, body } = await adminBody(staff.headers, 'riscv-isa-basics');
    const edit = { ...body, keyPoints: [{ zh: '要点', en: 'Point' }] };
    expect((await fx.send('PUT', `/api/admin/courses/${id}`, visitorHeaders(), edit)).statusCode).toBe(401);
    const user = await signIn(fx.ctx);
    expect((await fx.send('PUT', `/api/admin/courses/${id}`, user.headers, edit)).statusCode).toBe(403);
  });

  it('saves key points and materials, names a bad material, and shows them once published', async () => {
    const staff = await signIn(fx.ctx, { roles: ['admin'] });
    const { id, body } = await adminBody(staff.headers, 'riscv-isa-basics');
    // a published course keeps edits as a draft: the materials are checked when it is published
    const draft = { ...body, materialIds: [99999999] };
    expect((await fx.send('PUT', `/api/admin/courses/${id}`, staff.headers, draft)).statusCode).toBe(200);
    const bad = await fx.post(`/api/admin/courses/${id}/publish`, staff.headers, { confirm: true });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('materialIds');
    const edit = {
      ...body,
      keyPoints: [
        { zh: 'RV32I 基础指令', en: 'The RV32I base' },
        { zh: '仅中文', en: '' },
      ],
      materialIds: [resourceId],
    };
    const put = await fx.send('PUT', `/api/admin/courses/${id}`, staff.headers, edit);
    expect(put.statusCode).toBe(200);
    const saved = (await fx.get(`/api/admin/courses/${id}`, staff.headers)).json().result.body;
    expect(saved).toMatchObject({ keyPoints: edit.keyPoints, materialIds: [resourceId] });
    expect(
      (await fx.post(`/api/admin/courses/${id}/publish`, staff.headers, { confirm: true })).statusCode,
    ).toBe(200);
    const en = await fx.course('riscv-isa-basics', { 'accept-language': 'en-US' });
    expect(en.keyPoints).toEqual(['The RV32I base', '仅中文']);
    expect(en.materials).toEqual([
      { id: resourceId, name: 'C906 SDK', fileName: 'c906-sdk.tar.gz', size: 2048, type: '1' },
    ]);
    const other = await fx.course('riscv-gnu-toolchain');
    expect(other.materials).toEqual([]);
  });
});

describe('course details: course Q&A', () => {
  it('asks about a published course and lists it under the course; 422 names courseId otherwise', async () => {
    const me = await signIn(fx.ctx);
    const id = await fx.courseId('riscv-isa-basics');
    for (const bad of [99999999, await fx.courseId('draft-qa')]) {
      const res = await fx.post('/api/community/questions', me.headers, askBody(bad));
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json().result.fields[0].field).toBe('courseId');
    }
    expect((await fx.post('/api/community/questions', visitorHeaders(), askBody(id))).statusCode).toBe(401);
    const asked = await fx.post('/api/community/questions', me.headers, askBody(id));
    expect(asked.statusCode).toBe(200);
    const list = (await fx.get(`/api/community/questions?course=${id}`)).json().result;
    expect(list.items.map((q: { title: string }) => q.title)).toEqual(['How do I read the mcause register?']);
    expect(list.items[0]).toMatchObject({ answersCount: 0, adopted: false });
    expect(
      (await fx.get(`/api/community/questions?course=${await fx.courseId('riscv-gnu-toolchain')}`)).json()
        .result.total,
    ).toBe(0);
    // the question names its course (the reader's language), for its page and its edit form
    const detail = (await fx.get(`/api/community/questions/${asked.json().result.id}`)).json().result;
    expect(detail.course).toMatchObject({ id, slug: 'riscv-isa-basics' });
    expect(detail.course.title).toBeTruthy();
  });
});
