import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { captchaAnswer, loginAdmin, PASSWORD, register, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations } from './browser';

// The college in a real browser against the real (seeded) portal: header → /college/index →
// course details → a video lesson watched → progress on the lesson, the course and my courses.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** null when the page is no wider than the window, else the widths. */
function sideways(p: Page): Promise<string | null> {
  return p.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    return scrollWidth <= window.innerWidth ? null : `${scrollWidth} > ${window.innerWidth}`;
  });
}

describe('college', () => {
  it('takes a learner from the header to a video lesson, completes it by watching and shows the progress', async () => {
    const user = await register({ prefix: 'cl' });
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.locator('header').getByRole('link', { name: 'College', exact: true }).first().click();
      await page.waitForURL(/\/college\/index$/);
      await page.getByRole('heading', { level: 1, name: 'College' }).waitFor();
      await page.getByRole('heading', { name: 'Featured courses' }).waitFor();
      await page.getByRole('link', { name: 'RISC-V embedded developer' }).waitFor();

      await page.getByRole('link', { name: 'RISC-V ISA fundamentals' }).first().click();
      await page.waitForURL(/\/college\/course_details\?id=riscv-isa-basics$/);
      await page.getByRole('heading', { level: 1, name: 'RISC-V ISA fundamentals' }).waitFor();
      // one-click enrolment: the confirmation, then the progress block and the learners count grown by one
      const learners = async () =>
        Number(
          (
            await page
              .getByText(/^\d+ learners?$/)
              .first()
              .textContent()
          )?.match(/\d+/)?.[0],
        );
      const before = await learners();
      await hydrated(page);
      const enrolled = await clickForResponse(
        page,
        page.getByRole('button', { name: 'Enrol', exact: true }),
        (r) =>
          r.url().endsWith('/api/college/courses/riscv-isa-basics/enroll') && r.request().method() === 'POST',
      );
      expect(enrolled.status()).toBe(200);
      // judged by the page's lasting state: the 3-second confirmation can be gone on a loaded machine
      await page.getByText('0 of 5 lessons completed').waitFor();
      await page.getByText(/^Enrolled on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
      expect(await page.getByRole('button', { name: 'Enrol', exact: true }).count()).toBe(0);
      await expect.poll(learners).toBeGreaterThanOrEqual(before + 1);
      expect(await seriousViolations(page)).toEqual([]);
      // key points and the course's Q&A (a seeded question, solved)
      expect(await page.getByTestId('course-key-points').locator('li').count()).toBeGreaterThanOrEqual(3);
      const qa = page.getByTestId('course-qa');
      await qa.getByRole('link', { name: /canonical NOP/ }).waitFor();
      await qa.getByText('Solved').first().waitFor();

      await page.getByRole('link', { name: 'Start learning' }).click();
      await page.waitForURL(/\/community\/course\/detail\?id=\d+$/);
      await page.getByRole('heading', { level: 1, name: /1\. Why RISC-V/ }).waitFor();
      // a video lesson: no "mark complete"; the player reports what was played and the server
      // completes the lesson at 90% (the 30-second demo clip, played fast and muted)
      await page.getByText('Watched 0%').waitFor();
      expect(await page.getByRole('button', { name: 'Mark complete' }).count()).toBe(0);
      await page.locator('video').evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        v.playbackRate = 8;
        await v.play();
      });
      await page.getByRole('status').filter({ hasText: 'Completed' }).waitFor({ timeout: 60_000 });
      await page.getByText(/Watched (9\d|100)%/).waitFor();
      await page.getByText('1 of 5 lessons completed').waitFor();

      await page.getByRole('link', { name: /Next lesson/ }).click();
      await page
        .getByRole('heading', { level: 1, name: /2\. Registers and the calling convention/ })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Mark complete' }).isVisible()).toBe(true);

      // the course shows the tick, the progress and "Continue" to lesson 2
      await page.getByRole('link', { name: 'Course catalog' }).click();
      await page.waitForURL(/course_details/);
      await page.getByText('1 of 5 lessons completed').waitFor();
      const cont = page.getByRole('link', { name: 'Continue' });
      await cont.waitFor();
      expect(await page.locator('.cl-outline li.cl-done').count()).toBe(1);

      // my courses in the personal centre
      await page.goto(`${base}/people/my/course`);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: 'My courses' }).waitFor();
      await page.getByRole('link', { name: 'RISC-V ISA fundamentals' }).waitFor();
      await page.getByText('1 of 5 lessons completed').waitFor();
    } finally {
      await context.close();
    }
    // a long journey with a played video: on a busy CI machine it outlasts the default 60 s
  }, 180_000);

  it('filters the course list through the URL', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(`${base}/college/technical`);
      await hydrated(page);
      await page.getByRole('group', { name: 'Level' }).getByRole('link', { name: 'Advanced' }).click();
      await page.waitForURL(/level=advanced/);
      await page.getByText('4 courses', { exact: true }).waitFor();
      await page.getByRole('group', { name: 'Field' }).getByRole('link', { name: 'Linux' }).click();
      await page.waitForURL(/category=linux/);
      await page.getByText('1 course', { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Porting Linux to RISC-V' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('sends a visitor opening a study route to login and back, and keeps the pages within a phone width', async () => {
    const { username } = await register({ prefix: 'cr' });
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    try {
      for (const path of [
        '/college/index',
        '/college/risc_v',
        '/college/course_details?id=riscv-linux-porting',
      ]) {
        await page.goto(base + path);
        await hydrated(page);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await sideways(page), path).toBeNull();
      }
      // the course page describes itself as a schema.org Course
      const ld = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? 'null') as Record<string, unknown>));
      expect(ld.find((x) => x['@type'] === 'Course')).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Porting Linux to RISC-V',
        url: expect.stringContaining('/college/course_details?id=riscv-linux-porting'),
        hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
      });
      // a visitor enrolling is sent to login, and back to the course afterwards
      await page.getByRole('button', { name: 'Enrol', exact: true }).click();
      await page.waitForURL(/\/auth\/login\?redirect=%2Fcollege%2Fcourse_details%3Fid%3Driscv-linux-porting/);
      // the study routes are for learners: login, then back on the page first asked for
      await page.goto(`${base}/college/study_route`);
      await page.waitForURL(/\/auth\/login\?redirect=%2Fcollege%2Fstudy_route/);
      await hydrated(page);
      await page.getByLabel('Account', { exact: true }).fill(username);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      const img = page.locator('form#passwordLogin img[data-captcha-id]');
      await page
        .locator('form#passwordLogin')
        .getByRole('textbox', { name: 'Graphic code' })
        .fill(await captchaAnswer((await img.getAttribute('data-captcha-id'))!));
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/college/study_route');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await sideways(page)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it("edits a course's lessons as rows in the console", async () => {
    const admin = await loginAdmin();
    const { context, page } = await signedInPage(browser, admin);
    try {
      await page.goto(`${base}/admin/course`);
      await hydrated(page);
      await page.getByRole('heading', { name: 'Courses', level: 1 }).waitFor();
      const list = await admin.ok<{ items: { id: number; titleZh: string }[] }>(
        'GET',
        '/api/admin/courses?pageSize=50',
      );
      const course = list.items.find((c) => c.titleZh === 'RISC-V 向量扩展与 AI 推理')!;
      await page.goto(`${base}/admin/course_detail/${course.id}`);
      await hydrated(page);
      // one row per lesson (the stages have rows of their own)
      const rows = page.locator('[data-field="lessons"] > .area-row');
      await rows.nth(1).waitFor();
      const n = await rows.count();
      await page.getByRole('button', { name: /Add lesson/ }).click();
      await rows.nth(n).waitFor();
      const row = rows.nth(n);
      await row.getByLabel('Title (Chinese)').fill('量化模型部署');
      await row.getByLabel('Duration (minutes)').fill('15');
      const saved = page.waitForResponse(
        (r) => /\/api\/admin\/courses\/\d+$/.test(r.url()) && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await saved).status()).toBe(200);
      const id = page.url().split('/').pop();
      const item = await admin.ok<{ body: { lessons: { titleZh: string }[] } }>(
        'GET',
        `/api/admin/courses/${id}`,
      );
      expect(item.body.lessons.map((l) => l.titleZh).at(-1)).toBe('量化模型部署');
    } finally {
      await context.close();
    }
  });
  it('lists the materials of a course with a signed download, and asks a question about the course', async () => {
    const user = await register({ prefix: 'cm' });
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await page.goto(`${base}/college/course_details?id=riscv-linux-porting`);
      await hydrated(page);
      const materials = page.getByTestId('course-materials');
      await materials.getByText('Lichee Pi 4A Debian image').waitFor();
      const link = await clickForResponse(
        page,
        materials.getByRole('button', { name: /Lichee Pi 4A Debian image/ }),
        (r) => /\/api\/resources\/\d+\/link$/.test(r.url()),
      );
      expect(link.status()).toBe(200);

      await page
        .getByTestId('course-qa')
        .getByRole('link', { name: 'Ask a question about this course' })
        .click();
      await page.waitForURL(/\/community\/qa\/add\?course=riscv-linux-porting$/);
      await hydrated(page);
      await page.getByText(/About the course: /).waitFor();
    } finally {
      await context.close();
    }
  });
});
