import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/harness';

// Shared setup of the questions API tests (questions-*.api.test.ts).

export let ctx: TestContext;

export type Who = Awaited<ReturnType<typeof signIn>>;

export let owner: Who;
export let other: Who;
export let moderator: Who;

export const valid = (over: Record<string, unknown> = {}) => ({
  kind: 'question',
  zone: 'general',
  plate: 'development-board',
  productKind: 'development-board',
  productName: 'Lichee Pi 4A',
  title: 'How do I flash Debian onto the Lichee Pi 4A?',
  description: 'The board boots to U-Boot but **fastboot** never sees the device.',
  tags: ['th1520', 'debian'],
  images: [],
  ...over,
});

export async function ask(who: Who, over: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/community/questions',
    headers: who.headers,
    payload: valid(over),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}

export const get = (id: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/community/questions/${id}`, headers });

/** The app of these tests and its users, made once per test file. */
export function useQuestionsApp() {
  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signIn(ctx);
    other = await signIn(ctx);
    moderator = await signIn(ctx, { roles: ['admin'] });
  });
  afterAll(() => ctx.close());
}
