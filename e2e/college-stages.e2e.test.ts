import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { register, signedInPage } from './api';
import { hydrated, launchBrowser, seriousViolations } from './browser';

// Course stages and document lessons (issue 20) in a real browser against the seeded portal: the
// catalog locks a stage that requires the previous one, and a document lesson shows the document
// centre's document and completes when read to the end.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('college stages and document lessons', () => {
  it('shows a locked stage and completes a document lesson read to its end', async () => {
    const user = await register({ prefix: 'cs' });
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await page.goto(`${base}/college/course_details?id=riscv-interrupts-clint-plic`);
      await hydrated(page);
      await page.getByRole('heading', { level: 3, name: /Stage 1: The trap mechanism/ }).waitFor();
      await page.getByRole('heading', { level: 3, name: /Stage 2: Interrupt controllers/ }).waitFor();
      await page.getByText('Locked: this stage opens when stage 1 is complete.').waitFor();
      // my progress bar of each stage, nothing done yet
      const stage1 = page.getByRole('progressbar', { name: /^Stage 1: 0 of \d+ lessons completed$/ });
      expect(await stage1.getAttribute('aria-valuenow')).toBe('0');
      // the lessons of the locked stage are not links
      expect(await page.getByRole('link', { name: /CLINT timer interrupts/ }).count()).toBe(0);
      expect(await page.locator('.cl-stage.cl-locked .cl-outline li.cl-locked').count()).toBe(2);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: /3\. The C906 control registers/ }).click();
      await page.waitForURL(/\/community\/course\/detail\?id=\d+$/);
      await page.getByRole('heading', { level: 1, name: /3\. The C906 control registers/ }).waitFor();
      const doc = page.getByRole('region', { name: 'Lesson document' });
      await doc.locator('.doc-article h1').waitFor();
      await page.getByTestId('document-end').scrollIntoViewIfNeeded();
      await page.getByRole('status').filter({ hasText: 'Completed' }).waitFor();
      await page.getByRole('link', { name: 'Course catalog' }).click();
      await page.getByRole('progressbar', { name: /^Stage 1: 1 of \d+ lessons completed$/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows a locked lesson in the page, naming the stage to finish, in both languages at phone width', async () => {
    const user = await register({ prefix: 'cl' });
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      const course = await user.jar.ok<{ lessons: { id: number; stage: number }[] }>(
        'GET',
        '/api/college/courses/riscv-interrupts-clint-plic',
      );
      const locked = course.lessons.find((l) => l.stage === 2)!;
      const first = course.lessons.find((l) => l.stage === 1)!;
      await page.goto(`${base}/community/course/detail?id=${locked.id}`);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: 'This lesson is locked' }).waitFor();
      await page
        .getByText(
          /This lesson is in stage 2 \(Interrupt controllers\), which opens when stage 1 \(The trap mechanism\) is complete/,
        )
        .waitFor();
      expect(await page.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe(
        '/college/course_details?id=riscv-interrupts-clint-plic',
      );
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByRole('link', { name: /Continue stage 1: The trap mechanism/ }).click();
      await page.waitForURL(new RegExp(`/community/course/detail\\?id=${first.id}$`));
      await page.getByRole('heading', { level: 1, name: /^1\. / }).waitFor();

      await page.context().addCookies([{ name: 'locale', value: 'zh-CN', url: base }]);
      await page.goto(`${base}/community/course/detail?id=${locked.id}`);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: '本课尚未解锁' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
