import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginAdmin, register, signedInPage, type Jar } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations, step } from './browser';

// A learner finishes the privileged course in a real browser: two lessons marked, the quiz passed,
// the certificate downloaded as a PDF; then a visitor opens its public verification page.

const base = inject('baseUrl');

let browser: Browser;
let admin: Jar;
beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), loginAdmin()]);
});
afterAll(() => browser?.close());

interface Started {
  questions: { id: number; type: string; options: string[] }[];
}
interface BankItem {
  body: { options: { correct: boolean }[]; accepted: string[] };
}

describe('college exams and certificates', () => {
  it('passes a quiz, finishes the course, downloads the certificate and a visitor verifies it', async () => {
    const user = await register({ prefix: 'cx' });
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await step(page, 'lessons', async () => {
        await page.goto(`${base}/college/course_details?id=riscv-privileged-basics`);
        await hydrated(page);
        await page.getByRole('link', { name: 'Start learning' }).click();
        for (const title of [/1\. Privilege modes/, /2\. Traps and CSRs/]) {
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await page.getByRole('button', { name: 'Mark complete' }).click();
          await page.getByRole('status').filter({ hasText: 'Completed' }).waitFor();
          await page.getByRole('link', { name: /Next lesson/ }).click();
        }
        await page.getByRole('heading', { level: 1, name: /3\. Quiz: privileged architecture/ }).waitFor();
        await page.getByRole('link', { name: 'Take the quiz' }).click();
        await page.waitForURL(/\/college\/exam\?id=\d+$/);
      });

      const started = await step(page, 'start quiz', async () => {
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Privileged architecture quiz' }).waitFor();
        const res = await clickForResponse(page, page.getByRole('button', { name: 'Start the exam' }), (r) =>
          r.url().includes('/start'),
        );
        const body = await res.text();
        // the answer key never reaches the browser before submitting
        expect(body).not.toMatch(/"correct"|"accepted"|"explanation"/);
        return (JSON.parse(body) as { result: Started }).result;
      });

      await step(page, 'answer and submit', async () => {
        await page.getByRole('button', { name: 'Submit answers' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        for (const [i, q] of started.questions.entries()) {
          const item = await admin.ok<BankItem>('GET', `/api/admin/questionBank/${q.id}`);
          const group = page.locator('fieldset').nth(i);
          if (q.type === 'fill_in') {
            await group.getByRole('textbox').fill(item.body.accepted[0]!);
            continue;
          }
          for (const [k, o] of item.body.options.entries())
            if (o.correct) await group.getByText(q.options[k]!, { exact: true }).click();
        }
        await page.getByRole('button', { name: 'Submit answers' }).click();
        await page.getByRole('heading', { name: 'Passed' }).waitFor();
        await page.getByText('Score 100').waitFor();
        await page.getByText('You finished the course: your certificate is issued.').waitFor();
      });

      const certUrl = await step(page, 'my certificates', async () => {
        await page.goto(`${base}/people/my/certificate`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'My achievements and certificates' }).waitFor();
        await page.getByText('RISC-V privileged architecture basics').waitFor();
        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: 'Download PDF' }).click();
        const pdf = await download;
        const file = await pdf.path();
        const { readFile } = await import('node:fs/promises');
        expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
        const href = await page.getByRole('link', { name: 'Share (verification page)' }).getAttribute('href');
        // my courses lists it too, under its certificates tab
        await page.goto(`${base}/people/my/course`);
        await hydrated(page);
        await page.getByRole('tab', { name: 'Certificates' }).click();
        await page.waitForURL(/state=certificates/);
        await page.getByRole('link', { name: 'Share (verification page)' }).waitFor();
        expect(await page.getByRole('link', { name: 'Share (verification page)' }).getAttribute('href')).toBe(
          href,
        );
        return `${base}${href}`;
      });

      await step(page, 'visitor verifies', async () => {
        const visitor = await browser.newContext({ locale: 'en-US' });
        try {
          const v = await visitor.newPage();
          const res = await v.goto(certUrl);
          expect(res?.status()).toBe(200);
          await v.getByRole('heading', { level: 1, name: 'Certificate verification' }).waitFor();
          await v.getByRole('status').filter({ hasText: 'Valid' }).waitFor();
          await v.getByText('RISC-V privileged architecture basics').waitFor();
          await v.getByRole('img', { name: 'QR code of this verification page' }).waitFor();
          expect(await seriousViolations(v)).toEqual([]);
          const missing = await v.goto(`${base}/certificate/${'A'.repeat(22)}`);
          expect(missing?.status()).toBe(404);
        } finally {
          await visitor.close();
        }
      });
    } finally {
      await context.close();
    }
  }, 240_000);
});
