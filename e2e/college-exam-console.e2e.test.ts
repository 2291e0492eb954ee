import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, signedInPage, type Jar } from './api';
import { hydrated, launchBrowser, pick } from './browser';

// Quizzes and final exams in the console (issue 20): a tab of the course entry, where a course
// manager gives a course its final exam drawn at random from categories of the question bank.

const base = inject('baseUrl');

let browser: Browser;
let admin: Jar;
beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), loginAdmin()]);
});
afterAll(() => browser?.close());

interface ExamBody {
  courseId: number;
  lessonNumber: number | null;
  draw: string;
  categories: string[];
  drawCount: number;
  passPercent: number;
}

describe('college exams in the console', () => {
  it('gives a course a random final exam from the course entry', async () => {
    const title = `考试配置 ${hex(3)}`;
    const { id: courseId } = await admin.ok<{ id: number }>('POST', '/api/admin/courses', {
      slug: `exam-console-${hex(3)}`,
      titleZh: title,
      level: 'beginner',
      category: 'embedded',
      lessons: [{ titleZh: '第一课', bodyZh: '正文', durationMinutes: 5 }],
    });
    const { context, page } = await signedInPage(browser, admin);
    try {
      await page.goto(`${base}/admin/course`);
      await hydrated(page);
      await page.getByRole('link', { name: 'Quizzes and exams' }).click();
      await page.waitForURL(/\/admin\/exams$/);
      await page.getByRole('heading', { name: 'Quizzes and exams', level: 1 }).waitFor();
      // the seeded quizzes are listed, and the course entry stays highlighted
      await page.getByRole('cell', { name: '特权架构小测验' }).first().waitFor();
      const nav = page.getByRole('navigation', { name: 'Admin console sections' });
      const current = () => nav.locator('[aria-current="page"]').getAttribute('data-menu-key');
      await expect.poll(current).toBe('course');

      await page.getByRole('link', { name: 'New quiz or exam' }).click();
      await page.waitForURL(/\/admin\/exam_detail\/new$/);
      await hydrated(page);
      await pick(page, 'Course', title, { type: true });
      await page.getByLabel('Title (Chinese)').fill('结课考试');
      await pick(page, 'Question selection', 'Drawn at random');
      // a multiple select stays open after a choice: chosen, then closed by Escape
      const categories = page.getByRole('combobox', { name: /Categories \(random\)$/ });
      await categories.click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Vector' })
        .click();
      await categories.press('Escape');
      await page.locator('.ant-select', { has: categories }).getByText('Vector').waitFor();
      await page.getByLabel('Questions drawn (random)').fill('5');
      await page.getByLabel('Time limit (minutes)').fill('20');
      await page.getByLabel('Pass mark (%)').fill('70');
      await page.getByLabel('Attempts allowed').fill('2');
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/exams') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      const saved = await created;
      expect(saved.status()).toBe(200);
      await page.waitForURL(/\/admin\/exam_detail\/\d+$/);
      await expect.poll(current).toBe('course');
      const { result } = (await saved.json()) as { result: { id: number } };
      const item = await admin.ok<{ body: ExamBody }>('GET', `/api/admin/exams/${result.id}`);
      expect(item.body).toMatchObject({
        courseId,
        lessonNumber: null,
        draw: 'random',
        categories: ['vector'],
        drawCount: 5,
        passPercent: 70,
      });
    } finally {
      await context.close();
    }
  }, 120_000);
});
