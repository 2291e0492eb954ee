import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, register, signedInPage, userId } from './api';
import { hydrated, launchBrowser, seriousViolations } from './browser';

// Support tickets in a real browser (issue 18): a user submits a ticket with two attachments at
// phone width (the form refuses to send while they upload), support staff claim it in the
// console, reply, write an internal note with a file and ask for feedback; the user answers, staff
// resolve it; the user reads the reply, never the note nor its file, confirms and rates it.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
// a 1×1 PNG and a log file, checked by content on the server
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

describe('support tickets', () => {
  it('is submitted by a user, answered and resolved by staff, confirmed and rated by the user', async () => {
    const tag = hex(4);
    const title = `Board ${tag} does not boot`;
    const admin = await loginAdmin();
    const staff = await register({ prefix: 'sp' });
    await admin.ok('PUT', `/api/admin/users/${await userId(admin, staff.username)}/roles`, {
      roles: ['support'],
    });

    // the user submits at phone width; the form refuses a ticket without a reminder contact
    const user = await register({ prefix: 'tk' });
    const mine = await signedInPage(browser, user.jar);
    const page = mine.page;
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${base}/support_form`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Submit a ticket' }).waitFor();
    await page.getByLabel('Classification').click();
    await page.locator('.ant-select-item-option', { hasText: 'Hardware' }).click();
    await page.getByLabel('Brief description').fill(title);
    await page.getByLabel('Detailed description').fill('After flashing, **nothing** on the serial console.');
    await page.getByTestId('ticket-submit').click();
    await page.getByText('Enter a mobile number or an e-mail address for reminders').waitFor();
    expect(await page.getByLabel('Brief description').inputValue()).toBe(title);
    // the pointer leaves the button it clicked (antd's hover blue is judged as it is)
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    await page.getByLabel('Reminder mobile').fill('13812345678');

    // two attachments: while their upload is held back the form refuses to send and says so
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/tickets/attachments', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByTestId('ticket-files')
      .locator('input[type=file]')
      .setInputFiles([
        file(`board-${tag}.png`, 'image/png', PNG),
        file(`boot-${tag}.log`, 'text/plain', Buffer.from('U-Boot 2024.01\nno boot device\n')),
      ]);
    await page.getByTestId('ticket-submit').click();
    await page.getByRole('alert').getByText('Attachment being uploaded (try again later)').first().waitFor();
    expect(page.url()).toContain('/support_form');
    release();
    await expect.poll(() => page.getByTestId('ticket-files').getByText('Uploaded').count()).toBe(2);
    await page.getByTestId('ticket-submit').click();
    await page.waitForURL(/\/work_order_detail\?id=\d+$/);
    const detailUrl = page.url();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const number = (await page.getByTestId('ticket-number').textContent())!.trim();
    expect(number).toMatch(/^T\d{8}-\d{4}$/);
    await page.getByTestId('ticket-state').getByText('Assigned').waitFor();
    const files = page.getByTestId('ticket-attachments');
    await files.getByRole('link', { name: `board-${tag}.png` }).waitFor();
    await files.getByRole('link', { name: `boot-${tag}.log` }).waitFor();
    const logUrl = await files.getByRole('link', { name: `boot-${tag}.log` }).getAttribute('href');
    const log = await page.request.get(`${base}${logUrl}`);
    expect(log.status()).toBe(200);
    expect(await log.text()).toContain('no boot device');
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);

    // my tickets lists it (and keeps the entry highlighted in the personal centre)
    await page.goto(`${base}/my_work_order`);
    await hydrated(page);
    await page.getByRole('link', { name: new RegExp(title) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);

    // support staff find it in the work order queue, claim it, reply, note and resolve
    const desk = await signedInPage(browser, staff.jar);
    const sp = desk.page;
    sp.setDefaultTimeout(15_000);
    await sp.goto(`${base}/admin/work_order?q=${encodeURIComponent(number)}`, { timeout: 60_000 });
    await hydrated(sp);
    const row = sp.getByRole('row').filter({ hasText: number });
    await row.getByText('Handle').click();
    await sp.waitForURL(/\/admin\/work_order_detail\/\d+$/);
    await hydrated(sp);
    await sp.getByRole('heading', { level: 1, name: new RegExp(title) }).waitFor();
    await sp.getByTestId('ticket-claim').click();
    await sp.getByText(staff.username, { exact: true }).first().waitFor();
    await sp.getByTestId('ticket-action-start').click();
    await sp.getByTestId('ticket-state').getByText('Processing').waitFor();
    await sp.getByLabel('Reply to the submitter').fill(`Please flash image ${tag}.`);
    await sp.getByRole('button', { name: 'Send reply' }).click();
    await sp.getByTestId('ticket-thread').getByText(`Please flash image ${tag}.`).waitFor();
    await sp
      .getByTestId('ticket-attachments')
      .getByRole('link', { name: `boot-${tag}.log` })
      .waitFor();
    await sp.getByLabel('Internal note (never shown to the submitter)').fill(`INTERNAL-${tag} bad batch`);
    await sp
      .getByTestId('ticket-staff-note-files')
      .locator('input[type=file]')
      .setInputFiles([file(`internal-${tag}.txt`, 'text/plain', Buffer.from('batch 7 is bad\n'))]);
    await sp.getByTestId('ticket-staff-note-files').getByText('Uploaded').waitFor();
    await sp.getByRole('button', { name: 'Add note' }).click();
    await sp.getByTestId('ticket-thread').getByText(`INTERNAL-${tag} bad batch`).waitFor();
    await sp
      .getByTestId('ticket-thread')
      .getByRole('link', { name: `internal-${tag}.txt` })
      .waitFor();
    const noteFileUrl = await sp
      .getByTestId('ticket-thread')
      .getByRole('link', { name: `internal-${tag}.txt` })
      .getAttribute('href');
    await sp.getByTestId('ticket-action-requestFeedback').click();
    await sp.getByTestId('ticket-state').getByText('Pending feedback').waitFor();

    // the user answers the question; the ticket is back in processing
    await page.goto(detailUrl);
    await hydrated(page);
    await page.getByTestId('ticket-state').getByText('Pending feedback').waitFor();
    await page.getByLabel('Leave a message').fill(`Flashed image ${tag}, still nothing.`);
    await page.getByTestId('ticket-reply').getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('ticket-state').getByText('Processing').waitFor();
    expect(await page.content()).not.toContain(`INTERNAL-${tag}`);
    expect(await page.content()).not.toContain(`internal-${tag}.txt`);
    // the note's file is not the submitter's to fetch
    expect((await page.request.get(`${base}${noteFileUrl}`)).status()).toBe(404);

    await sp.reload();
    await hydrated(sp);
    await sp.getByTestId('ticket-thread').getByText(`Flashed image ${tag}, still nothing.`).waitFor();
    await sp.getByTestId('ticket-action-resolve').click();
    await sp.getByTestId('ticket-state').getByText('Pending confirmation').waitFor();
    await desk.context.close();

    // the user reads the reply (never the note), confirms and rates
    await page.goto(detailUrl);
    await hydrated(page);
    await page.getByTestId('ticket-state').getByText('Pending confirmation').waitFor();
    await page.getByTestId('ticket-thread').getByText(`Please flash image ${tag}.`).waitFor();
    expect(await page.content()).not.toContain(`INTERNAL-${tag}`);
    expect(await page.content()).not.toContain(`internal-${tag}.txt`);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('ticket-action-confirm').click();
    await page.getByTestId('ticket-state').getByText('Closed').waitFor();
    const survey = page.getByTestId('ticket-survey');
    await survey.getByText('Very satisfied').click();
    await survey.getByRole('button', { name: 'Submit rating' }).click();
    await page.getByTestId('ticket-rated').getByText('Your rating: Very satisfied').waitFor();
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    await mine.context.close();
  }, 300_000);
});
