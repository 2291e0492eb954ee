import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@occ/shared';
import { labPermissionApplications } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { requireLabGrant } from './grant';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function userWith(states: { kind: 'evaluation' | 'microservice'; state: string; at: string }[]) {
  const who = await signIn(ctx);
  for (const s of states) {
    await ctx.database.db.insert(labPermissionApplications).values({
      userId: who.userId,
      kind: s.kind,
      state: s.state,
      realName: '王小明',
      mobile: '13812345678',
      company: '示例科技',
      salesName: '李雷',
      hasReferrer: false,
      purpose: '评估',
      createdAt: new Date(s.at),
    });
  }
  const user: SessionUser = {
    id: who.userId,
    username: who.username,
    nickname: who.username,
    avatarUrl: null,
    userType: 0,
    roles: [],
    permissions: ['lab.apply'],
    via: 'session',
    sessionId: 'x',
    tokenId: null,
    scope: null,
  };
  return user;
}

async function refusal(p: Promise<void>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const e = err as AppError;
  return { status: e.status, code: e.code, key: e.messageKey };
}

const noPermission = { status: 403, code: Code.FORBIDDEN, key: 'labNoPermission' };

describe('requireLabGrant', () => {
  it('asks a visitor to log in', async () => {
    expect(await refusal(requireLabGrant(ctx.database.db, null, 'evaluation'))).toEqual({
      status: 401,
      code: Code.AUTH_NEED_LOGIN,
      key: 'needLogin',
    });
  });

  it('refuses no application, a pending one and a failed one', async () => {
    const none = await userWith([]);
    const pending = await userWith([{ kind: 'evaluation', state: 'pending', at: '2026-01-01T00:00:00Z' }]);
    const failed = await userWith([{ kind: 'evaluation', state: 'failed', at: '2026-01-01T00:00:00Z' }]);
    for (const user of [none, pending, failed]) {
      expect(await refusal(requireLabGrant(ctx.database.db, user, 'evaluation'))).toEqual(noPermission);
    }
  });

  it('admits a granted kind only, and the newest application decides', async () => {
    const user = await userWith([
      { kind: 'evaluation', state: 'failed', at: '2026-01-01T00:00:00Z' },
      { kind: 'evaluation', state: 'granted', at: '2026-01-02T00:00:00Z' },
      { kind: 'microservice', state: 'granted', at: '2026-01-01T00:00:00Z' },
      { kind: 'microservice', state: 'pending', at: '2026-01-03T00:00:00Z' },
    ]);
    await expect(requireLabGrant(ctx.database.db, user, 'evaluation')).resolves.toBeUndefined();
    expect(await refusal(requireLabGrant(ctx.database.db, user, 'microservice'))).toEqual(noPermission);

    const evaluationOnly = await userWith([
      { kind: 'evaluation', state: 'granted', at: '2026-01-01T00:00:00Z' },
    ]);
    await expect(requireLabGrant(ctx.database.db, evaluationOnly, 'evaluation')).resolves.toBeUndefined();
    expect(await refusal(requireLabGrant(ctx.database.db, evaluationOnly, 'microservice'))).toEqual(
      noPermission,
    );
  });

  it('is what a lab route answers with, in the user language', async () => {
    // a tiny route on a separate app instance built for this check
    const { buildApp } = await import('../../app');
    const app = await buildApp({ config: ctx.config, database: ctx.database, web: false });
    app.get('/api/test/lab-only', async (req) => {
      await requireLabGrant(ctx.database.db, req.user, 'evaluation');
      return { ok: true };
    });
    await app.ready();
    try {
      const plain = await signIn(ctx);
      const res = await app.inject({
        method: 'GET',
        url: '/api/test/lab-only',
        headers: { ...plain.headers, cookie: `${plain.headers.cookie}; locale=en-US` },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        code: Code.FORBIDDEN,
        message: 'Failed to obtain permission',
      });
      const zh = await app.inject({ method: 'GET', url: '/api/test/lab-only', headers: plain.headers });
      expect(zh.json().message).toBe('获取权限失败');
      expect((await app.inject({ method: 'GET', url: '/api/test/lab-only' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
