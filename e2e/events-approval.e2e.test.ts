import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMPLETE_PROFILE, hex, loginAdmin, register, signedInPage, type Jar } from './api';
import { hydrated, launchBrowser, seriousViolations, step } from './browser';

// Issue 19 in a real browser: a full activity offers its waiting list and tells the user their
// place; an activity requiring approval shows "awaiting approval" until staff approve the sign-up
// in the console; the speaker card opens from the keyboard; the list filters by tag.

const base = inject('baseUrl');
const DAY = 86_400_000;
const FORM = {
  name: '张三',
  mobile: '13812345678',
  email: 'zs@example.com',
  unit: 'Open Chip Lab',
  position: '',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function makeEvent(admin: Jar, extra: Record<string, unknown>) {
  const slug = `e2e-${hex(4)}`;
  const title = `E2E activity ${slug}`;
  const now = Date.now();
  const created = await admin.ok<{ id: number }>('POST', '/api/admin/activity', {
    slug,
    kind: 'salon',
    titleZh: title,
    titleEn: title,
    place: 'Hangzhou',
    startsAt: new Date(now + 3 * DAY).toISOString(),
    endsAt: new Date(now + 3 * DAY + 3_600_000).toISOString(),
    signupOpensAt: new Date(now - DAY).toISOString(),
    signupClosesAt: new Date(now + 2 * DAY).toISOString(),
    ...extra,
  });
  await admin.ok('POST', `/api/admin/activity/${created.id}/publish`, { confirm: true });
  return { id: created.id, slug, title };
}

async function profiledUser(prefix: string) {
  const user = await register({ prefix });
  await user.jar.ok('PUT', '/api/base/user/profile', COMPLETE_PROFILE);
  return user;
}

describe('events: waiting list and approval', () => {
  it('a full activity offers the waiting list; the user joins it and sees their place', async () => {
    const admin = await loginAdmin();
    const ev = await makeEvent(admin, { capacity: 1 });
    // the only place goes to someone else first
    const first = await profiledUser('full');
    await first.jar.ok('POST', `/api/events/${ev.slug}/signup`, FORM);

    const user = await profiledUser('wait');
    const { context, page } = await signedInPage(browser, user.jar);
    await page.goto(`${base}/activity/${ev.slug}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/All places are taken: you will join the waiting list/).waitFor();
    await dialog.getByLabel('Mobile phone number').fill('13812345678');
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    await page.getByTestId('my-signup-state').getByText('Waiting list: number 1').waitFor();
    await context.close();
  }, 120_000);

  it('a sign-up awaits approval until staff approve it in the console', async () => {
    const admin = await loginAdmin();
    const tag = `tag${hex(3)}`;
    const now = Date.now();
    const ev = await makeEvent(admin, {
      capacity: 5,
      requiresApproval: true,
      tags: [tag],
      agenda: [
        {
          startsAt: new Date(now + 3 * DAY).toISOString(),
          themeZh: '向量扩展实践',
          themeEn: 'Vector extension in practice',
          speaker: 'Lin Xiao',
          enterprise: 'ISCAS',
          speakerTitle: 'Senior engineer',
          speakerBioZh: '长期从事 RISC-V 编译器研究。',
          speakerBioEn: 'Works on RISC-V compilers.',
        },
      ],
    });
    const user = await profiledUser('appr');
    const { context, page } = await signedInPage(browser, user.jar);

    await step(page, 'tag-filter', async () => {
      await page.goto(`${base}/activity?tag=${tag}`);
      await hydrated(page);
      await page.getByRole('link', { name: ev.title }).click();
      await page.waitForURL(`${base}/activity/${ev.slug}`);
      await hydrated(page);
    });

    await step(page, 'speaker-card', async () => {
      const speaker = page.getByRole('button', { name: 'About Lin Xiao' });
      await speaker.focus();
      const card = page.getByRole('group', { name: 'Speaker Lin Xiao' });
      await card.getByText('Works on RISC-V compilers.').waitFor();
      await page.keyboard.press('Escape');
      await card.waitFor({ state: 'hidden' });
    });

    await page.getByText('Sign-ups to this activity are approved by the organiser.').waitFor();
    await page.getByRole('button', { name: 'Sign up now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mobile phone number').fill('13812345678');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await page.getByTestId('my-signup-state').getByText('Awaiting approval').waitFor();
    // axe judges the page, not the dialog fading out over it or the pointer's hover colours
    await dialog.waitFor({ state: 'hidden' });
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    const desk = await signedInPage(browser, admin);
    await step(desk.page, 'console-approve', async () => {
      await desk.page.goto(`${base}/admin/activeInformation?eventId=${ev.id}&state=pending`);
      await hydrated(desk.page);
      const row = desk.page.locator('tr', { hasText: '李四' }).first();
      await row.getByRole('button', { name: 'Approve' }).click();
      await desk.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await desk.page.getByText('李四 updated').waitFor();
    });
    await desk.context.close();

    await page.reload();
    await hydrated(page);
    await page.getByTestId('my-signup-state').getByText('Signed up').waitFor();
    await page.goto(`${base}/people/my/activity`);
    await hydrated(page);
    await page.locator('.ev-card', { hasText: ev.title }).getByText('Signed up').waitFor();
    await context.close();
  }, 150_000);
});
