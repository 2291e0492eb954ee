import { expect } from 'vitest';
import type { PostState } from '@occ/shared';
import { signIn, type TestContext } from '../../test/harness';

// Tests only: requests of the posts and reviews API tests, and driving a post to a given state.

export type Who = Awaited<ReturnType<typeof signIn>>;
type Headers = Record<string, string>;

export const IMAGE = `/uploads/community/${'ab'.repeat(16)}.webp`;

/** Editor fields that pass every rule (disclaimer accepted). */
export const validFields = (over: Record<string, unknown> = {}) => ({
  title: 'Booting Debian on the VisionFive 2',
  summary: '',
  content:
    '# Booting Debian\n\nThe board boots **OpenSBI**, then U-Boot, then the kernel. ' +
    'Flash the image with `dd`, plug the serial console and watch it come up.\n\n' +
    `![board](${IMAGE})\n\n\`\`\`bash\nsudo dd if=debian.img of=/dev/sdX bs=4M\n\`\`\`\n`,
  tags: ['riscv', 'debian'],
  cover: '',
  property: 'original',
  sourceUrl: '',
  permission: 'public',
  disclaimer: true,
  ...over,
});

export const en = (h: Headers): Headers => ({ ...h, cookie: `${h.cookie ?? ''}; locale=en-US` });

export function postApi(ctx: TestContext) {
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const api = {
    inject,
    create: (who: Who, over: Record<string, unknown> = {}) =>
      inject('POST', '/api/posts', who.headers, validFields(over)),
    update: (who: Who, id: string, over: Record<string, unknown> = {}) =>
      inject('PUT', `/api/posts/${id}`, who.headers, validFields(over)),
    saveDraft: (who: Who, id: string, body: Record<string, unknown>) =>
      inject('PUT', `/api/posts/${id}/draft`, who.headers, body),
    submit: (who: Who, id: string) => inject('POST', `/api/posts/${id}/submit`, who.headers),
    withdraw: (who: Who, id: string) => inject('POST', `/api/posts/${id}/withdraw`, who.headers),
    remove: (who: Who, id: string) => inject('DELETE', `/api/posts/${id}`, who.headers),
    get: (id: string, headers: Headers = {}) => inject('GET', `/api/posts/${id}`, headers),
    review: (who: Who, action: 'approve' | 'reject' | 'remove', type: string, id: string, reason?: string) =>
      inject(
        'POST',
        `/api/admin/reviews/${type}/${id}/${action}`,
        who.headers,
        reason === undefined ? {} : { reason },
      ),
    /** A new post of `author` in `state` (through the API, as a user and a moderator would). */
    async postIn(author: Who, moderator: Who, state: PostState, over: Record<string, unknown> = {}) {
      const created = await api.create(author, over);
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().result.id as string;
      const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
        const r = await res;
        expect(r.statusCode, r.body).toBe(200);
      };
      if (state === 'drafts') return id;
      await ok(api.submit(author, id));
      if (state === 'audit') return id;
      if (state === 'fail') {
        await ok(api.review(moderator, 'reject', 'post', id, 'Please add the U-Boot version'));
        return id;
      }
      await ok(api.review(moderator, 'approve', 'post', id));
      if (state === 'been_removed') await ok(api.withdraw(author, id));
      return id;
    },
  };
  return api;
}
