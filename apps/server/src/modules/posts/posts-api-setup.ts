import { afterAll, beforeAll } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { postApi, type Who } from './test-kit';

// Shared setup of the posts API tests (posts-*.api.test.ts).

export let ctx: TestContext;
export let api: ReturnType<typeof postApi>;
export let author: Who;
export let other: Who;
export let moderator: Who;

export const ids = (items: { id: string }[]) => items.map((i) => i.id);

export const list = async (query = '') =>
  (await api.inject('GET', `/api/posts?pageSize=100${query}`)).json().result;

/** The app of these tests and its users, made once per test file. */
export function usePostsApp() {
  beforeAll(async () => {
    ctx = await createTestApp();
    api = postApi(ctx);
    author = await signIn(ctx);
    other = await signIn(ctx);
    moderator = await signIn(ctx, { roles: ['admin'] });
  });
  afterAll(() => ctx.close());
}
