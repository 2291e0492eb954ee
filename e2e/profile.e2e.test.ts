import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, Jar, register, signedInPage, type RegisteredUser } from './api';
import { hydrated, launchBrowser, seriousViolations } from './browser';

// Public profiles and the personal centre's Q&A and follow pages in a real browser: user A asks a
// question and answers another; user B goes from A's question to A's profile, sees A's counts,
// question and answer, and follows A; A finds both in "my questions and answers", deletes a
// question there, and sees the people and vendors tabs of "my attention".

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Me {
  id: string;
  nickname: string;
}

async function ask(jar: Jar, title: string): Promise<string> {
  const plates = await new Jar().ok<{ key: string }[]>('GET', '/api/community/plates?kind=qa');
  const { id } = await jar.ok<{ id: string }>('POST', '/api/community/questions', {
    plate: plates[0]!.key,
    productKind: 'chip',
    productName: 'C920',
    title,
    description: 'Asked for the profile page test.',
    tags: ['profile'],
  });
  return id;
}

describe('public profile, my Q&A and my attention', () => {
  let a: RegisteredUser;
  let b: RegisteredUser;
  let meA: Me;
  let questionId = '';
  const questionTitle = `Does the C920 run at 2 GHz ${hex(3)}?`;
  const otherTitle = `Which boards carry the C920 ${hex(3)}?`;
  const answerText = `Yes, with the vendor's DVFS table ${hex(3)}.`;
  let ctxB: BrowserContext;
  let pageB: Page;

  beforeAll(async () => {
    let c: RegisteredUser;
    [a, b, c] = await Promise.all([
      register({ prefix: 'pa' }),
      register({ prefix: 'pb' }),
      register({ prefix: 'pc' }),
    ]);
    meA = await a.jar.ok<Me>('GET', '/api/base/user/getCurrentUserInfo');
    // A asks one question and answers C's
    questionId = await ask(a.jar, questionTitle);
    const otherId = await ask(c.jar, otherTitle);
    await a.jar.ok('POST', `/api/community/questions/${otherId}/answers`, { body: answerText });
    ({ context: ctxB, page: pageB } = await signedInPage(browser, b.jar));
  });
  afterAll(() => ctxB?.close());

  const count = (p: Page, key: string) => p.getByTestId(`profile-count-${key}`).locator('dd').textContent();

  it("takes B from A's question to A's profile with counts, questions and answers", async () => {
    await pageB.goto(`${base}/community/qa/detail?id=${questionId}`);
    await hydrated(pageB);
    await pageB.getByTestId('question-author').click();
    await pageB.waitForURL(`${base}/user/${meA.id}`);
    await pageB.getByRole('heading', { level: 1, name: meA.nickname }).waitFor();

    // one question + one answer; nobody follows A yet
    expect(await count(pageB, 'qa')).toBe('2');
    expect(await count(pageB, 'fans')).toBe('0');
    expect(await count(pageB, 'follows')).toBe('0');

    const questions = pageB.getByTestId('authored-question');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(1);
    expect(await questions.first().getByRole('link', { name: questionTitle }).getAttribute('href')).toBe(
      `/community/qa/detail?id=${questionId}`,
    );
    // a visitor's view of someone else: no edit or delete
    expect(await pageB.getByTestId('authored-delete').count()).toBe(0);
    expect(await seriousViolations(pageB)).toEqual([]);

    await pageB.getByRole('tab', { name: 'Answers' }).click();
    await pageB.waitForURL(/\?tab=answers$/);
    const answer = pageB.getByTestId('authored-answer');
    await answer.first().waitFor();
    expect(await answer.count()).toBe(1);
    expect(await answer.first().textContent()).toContain(`Answer to “${otherTitle}”`);
    expect(await answer.first().textContent()).toContain(answerText);

    await pageB.getByRole('tab', { name: 'Topics' }).click();
    await pageB.getByText('No topics yet').waitFor();
  });

  it('lets B follow A from the profile, and the fans count follows', async () => {
    await pageB.getByTestId('follow').click();
    await expect.poll(() => count(pageB, 'fans'), { timeout: 10_000 }).toBe('1');
    expect(await pageB.getByTestId('follow').textContent()).toBe('Following');
    // the server agrees after a reload
    await pageB.reload();
    await hydrated(pageB);
    expect(await count(pageB, 'fans')).toBe('1');
  });

  it('renders the profile on the server with its meta, and unknown ids as 404', async () => {
    const res = await fetch(`${base}/user/${meA.id}?tab=answers`, { headers: { cookie: 'locale=en-US' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${meA.nickname} · `);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('"@type":"ProfilePage"');
    // the requested tab's first page is in the HTML
    expect(html).toContain(answerText);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await fetch(`${base}/user/${id}`, { headers: { cookie: 'locale=en-US' } });
      expect(missing.status, id).toBe(404);
    }
  });

  it('shows A their questions and answers in the personal centre, and deletes after confirmation', async () => {
    const doomed = `A question to delete ${hex(3)}`;
    const doomedId = await ask(a.jar, doomed);
    const { context, page } = await signedInPage(browser, a.jar);
    try {
      await page.goto(`${base}/people/my/qa`);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: 'My questions and answers' }).waitFor();
      expect(await page.getByRole('link', { name: 'My Q&A' }).getAttribute('aria-current')).toBe('page');
      const rows = page.getByTestId('authored-question');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(2);
      expect(await rows.filter({ hasText: questionTitle }).getByRole('link', { name: 'Edit' }).count()).toBe(
        1,
      );

      await rows.filter({ hasText: doomed }).getByTestId('authored-delete').click();
      await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
      await rows.filter({ hasText: doomed }).waitFor({ state: 'detached' });
      expect(await rows.count()).toBe(1);
      expect((await a.jar.call('GET', `/api/community/questions/${doomedId}`)).status).toBe(404);

      await page.getByRole('tab', { name: 'Answers' }).click();
      await page.waitForURL(/\/people\/my\/qa\?tab=answers$/);
      await page.getByTestId('authored-answer').filter({ hasText: otherTitle }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('tab', { name: 'Topics' }).click();
      await page.getByText("You haven't started any topics yet").waitFor();
    } finally {
      await context.close();
    }
  });

  it('separates people and vendors in my attention, with empty states and unfollow', async () => {
    // A follows B back: mutual
    await a.jar.ok(
      'POST',
      `/api/users/${(await b.jar.ok<Me>('GET', '/api/base/user/getCurrentUserInfo')).id}/follow`,
    );
    const { context, page } = await signedInPage(browser, a.jar);
    try {
      await page.goto(`${base}/people/my/follow?tab=vendors`);
      await hydrated(page);
      expect(await page.getByRole('tab', { name: 'Vendors' }).getAttribute('aria-selected')).toBe('true');
      await page.getByText("You don't follow any vendor yet").waitFor();

      await page.getByRole('tab', { name: 'People' }).click();
      await page.waitForURL(`${base}/people/my/follow`);
      const row = page.getByTestId('follow-row');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.first().textContent()).toContain('Mutual');
      // the name leads to B's public profile
      expect(await row.first().getByTestId('follow-name').getAttribute('href')).toMatch(
        /^\/user\/[0-9a-f-]{36}$/,
      );

      await row
        .first()
        .getByRole('button', { name: `Unfollow ${b.username}` })
        .click();
      await page.getByText("You don't follow anyone yet").waitFor();
      const left = await a.jar.ok<{ total: number }>('GET', `/api/users/${meA.id}/follows`);
      expect(left.total).toBe(0);
    } finally {
      await context.close();
    }
  });
});
