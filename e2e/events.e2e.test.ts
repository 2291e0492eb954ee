import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, register, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations, step } from './browser';

// Activities and competitions in a real browser: the header's competition entry, an activity
// signed up for, seen in the personal centre and cancelled there after a confirmation.

const base = inject('baseUrl');
const DAY = 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('events', () => {
  it('leads from the header to the app2025 competition page', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await hydrated(page);
    await page.locator('header').getByRole('link', { name: 'Competitions', exact: true }).first().click();
    await page.waitForURL(`${base}/competition/app2025`);
    await page.getByRole('heading', { level: 1, name: /Application Innovation Competition/ }).waitFor();
    await page.getByRole('tab', { name: 'Rules' }).click();
    await page.waitForURL(`${base}/competition/app2025?tab=rules`);
    await page.getByRole('heading', { name: 'Judging criteria' }).waitFor();
    // the demo data publishes the preliminary round's winners with their work
    await page.getByRole('tab', { name: 'Winners' }).click();
    await page.waitForURL(`${base}/competition/app2025?tab=winners`);
    await page.locator('.ev-winners').getByText('First prize').waitFor();
    await page.locator('.ev-winners').getByText('芯火队').waitFor();
    // a visitor is offered to log in before signing up
    expect(await page.getByRole('link', { name: 'Log in to sign up' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    const missing = await context.request.get(`${base}/competition/no-such-thing`);
    expect(missing.status()).toBe(404);
    await context.close();
  });

  it('sends an incomplete profile to be completed and back, signs up, shows it in my activities, and cancels', async () => {
    const admin = await loginAdmin();
    const slug = `e2e-${hex(4)}`;
    const title = `E2E salon ${slug}`;
    const now = Date.now();
    const created = await admin.ok<{ id: number }>('POST', '/api/admin/activity', {
      slug,
      kind: 'salon',
      titleZh: title,
      titleEn: title,
      summaryEn: 'A salon made by the browser test.',
      bodyEn: '## Agenda\n\nTalks and a board lab.',
      bodyZh: '## 议程\n\n演讲与动手实验。',
      place: 'Hangzhou',
      startsAt: new Date(now + 3 * DAY).toISOString(),
      endsAt: new Date(now + 3 * DAY + 3_600_000).toISOString(),
      signupOpensAt: new Date(now - DAY).toISOString(),
      signupClosesAt: new Date(now + 2 * DAY).toISOString(),
      capacity: 5,
    });
    await admin.ok('POST', `/api/admin/activity/${created.id}/publish`, { confirm: true });

    const user = await register({ prefix: 'ev' });
    const { context, page } = await signedInPage(browser, user.jar);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${base}/activity`);
    await hydrated(page);
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(`${base}/activity/${slug}`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Sign up now' }).click();
    const dialog = page.getByRole('dialog');
    // the shared schema refuses a bad mobile number in the form
    await dialog.getByLabel('Name').fill('Li Si');
    await dialog.getByLabel('Mobile phone number').fill('12345');
    await dialog.getByLabel('Unit/School').fill('Open Chip Lab');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await dialog.locator('.ant-form-item-explain-error').first().waitFor();
    await dialog.getByLabel('Mobile phone number').fill('13812345678');
    expect(await dialog.getByLabel('E-mail address').inputValue()).toBe(user.email);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    // a new account lacks name, unit and position: -112721, and the form offers to complete them
    await dialog.getByTestId('signup-need-profile').waitFor();
    await step(page, 'complete-profile', async () => {
      await dialog.getByRole('link', { name: 'Complete your profile, then come back to sign up' }).click();
      await page.waitForURL(/\/people\/my\/basic\?redirect=/);
      await hydrated(page);
      // within the profile form: the sign-up dialog (with its own Name and Unit/School fields) may
      // still be closing on the page it came from
      const profile = page.locator('section[aria-labelledby="people-basic-title"]');
      await profile.getByTestId('profile-incomplete').waitFor();
      // the profile's name is a Chinese name (the account rules)
      await profile.getByLabel('Name', { exact: true }).fill('李四');
      await profile.getByLabel('Unit/School').fill('Open Chip Lab');
      await profile.getByLabel('Position/Major').fill('Engineer');
      await profile.getByRole('button', { name: 'Save' }).click();
      // back on the event with the form open again, prefilled from the completed profile
      await page.waitForURL(`${base}/activity/${slug}?signup=1`);
      const again = page.getByRole('dialog');
      await again.getByLabel('Unit/School').waitFor();
      expect(await again.getByLabel('Unit/School').inputValue()).toBe('Open Chip Lab');
      await again.getByLabel('Mobile phone number').fill('13812345678');
      await again.getByRole('button', { name: 'Sign up' }).click();
    });
    await page.getByText(`You are signed up for ${title}`).waitFor();
    await page.getByTestId('my-signup-state').getByText('Signed up').waitFor();

    // the calendar file downloads from the page; the server-rendered page carries JSON-LD Event
    await step(page, 'ics-download', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${slug}.ics`);
      const ics = await readFile((await download.path())!, 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain(`SUMMARY:${title}`);
      const html = await (await context.request.get(`${base}/activity/${slug}`)).text();
      expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"@type":"Event"/);
    });

    // staff check the participant in at the console's participants list, once
    const mine = await user.jar.ok<{ checkinCode: string }>(
      'GET',
      `/api/information/activitynew/getEnrollInfo?activityId=${created.id}`,
    );
    const desk = await signedInPage(browser, admin);
    // the console's preview shows the working copy as the public page will
    await step(desk.page, 'console-preview', async () => {
      await desk.page.goto(`${base}/activity/preview/${created.id}`);
      await desk.page.getByTestId('preview-banner').waitFor();
      await desk.page.getByRole('heading', { level: 1, name: title }).waitFor();
    });
    await step(desk.page, 'console-checkin', async () => {
      await desk.page.goto(`${base}/admin/activeInformation?eventId=${created.id}`);
      await hydrated(desk.page);
      await desk.page.getByTestId('checkin-open').click();
      const checkin = desk.page.getByRole('dialog', { name: 'Check-in' });
      await checkin.getByTestId('checkin-stats').getByText('Signed up').waitFor();
      await checkin.getByLabel('Check-in code').fill(mine.checkinCode.toLowerCase());
      await checkin.getByRole('button', { name: 'Check in' }).click();
      await checkin.getByText('李四 (Open Chip Lab) is checked in').waitFor();
      await checkin.getByLabel('Check-in code').fill(mine.checkinCode);
      await checkin.getByRole('button', { name: 'Check in' }).click();
      await checkin.locator('.ant-alert-error').waitFor();
    });
    await desk.context.close();

    await page.goto(`${base}/people/my/activity`);
    await hydrated(page);
    const card = page.locator('.ev-card', { hasText: title });
    await card.getByText('Signed up').waitFor();
    await card.getByRole('button', { name: 'Cancel sign-up' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your sign-up?' });
    await confirm.getByRole('button', { name: 'Cancel sign-up' }).click();
    await page.getByText('Your sign-up is cancelled').waitFor();
    await page.getByText('You have not signed up for any activity yet').waitFor();
    await context.close();
  }, 150_000);

  it('a team is formed and submits its work on the competition page', async () => {
    const admin = await loginAdmin();
    const slug = `e2e-comp-${hex(4)}`;
    const now = Date.now();
    const created = await admin.ok<{ id: number }>('POST', '/api/admin/activity', {
      slug,
      kind: 'competition',
      titleZh: `E2E 竞赛 ${slug}`,
      titleEn: `E2E competition ${slug}`,
      startsAt: new Date(now - DAY).toISOString(),
      endsAt: new Date(now + 30 * DAY).toISOString(),
      signupOpensAt: new Date(now - DAY).toISOString(),
      signupClosesAt: new Date(now + 20 * DAY).toISOString(),
      capacity: 50,
    });
    await admin.ok('POST', `/api/admin/activity/${created.id}/publish`, { confirm: true });
    await admin.ok('PUT', `/api/admin/competitions/${slug}/phases`, {
      phases: [
        {
          key: 'first',
          titleZh: '初赛',
          titleEn: 'First round',
          deadline: new Date(now + 10 * DAY).toISOString(),
          criteria: [{ key: 'innovation', titleZh: '创新性', titleEn: 'Innovation', max: 100 }],
        },
      ],
    });

    const user = await register({ prefix: 'team' });
    const { context, page } = await signedInPage(browser, user.jar);
    await page.goto(`${base}/competition/${slug}?tab=submission`);
    await hydrated(page);
    await page.getByLabel('Team name').fill('Chip Sparks');
    await clickForResponse(page, page.getByRole('button', { name: 'Create a team' }), (r) =>
      r.url().endsWith(`/api/competitions/${slug}/teams`),
    );
    await page.getByTestId('my-team').getByText('My team: Chip Sparks').waitFor();
    expect(await page.getByTestId('team-invite').textContent()).toMatch(/^[A-Z0-9_-]{10}$/);

    // axe while nothing is loading (a primary button in its loading state is lighter)
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Title').fill('RISC-V smart gateway');
    await page.getByLabel('Description').fill('A home gateway on a XuanTie board.');
    await page.getByLabel('Repository URL').fill('not a url');
    await clickForResponse(page, page.getByRole('button', { name: 'Save the work' }), (r) =>
      r.url().endsWith(`/api/competitions/${slug}/submission`),
    );
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await page.getByLabel('Repository URL').fill('https://github.com/occ/gateway');
    // a file of the work goes through the competition's upload route (checked by its bytes)
    const files = page.getByTestId('work-files');
    await files.getByTestId('work-file-input').setInputFiles({
      name: 'plan.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    expect(await files.getByRole('link').count()).toBe(0);
    const uploaded = page.waitForResponse((r) => r.url().endsWith(`/api/competitions/${slug}/files`));
    await files.getByTestId('work-file-input').setInputFiles({
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    expect((await uploaded).status()).toBe(200);
    await files.getByRole('link', { name: 'plan.pdf' }).waitFor();
    const saved = await clickForResponse(
      page,
      page.getByRole('button', { name: 'Save the work' }),
      (r) => r.url().endsWith(`/api/competitions/${slug}/submission`) && r.status() === 200,
    );
    expect(saved.status()).toBe(200);
    await page.getByText('Your work is saved').waitFor();
    const again = await admin.ok<{ id: number; title: string; teamName: string }[]>(
      'GET',
      `/api/admin/competitions/${slug}/submissions`,
    );
    expect(again[0]).toMatchObject({ title: 'RISC-V smart gateway', teamName: 'Chip Sparks' });
    const [file] = (again[0] as unknown as { files: { name: string; url: string }[] }).files;
    expect(file?.name).toBe('plan.pdf');
    expect((await context.request.get(`${base}${file!.url}`)).headers()['content-type']).toBe(
      'application/pdf',
    );
    await context.close();

    // a judge scores the work in the console's judging list against the phase's criteria
    const judge = await signedInPage(browser, admin);
    await step(judge.page, 'console-judging', async () => {
      await judge.page.goto(`${base}/admin/competition_judging?q=Chip%20Sparks`);
      await hydrated(judge.page);
      await judge.page.getByTestId(`score-${again[0]!.id}`).click();
      const dialog = judge.page.getByRole('dialog', { name: 'Score: RISC-V smart gateway' });
      // the judge sees the work: its team, description and links, the uploaded file among them
      const work = dialog.getByRole('region', { name: 'The work' });
      await work.getByRole('link', { name: 'plan.pdf' }).waitFor();
      await work.getByText('Team: Chip Sparks').waitFor();
      expect(await work.getByRole('link', { name: 'Repository' }).getAttribute('href')).toBe(
        'https://github.com/occ/gateway',
      );
      await dialog.getByLabel(/Innovation/).fill('88');
      await dialog.getByRole('button', { name: 'Save the score' }).click();
      await dialog.getByText('Score saved: 88 points').waitFor();
    });
    await judge.context.close();
  }, 150_000);
});
