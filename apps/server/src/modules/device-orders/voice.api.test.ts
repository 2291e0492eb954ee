import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { json, member } from '../devices/test-support';
import { catalogueChip, wav } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

type H = Record<string, string>;
const upload = (h: H, url: string, fields: Record<string, string>, name: string, data: Buffer) => {
  const body = multipart(fields, { name, data });
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...h, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const move = (h: H, id: string, event: string, note = '') =>
  json(ctx, 'POST', `/api/devices/voice-requests/${id}/transition`, h, { event, note });
const request = async (h: H, chip: number) =>
  json(ctx, 'POST', '/api/devices/voice-requests', h, {
    words: [
      { text: '你好小平', kind: 'wake' },
      { text: 'turn on', kind: 'command' },
    ],
    chipProductId: chip,
  });

describe('voice model requests', () => {
  it('checks recordings by content, then walks submitted → accepted → training → delivered with a signed download', async () => {
    const chip = await catalogueChip(ctx);
    const customer = await member(ctx, 'ORG-V1');
    const staff = await signIn(ctx, { roles: ['vendor'] });
    const created = await request(customer.headers, chip);
    expect(created.statusCode).toBe(200);
    const r = created.json().result;
    const rec = (word: string, data: Buffer, name = 'a.wav') =>
      upload(customer.headers, `/api/devices/voice-requests/${r.id}/recordings`, { word }, name, data);

    // refused: 8 kHz, 12 s, text renamed .wav, a word not in the request
    for (const bad of [wav(8000, 1), wav(16000, 12), Buffer.from('not audio at all')]) {
      const res = await rec('你好小平', bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().result.fields[0].field).toBe('file');
    }
    expect((await rec('goodbye', wav(16000, 1))).json().result.fields[0].field).toBe('word');

    // too few recordings: staff cannot accept yet
    const ok1 = await rec('你好小平', wav(16000, 1.5));
    expect(ok1.json().result).toMatchObject({ format: 'wav', sampleRate: 16000, durationMs: 1500 });
    expect((await move(staff.headers, r.id, 'accept')).statusCode).toBe(409);
    for (let i = 0; i < 2; i++) await rec('你好小平', wav(16000, 1));
    for (let i = 0; i < 3; i++) await rec('turn on', wav(44100, 1));
    const counts = (await json(ctx, 'GET', `/api/devices/voice-requests/${r.id}`, customer.headers)).json()
      .result;
    expect(counts.words.map((w: { recordings: number }) => w.recordings)).toEqual([3, 3]);

    expect((await move(staff.headers, r.id, 'accept')).json().result.state).toBe('accepted');
    expect((await rec('turn on', wav(16000, 1))).statusCode).toBe(409);
    expect((await move(staff.headers, r.id, 'train')).json().result.state).toBe('training');
    expect((await move(staff.headers, r.id, 'deliver')).statusCode).toBe(409); // no model yet
    const model = await upload(
      staff.headers,
      `/api/devices/voice-requests/${r.id}/model`,
      {},
      'wake.bin',
      Buffer.from('model bytes'),
    );
    expect(model.json().result.model).toMatchObject({ name: 'wake.bin' });
    expect(
      (await json(ctx, 'GET', `/api/devices/voice-requests/${r.id}/model`, customer.headers)).statusCode,
    ).toBe(409);
    const delivered = await move(staff.headers, r.id, 'deliver');
    expect(delivered.json().result.state).toBe('delivered');
    expect(delivered.json().result.history.map((h: { event: string }) => h.event)).toEqual([
      'submit',
      'accept',
      'train',
      'deliver',
    ]);
    const link = await json(ctx, 'GET', `/api/devices/voice-requests/${r.id}/model`, customer.headers);
    expect(link.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: link.json().result.url });
    expect(file.body).toBe('model bytes');

    // both sides are told of the other's steps (never their own), and every write is audited
    const told = async (userId: string) =>
      (
        await ctx.database.db
          .select({ link: notifications.link })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.targetId, r.id)))
      ).map((n) => n.link);
    expect(await told(customer.userId)).toEqual(Array(3).fill(`/admin/voice_training_detail/${r.id}`)); // accept, train, deliver
    expect(await told(staff.userId)).toHaveLength(1); // submit
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.recordId, r.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update', 'update', 'update', 'update']);
  }, 120_000); // ten recordings, each probed by ffprobe: slow on a loaded machine

  it('refuses illegal steps (409), the customer’s steps on the vendor’s side (403), other organisations (404) and bad words (422)', async () => {
    const chip = await catalogueChip(ctx);
    const customer = await member(ctx, 'ORG-V2');
    const other = await member(ctx, 'ORG-V3');
    const staff = await signIn(ctx, { roles: ['vendor'] });
    const r = (await request(customer.headers, chip)).json().result;
    expect((await move(customer.headers, r.id, 'accept')).statusCode).toBe(403);
    expect((await move(staff.headers, r.id, 'train')).statusCode).toBe(409);
    expect((await move(staff.headers, r.id, 'deliver')).statusCode).toBe(409);
    const noReason = await move(staff.headers, r.id, 'reject');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().result.fields[0].field).toBe('note');
    const rejected = await move(staff.headers, r.id, 'reject', 'words too short for a wake word');
    expect(rejected.json().result).toMatchObject({
      state: 'rejected',
      rejectReason: 'words too short for a wake word',
    });
    expect((await move(staff.headers, r.id, 'accept')).statusCode).toBe(409);
    expect((await json(ctx, 'GET', `/api/devices/voice-requests/${r.id}`, other.headers)).statusCode).toBe(
      404,
    );
    expect((await move(other.headers, r.id, 'accept')).statusCode).toBe(404);

    const bad = await json(ctx, 'POST', '/api/devices/voice-requests', customer.headers, {
      words: [{ text: 'hi!!', kind: 'wake' }],
      chipProductId: chip,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('words.0.text');
  });
});
