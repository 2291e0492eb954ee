import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, register, signedInPage } from './api';
import { englishVisitor, hydrated, launchBrowser, pick, step } from './browser';

// The recruit page's form with a CV attached (issue 15) in a real browser: a visitor is offered
// sign-in for the attachment; a user uploads the CV (progress, then its name), sends the form on
// a phone; staff find the submission in the console and download the CV through a signed link.

const base = inject('baseUrl');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the recruit form', () => {
  it('takes a CV from a signed-in applicant that staff then download', async () => {
    const visitor = await englishVisitor(browser, base, 375);
    try {
      await step(visitor.page, 'a visitor is offered sign-in for the CV', async () => {
        await visitor.page.goto(`${base}/service/recruit`);
        await hydrated(visitor.page);
        const form = visitor.page.locator('section[data-form-key="recruit"]');
        await form.locator('form[data-ready="true"]').waitFor();
        const link = form.getByRole('link', { name: 'Sign in to attach a file' });
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe('/auth/login?redirect=%2Fservice%2Frecruit');
      });
    } finally {
      await visitor.context.close();
    }

    const name = `Applicant ${hex(3)}`;
    const cvName = `cv-${hex(3)}.pdf`;
    const { jar } = await register({ prefix: 'cv' });
    const { context, page } = await signedInPage(browser, jar, { viewport: { width: 375, height: 800 } });
    try {
      await step(page, 'the applicant attaches a CV and sends the form on a phone', async () => {
        await page.goto(`${base}/service/recruit`);
        await hydrated(page);
        const form = page.locator('section[data-form-key="recruit"]');
        await form.locator('form[data-ready="true"]').waitFor();
        await form.getByRole('textbox', { name: /Name$/ }).fill(name);
        await pick(page, 'Position', 'Linux kernel engineer');
        await form.getByRole('textbox', { name: /Contact e-mail$/ }).fill('applicant@example.com');
        const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/form-submissions/attachments'));
        await form.locator('input[type="file"]').setInputFiles({
          name: cvName,
          mimeType: 'application/pdf',
          buffer: PDF,
        });
        expect((await uploaded).status()).toBe(200);
        await form.getByTestId('form-file-chosen').getByText(cvName).waitFor();
        const sent = page.waitForResponse((r) => r.url().endsWith('/api/form-submissions'));
        await form.getByRole('button', { name: 'Send' }).click();
        expect((await sent).status()).toBe(200);
        await form.getByText('Your CV was received').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      });
      await step(page, 'the CV is in my files, bound to the form', async () => {
        // the phone layout hides the "bound to" column
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`${base}/people/my/file`);
        await hydrated(page);
        await page
          .getByRole('row', { name: new RegExp(cvName) })
          .getByText('An application form')
          .waitFor();
      });
    } finally {
      await context.close();
    }

    const admin = await loginAdmin();
    const staff = await signedInPage(browser, admin);
    try {
      await step(staff.page, 'staff download the CV from the console', async () => {
        await staff.page.goto(`${base}/admin/form_submissions?q=${encodeURIComponent(name)}`);
        await hydrated(staff.page);
        const row = staff.page.locator('tr.ant-table-row', { hasText: 'recruit' });
        await row.waitFor();
        const download = staff.page.waitForEvent('download');
        await row.getByRole('button', { name: cvName }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(cvName);
        expect((await readFile(await file.path())).equals(PDF)).toBe(true);
      });
    } finally {
      await staff.context.close();
    }
  });
});
