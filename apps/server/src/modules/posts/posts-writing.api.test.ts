import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextState, POST_EVENT_ACTOR, POST_EVENTS, POST_STATES, POST_TRANSITIONS } from '@occ/shared';
import { comments, posts } from '../../db/schema';
import { IMAGE, validFields } from './test-kit';
import { usePostsApp, ctx, api, author, other, moderator, ids, list } from './posts-api-setup';

// Posts: the writing flow and the lifecycle.

usePostsApp();

describe('the writing flow (issue 5)', () => {
  it('create → auto-save → submit → reject with a reason → the author sees it → edit → resubmit → approve → a visitor reads', async () => {
    // the editor starts a post from whatever it holds, then auto-saves
    const created = await api.inject('POST', '/api/posts', author.headers, { title: 'RISC-V on a budget' });
    expect(created.statusCode, created.body).toBe(200);
    const { id, draftVersion: v1, draftSavedAt: t1 } = created.json().result;
    expect(v1).toBe(1);
    expect(Date.parse(t1)).not.toBeNaN();

    const fields = validFields({ title: 'RISC-V on a budget', tags: ['riscv', 'budget'] });
    const saved = await api.saveDraft(author, id, { ...fields, disclaimer: false, draftVersion: v1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.draftVersion).toBe(2);
    expect(Date.parse(saved.json().result.draftSavedAt)).toBeGreaterThanOrEqual(Date.parse(t1));

    // a reload finds everything that was saved
    const reloaded = (await api.get(id, author.headers)).json().result;
    expect(reloaded).toMatchObject({ state: 'drafts', draftVersion: 2, events: ['submit'] });
    expect(reloaded.draft).toMatchObject({
      title: 'RISC-V on a budget',
      content: fields.content,
      tags: fields.tags,
    });
    expect(reloaded.draftSavedAt).toBe(saved.json().result.draftSavedAt);
    expect(reloaded.can).toMatchObject({ edit: true, delete: true, submit: true, withdraw: false });

    // the disclaimer must be accepted before the post goes to review
    const noDisclaimer = await api.submit(author, id);
    expect(noDisclaimer.statusCode).toBe(422);
    expect(noDisclaimer.json().result.fields.map((f: { field: string }) => f.field)).toEqual(['disclaimer']);
    expect((await api.saveDraft(author, id, { ...fields, draftVersion: 2 })).statusCode).toBe(200);

    const submitted = await api.submit(author, id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().result).toEqual({ id, state: 'audit', events: ['withdraw'] });
    // in review: nobody else sees it yet
    expect((await api.get(id)).statusCode).toBe(404);
    expect((await api.get(id, other.headers)).statusCode).toBe(404);
    expect((await api.get(id, moderator.headers)).statusCode).toBe(200);

    const rejected = await api.review(moderator, 'reject', 'post', id, 'The image has no caption');
    expect(rejected.statusCode, rejected.body).toBe(200);
    const failed = (await api.get(id, author.headers)).json().result;
    expect(failed).toMatchObject({
      state: 'fail',
      failureCause: 'The image has no caption',
      events: ['submit'],
    });
    expect(failed.reviewedAt).not.toBeNull();
    const failTab = (await api.inject('GET', '/api/posts/mine?state=fail', author.headers)).json().result;
    expect(failTab.items[0]).toMatchObject({ id, failureCause: 'The image has no caption' });

    const edited = await api.update(author, id, {
      title: 'RISC-V on a budget',
      content: `${fields.content}\n\n*Figure 1: the board on the desk*`,
      tags: ['riscv', 'budget'],
      draftVersion: failed.draftVersion,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await api.submit(author, id)).json().result.state).toBe('audit');
    const approved = await api.review(moderator, 'approve', 'post', id);
    expect(approved.json().result).toEqual({ type: 'post', id, state: 'published' });

    const read = await api.get(id);
    expect(read.statusCode).toBe(200);
    const post = read.json().result;
    expect(post).toMatchObject({
      id,
      state: 'published',
      title: 'RISC-V on a budget',
      tags: ['budget', 'riscv'],
      failureCause: null,
      draft: null,
      events: [],
      cover: IMAGE,
    });
    expect(post.contentHtml).toContain('<h1>Booting Debian</h1>');
    expect(post.contentHtml).toContain('hljs language-bash');
    expect(post.contentHtml).toContain('Figure 1: the board on the desk');
    // empty summary → the first 100 characters of the text
    expect(post.summary).toHaveLength(100);
    expect(post.summary.startsWith('Booting Debian The board boots OpenSBI')).toBe(true);
    // release, review and last update times are kept
    for (const key of ['releasedAt', 'reviewedAt', 'updatedAt', 'submittedAt'])
      expect(Date.parse(post[key]), key).not.toBeNaN();
    expect(post.can).toEqual({
      edit: false,
      delete: false,
      submit: false,
      withdraw: false,
      report: false,
      remove: false,
    });
    expect(ids((await list()).items)).toContain(id);
  });

  it('a published post edited keeps its readers on the submitted version until resubmitted', async () => {
    const id = await api.postIn(author, moderator, 'published', { title: 'Version one' });
    const row = (await api.get(id, author.headers)).json().result;
    expect(
      (await api.update(author, id, { title: 'Version two', draftVersion: row.draftVersion })).statusCode,
    ).toBe(200);
    expect((await api.get(id)).json().result.title).toBe('Version one');
    expect((await api.get(id, author.headers)).json().result.draft.title).toBe('Version two');
  });
});

describe('lifecycle (POST_TRANSITIONS through the API)', () => {
  const byEvent = async (event: (typeof POST_EVENTS)[number], id: string) =>
    POST_EVENT_ACTOR[event] === 'author'
      ? event === 'submit'
        ? api.submit(author, id)
        : api.withdraw(author, id)
      : api.review(moderator, event as 'approve' | 'reject' | 'remove', 'post', id, 'A reason');

  for (const state of POST_STATES)
    for (const event of POST_EVENTS) {
      const to = nextState(POST_TRANSITIONS, state, event);
      it(`${state} --${event}--> ${to ?? '409'}`, async () => {
        const id = await api.postIn(author, moderator, state);
        const res = await byEvent(event, id);
        if (to === null) {
          expect(res.statusCode, res.body).toBe(409);
          const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, id));
          expect(row!.state).toBe(state);
        } else {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().result.state).toBe(to);
        }
      });
    }

  it('two racing submissions: exactly one wins, the other answers 409', async () => {
    const id = await api.postIn(author, moderator, 'drafts');
    const codes = (await Promise.all([api.submit(author, id), api.submit(author, id)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 409]);
  });

  it('delete is irreversible, from any state, with the comments on the post', async () => {
    const id = await api.postIn(author, moderator, 'published');
    const c = await api.inject('POST', '/api/community/comments', other.headers, {
      targetType: 'post',
      targetId: id,
      body: 'Nice write-up',
    });
    expect(c.statusCode, c.body).toBe(200);
    expect((await api.remove(author, id)).statusCode).toBe(200);
    expect((await api.get(id, author.headers)).statusCode).toBe(404);
    expect((await api.remove(author, id)).statusCode).toBe(404);
    const left = await ctx.database.db
      .select()
      .from(comments)
      .where(and(eq(comments.targetType, 'post'), eq(comments.targetId, id)));
    expect(left).toHaveLength(0);
  });
});
