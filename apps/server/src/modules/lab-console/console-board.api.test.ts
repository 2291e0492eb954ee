import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '@occ/shared';
import { labSessionEvents } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { PNG_1PX, reservationFixture } from './test-support';
import { useConsoleApp, ctx, hub, base, get, post, upload, events } from './console-api-setup';

// The lab console: resets, the camera and the session report.

useConsoleApp();

describe('reset', () => {
  it('resets the board or the environment through the agent and logs both', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const board = await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'board' });
    expect(board.statusCode).toBe(200);
    expect(board.json().result).toMatchObject({ kind: 'reset', ok: true });
    const env = await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'environment' });
    expect(env.json().result).toMatchObject({ kind: 'env_reset', ok: true });
    expect(hub.calls.map((c) => [c.reservationId, c.action])).toEqual([
      [reservationId, { kind: 'reset' }],
      [reservationId, { kind: 'envReset' }],
    ]);
    // about a minute for a board, 3-5 minutes for an environment: the waits allow for it
    expect(hub.calls[0]!.timeoutMs).toBeGreaterThanOrEqual(60_000);
    expect(hub.calls[1]!.timeoutMs).toBeGreaterThanOrEqual(300_000);
    expect((await events(reservationId)).map((e) => [e.kind, e.ok, e.userId])).toEqual([
      ['reset', true, owner.userId],
      ['env_reset', true, owner.userId],
    ]);
  });

  it("answers the spec's reset failure with the agent's reason, and the hub's own refusals as they are", async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    hub.on('reset', () => ({ ok: false, error: 'qmp_failed', message: 'QMP did not answer' }));
    const failed = await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'board' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Reset failed: QMP did not answer');
    const zh = await post({ ...owner.headers, 'accept-language': 'zh-CN' }, `${base(reservationId)}/reset`, {
      kind: 'board',
    });
    expect(zh.json().message).toBe('重置失败：QMP did not answer');

    hub.on('envReset', () => {
      throw new AppError(503, Code.INTERNAL, 'labAgentOffline');
    });
    const offline = await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'environment' });
    expect(offline.statusCode).toBe(503);
    expect(offline.json().message).toBe('The board is offline (its lab agent is not connected)');
    expect((await events(reservationId)).map((e) => [e.kind, e.ok, e.detail])).toEqual([
      ['reset', false, 'QMP did not answer'],
      ['reset', false, 'QMP did not answer'],
      ['env_reset', false, 'The board is offline (its lab agent is not connected)'],
    ]);
  });

  it('refuses a second reset while one is running (409) and validates the kind (422)', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    let finish!: () => void;
    hub.on('reset', () => new Promise((resolve) => (finish = () => resolve({ ok: true }))));
    const first = post(owner.headers, `${base(reservationId)}/reset`, { kind: 'board' });
    await expect.poll(() => hub.calls.length).toBe(1);
    const second = await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'environment' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Another action is still running on this board');
    finish();
    expect((await first).statusCode).toBe(200);
    expect(hub.calls).toHaveLength(1);

    const bad = await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'everything' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('kind');
    // named for what it is here, not the permission type the shared label means elsewhere
    expect(bad.json().result.fields[0].message).toMatch(/Reset type|重置类型/);
  });
});

describe('camera', () => {
  it("sends the board's picture with its real type, never cached", async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const res = await get(owner.headers, `${base(reservationId)}/camera`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload).toEqual(PNG_1PX);

    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
    // the agent's claimed type does not matter: the bytes decide
    hub.on('camera', () => ({ ok: true, data: { mime: 'image/png', data: jpeg.toString('base64') } }));
    expect((await get(owner.headers, `${base(reservationId)}/camera`)).headers['content-type']).toBe(
      'image/jpeg',
    );
  });

  it('answers "Camera exception (contact administrator)" for a failure or bytes that are not an image', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    for (const answer of [
      { ok: false, error: 'camera_failed', message: 'no frame' },
      { ok: true, data: { mime: 'image/png', data: html } },
      { ok: true, data: { mime: 'image/png' } },
    ]) {
      hub.on('camera', () => answer);
      const res = await get(owner.headers, `${base(reservationId)}/camera`);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Camera exception (contact administrator)');
    }
    // one log entry per run of failures, however often the panel asks
    expect((await events(reservationId)).map((e) => [e.kind, e.ok])).toEqual([['camera', false]]);
    hub.on('camera', () => ({ ok: false, error: 'camera_failed', message: 'no frame' }));
    await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'board' });
    await get(owner.headers, `${base(reservationId)}/camera`);
    expect((await events(reservationId)).map((e) => [e.kind, e.ok])).toEqual([
      ['camera', false],
      ['reset', true],
      ['camera', false],
    ]);
  });
});

describe('session report', () => {
  it('downloads an escaped HTML file with the board, slot, actions, test jobs and console log', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'board' });
    await upload(owner.headers, reservationId, { data: Buffer.from('x'), filename: 'notes.txt' });
    hub.consoleBytes = Buffer.from(
      'U-Boot 2023.01\r\n=> echo <script>alert("x")</script>\r\n\u001b[31mred\u001b[0m\r\n',
    );

    const res = await get(owner.headers, `${base(reservationId)}/report`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lab-session-D[\w-]+-\d{4}-\d\d-\d\d\.html"$/,
    );
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('Cloud lab session report');
    expect(html).toContain(owner.username);
    expect(html).toContain('Board reset');
    expect(html).toContain('notes.txt');
    expect(html).toContain('=&gt; echo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('\u001b');
    expect(html).toContain('red');

    // after the slot the agent no longer holds the log: the report says so
    const ended = await reservationFixture(ctx, 'ended');
    const later = await get(ended.owner.headers, `${base(ended.reservationId)}/report`);
    expect(later.statusCode).toBe(200);
    expect(later.body).toContain('The console log is not available');
    const zh = await get(
      { ...ended.owner.headers, 'accept-language': 'zh-CN' },
      `${base(ended.reservationId)}/report`,
    );
    expect(zh.body).toContain('云实验室会话报告');
    const rows = await ctx.database.db
      .select()
      .from(labSessionEvents)
      .where(and(eq(labSessionEvents.reservationId, reservationId), eq(labSessionEvents.kind, 'reset')));
    expect(rows).toHaveLength(1);
  });
});
