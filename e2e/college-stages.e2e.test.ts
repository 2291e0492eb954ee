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
    } finally {
      await context.close();
    }
  });
});
