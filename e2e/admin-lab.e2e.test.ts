import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, type Jar, loginAdmin, register, signedInPage } from './api';
import { hydrated, launchBrowser, pick, seriousViolations } from './browser';

// The admin console's lab pages in a real browser against the real portal: permission review,
// the inventory (CPU models, device state with its reservations), ending a reservation, and the
// console refused to a plain user.

const base = inject('baseUrl');

/** A lab permission application of the cloud evaluation, filed through the API. */
const application = (realName: string) => ({
  kind: 'evaluation',
  realName,
  mobile: '13912345678',
  company: 'Open Silicon Lab',
  email: 'lab@example.com',
  salesName: 'Li Lei',
  hasReferrer: false,
  purpose: 'Bring up our RTOS on a RISC-V board',
});

interface PermissionStatus {
  evaluation: { state: string; application: { reviewComment: string | null } | null };
}

/** An aligned slot `days` from now at 10:00-11:00 UTC (inside the booking horizon). */
function slot(days: number) {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + days);
  start.setUTCHours(10, 0, 0, 0);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 3_600_000).toISOString() };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('admin console: cloud lab', () => {
  let admin: Jar;
  let granted: Awaited<ReturnType<typeof register>>;
  let refused: Awaited<ReturnType<typeof register>>;
  let context: BrowserContext;
  let page: Page;
  const grantName = `Grant ${hex(3)}`;
  const rejectName = `Reject ${hex(3)}`;
  const tag = hex(3);

  beforeAll(async () => {
    [granted, refused] = await Promise.all([register({ prefix: 'l' }), register({ prefix: 'l' })]);
    await granted.jar.ok('POST', '/api/lab/permissions', application(grantName));
    await refused.jar.ok('POST', '/api/lab/permissions', application(rejectName));
    admin = await loginAdmin();
    ({ context, page } = await signedInPage(browser, admin));
  });
  afterAll(() => context?.close());

  it('refuses the console to a plain user with 403 and sends a visitor to login', async () => {
    const res = await fetch(`${base}/admin`, {
      headers: { cookie: `occ_sid=${refused.jar.session}; locale=en-US` },
    });
    expect(res.status).toBe(403);
    const userSide = await signedInPage(browser, refused.jar);
    await userSide.page.goto(`${base}/admin/lab/permissions`);
    await userSide.page.getByRole('heading', { name: 'You are not allowed to open this page' }).waitFor();
    await userSide.context.close();

    const visitor = await fetch(`${base}/admin/device`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/auth/login?redirect=%2Fadmin%2Fdevice');
  });

  it('shows the sections with live counts, the current one highlighted', async () => {
    await page.goto(`${base}/admin`);
    await hydrated(page);
    expect(await page.title()).toContain('Admin console');
    const nav = page.getByRole('navigation', { name: 'Admin console sections' });
    for (const name of ['Approvals', 'Permission applications', 'Reservations', 'Chips', 'CPUs', 'Devices'])
      await nav.getByRole('link', { name }).waitFor();
    expect(await nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    // two applications are pending at least (ours)
    const card = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: 'Permission applications' }) });
    await expect
      .poll(async () => Number((await card.locator('.ant-statistic-content-value').textContent()) ?? 0))
      .toBeGreaterThanOrEqual(2);
    await nav.getByRole('link', { name: 'Permission applications' }).click();
    await page.waitForURL(`${base}/admin/lab/permissions`);
    await expect
      .poll(() => nav.getByRole('link', { name: 'Permission applications' }).getAttribute('aria-current'))
      .toBe('page');
  });

  it('grants one application and rejects another with a required comment', async () => {
    await page.goto(`${base}/admin/lab/permissions`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Lab permission applications', level: 1 }).waitFor();
    const grantRow = page.getByRole('row').filter({ hasText: grantName });
    await grantRow.waitFor();
    expect(await grantRow.textContent()).toContain(granted.username);
    expect(await seriousViolations(page)).toEqual([]);

    await grantRow.getByRole('button', { name: 'Grant' }).click();
    const confirm = page.getByRole('dialog', { name: `Grant the application of ${grantName}?` });
    await confirm.getByRole('button', { name: 'Grant' }).click();
    await page.getByText(`Application of ${grantName} granted`).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: grantName }).count()).toBe(0);

    const rejectRow = page.getByRole('row').filter({ hasText: rejectName });
    await rejectRow.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the application of ${rejectName}` });
    // an empty comment is refused by name (a click lost while the dialog opens is tried again)
    await expect
      .poll(
        async () => {
          await dialog.getByRole('button', { name: 'Reject' }).click();
          return dialog.getByText('Comment is required').isVisible();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(true);
    const comment = 'Please give a concrete evaluation plan';
    await dialog.getByLabel('Comment').fill(comment);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText(`Application of ${rejectName} rejected`).waitFor();

    // the tab and the kind filter live in the URL
    await page.getByRole('tab', { name: 'Failed' }).click();
    await page.locator('label').filter({ hasText: 'Cloud lab evaluation' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?state=failed&kind=evaluation');
    await page.getByRole('row').filter({ hasText: rejectName }).filter({ hasText: comment }).waitFor();

    const mine = await refused.jar.ok<PermissionStatus>('GET', '/api/lab/permissions');
    expect(mine.evaluation.state).toBe('failed');
    expect(mine.evaluation.application?.reviewComment).toBe(comment);
    const theirs = await granted.jar.ok<PermissionStatus>('GET', '/api/lab/permissions');
    expect(theirs.evaluation.state).toBe('granted');
  });

  it('creates a CPU model in the declared form, refusing an empty one on its fields', async () => {
    const company = await admin.ok<{ id: number; name: string }>('POST', '/api/admin/labCompany', {
      name: `E2E Chips ${tag}`,
      nameEn: `E2E Chips ${tag}`,
    });
    await page.goto(`${base}/admin/cpu`);
    await hydrated(page);
    // the menu entry's two pages are tabs: CPU models (here) and chip companies
    const tabs = page.getByRole('navigation', { name: 'Pages of this section' });
    expect(await tabs.getByRole('link', { name: 'CPU models' }).getAttribute('aria-current')).toBe('page');
    await tabs.getByRole('link', { name: 'Chip companies' }).waitFor();
    await page.getByRole('link', { name: 'New CPU model' }).click();
    await page.waitForURL(`${base}/admin/modify_cpu/new`);
    await page.getByRole('heading', { name: 'New CPU model', level: 1 }).waitFor();
    // the CPUs entry stays highlighted on its edit page
    const nav = page.getByRole('navigation', { name: 'Admin console sections' });
    expect(await nav.locator('[aria-current="page"]').getAttribute('data-menu-key')).toBe('cpu');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please choose the company').waitFor();
    await page.getByText('Name is required').waitFor();

    await pick(page, 'Company', company.name, { type: true });
    const cpuName = `E2E-C9${tag}`;
    await page.getByRole('textbox', { name: /Name$/ }).fill(cpuName);
    await page.getByRole('textbox', { name: /Instruction set$/ }).fill('RV64GCV');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${cpuName} saved`).waitFor();
    await page.waitForURL(/\/admin\/modify_cpu\/\d+$/);

    // listed (found by the search, whatever the seed holds) with its company's name
    await page.goto(`${base}/admin/cpu`);
    await hydrated(page);
    const search = page.getByLabel('Search CPU models');
    await search.fill(cpuName);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: cpuName });
    await row.waitFor();
    expect(await row.textContent()).toContain(company.name);

    // a taken name is shown on the field, the typed values kept
    await page.goto(`${base}/admin/modify_cpu/new`);
    await hydrated(page);
    await pick(page, 'Company', company.name, { type: true });
    await page.getByRole('textbox', { name: /Name$/ }).fill(cpuName);
    await page.getByRole('textbox', { name: /Instruction set$/ }).fill('RV32IMAC');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This name is already in use').waitFor();
    expect(await page.getByRole('textbox', { name: /Instruction set$/ }).inputValue()).toBe('RV32IMAC');
    expect(page.url()).toBe(`${base}/admin/modify_cpu/new`);
  });

  it('puts a device into maintenance: its future reservation is cancelled and the owner told', async () => {
    const company = await admin.ok<{ id: number }>('POST', '/api/admin/labCompany', {
      name: `E2E Boards ${tag}`,
      nameEn: `E2E Boards ${tag}`,
    });
    const cpu = await admin.ok<{ id: number }>('POST', '/api/admin/labCpu', {
      companyId: company.id,
      name: `E2E-CPU ${tag}`,
      isa: 'RV64GC',
    });
    const soc = await admin.ok<{ id: number }>('POST', '/api/admin/labSoc', {
      companyId: company.id,
      cpuModelId: cpu.id,
      name: `E2E-SoC ${tag}`,
    });
    const board = await admin.ok<{ id: number }>('POST', '/api/admin/labBoard', {
      companyId: company.id,
      socModelId: soc.id,
      name: `E2E Board ${tag}`,
    });
    const deviceName = `e2e-dev-${tag}`;
    const device = await admin.ok<{ id: number }>('POST', '/api/admin/labDevice', {
      boardModelId: board.id,
      name: deviceName,
      driver: 'qemu',
      state: 'online',
    });
    const booked = await granted.jar.ok<{ id: string }>('POST', '/api/lab/reservations', {
      deviceId: device.id,
      kind: 'evaluation',
      ...slot(2),
    });

    await page.goto(`${base}/admin/device`);
    await hydrated(page);
    const search = page.getByLabel('Search Devices');
    await search.fill(deviceName);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: deviceName });
    await row.getByText('Online').waitFor();
    await row.getByRole('button', { name: 'Set state' }).click();
    const dialog = page.getByRole('dialog', { name: `Set state · ${deviceName}` });
    await dialog.getByText('Maintenance').click();
    await dialog
      .getByText(
        'Future reservations on this device are moved to another free device of the same board model',
      )
      .waitFor();
    await dialog.getByLabel('Reason').fill('Replacing the power supply');
    await dialog.getByRole('button', { name: 'Set state' }).click();
    await page.getByText(`${deviceName} is now "Maintenance"`).waitFor();
    await page.getByText('0 reservation(s) moved, 1 cancelled; their owners were notified.').waitFor();
    await row.getByText('Maintenance').waitFor();

    const mine = await granted.jar.ok<{ status: string; closeReason: string | null }>(
      'GET',
      `/api/lab/reservations/${booked.id}`,
    );
    expect(mine.status).toBe('cancelled');
    // the owner is told why (the e-mail of the delivery adapter, read from the dev outbox)
    const mail = await granted.jar.ok<{ body: string }[]>(
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(granted.email)}`,
    );
    expect(mail.some((m) => m.body.includes('Replacing the power supply'))).toBe(true);
  });

  it('ends a live reservation with a required reason', async () => {
    const [board] = (
      await admin.ok<{ items: { id: number; name: string }[] }>(
        'GET',
        `/api/admin/labBoard?q=${encodeURIComponent(`E2E Board ${tag}`)}`,
      )
    ).items;
    const deviceName = `e2e-dev2-${tag}`;
    const device = await admin.ok<{ id: number }>('POST', '/api/admin/labDevice', {
      boardModelId: board!.id,
      name: deviceName,
      driver: 'qemu',
      state: 'online',
    });
    await granted.jar.ok('POST', '/api/lab/reservations', {
      deviceId: device.id,
      kind: 'evaluation',
      ...slot(3),
    });

    await page.goto(`${base}/admin/lab/reservations?status=reserving`);
    await hydrated(page);
    const row = page.getByRole('row').filter({ hasText: deviceName });
    await row.waitFor();
    expect(await row.textContent()).toContain(granted.username);
    await row.getByRole('button', { name: 'End' }).click();
    const dialog = page.getByRole('dialog', {
      name: `End the reservation of ${granted.username} on ${deviceName}`,
    });
    await dialog.getByRole('button', { name: 'End' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByLabel('Reason').fill('Board needed for a firmware release test');
    await dialog.getByRole('button', { name: 'End' }).click();
    await page.getByText('Reservation ended').waitFor();

    await page.goto(`${base}/admin/lab/reservations?status=ended`);
    await hydrated(page);
    const ended = page.getByRole('row').filter({ hasText: deviceName });
    await ended.getByText('Board needed for a firmware release test').waitFor();
    expect(await ended.getByRole('button', { name: 'End' }).count()).toBe(0);
  });
});
