import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginAdmin, register, signedInPage } from './api';
import { hydrated, launchBrowser, seriousViolations } from './browser';

// The cloud lab in a real browser against the real portal (issue 6): a developer applies, an
// administrator grants it, the developer filters the cards, reserves a free slot from a card,
// sees it in My reservations and cancels it with the confirmation; a visitor sees the cards but
// is sent to log in before applying.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Picks the first enabled option of an antd Select by keyboard (its input id): open, Enter. */
async function pickFirst(page: Page, id: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  await page.locator(`#${id}_list`).waitFor({ state: 'attached' });
  await input.press('Enter');
  // the chosen value replaces the placeholder
  await page.locator('.ant-select', { has: input }).locator('.ant-select-content-has-value').waitFor();
}

describe('cloud lab', () => {
  let user: Awaited<ReturnType<typeof register>>;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    user = await register({ prefix: 'l' });
    ({ context, page } = await signedInPage(browser, user.jar));
  });
  afterAll(() => context?.close());

  it('a user applies for the cloud evaluation and the form shows it under approval', async () => {
    await page.goto(`${base}/cloud/apply?kind=evaluation`);
    await hydrated(page);
    await expect(page.title()).resolves.toContain('Apply for cloud lab permission');
    // an empty submit names the required fields in the user's language
    await page.getByTestId('apply-submit').click();
    await page.getByText('Name is required', { exact: true }).waitFor();
    await page.getByText('Evaluation purpose is required').waitFor();
    await page.getByLabel('Real name').fill('王小明');
    await page.getByLabel('Mobile number').fill('13800138000');
    await page.getByLabel('Company name').fill('Open Chip Lab');
    await page.getByLabel('E-mail').fill('dev@example.com');
    await page.getByLabel('Sales name').fill('Li Lei');
    await page.getByRole('radio', { name: 'Yes' }).check();
    // the referrer's name appears with "yes" and is then required
    await page.getByLabel('Referrer name').fill('Han Meimei');
    await page.getByLabel('Evaluation purpose').fill('Port our RTOS to RISC-V and compare boot times.');
    await page.getByTestId('apply-submit').click();
    await page.getByTestId('apply-pending').waitFor();
    await expect(page.getByLabel('Real name').isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('Real name').inputValue()).resolves.toBe('王小明');
  });

  it('the administrator grants it (admin API) and the banner disappears', async () => {
    const admin = await loginAdmin();
    const list = await admin.ok<{ items: { id: string; applicant: { username: string } }[] }>(
      'GET',
      '/api/admin/lab/permissions?state=pending&kind=evaluation&pageSize=100',
    );
    const app = list.items.find((a) => a.applicant.username === user.username);
    expect(app).toBeTruthy();
    await admin.ok('POST', `/api/admin/lab/permissions/${app!.id}/review`, { approve: true });

    await page.goto(`${base}/cloud/evaluation`);
    await hydrated(page);
    await page.getByTestId('board-card').first().waitFor();
    expect(await page.getByTestId('permission-evaluation').count()).toBe(0);
    // the other kind was never applied for: its banner offers to apply
    await page.getByTestId('permission-microservice').getByText('Apply').waitFor();
  });

  it('filters the cards, reserves a free slot from a card and cancels it with the confirmation', async () => {
    const allCards = await page.getByTestId('board-card').count();
    await page.locator('#lab-filter-company').click();
    await page.keyboard.type('QEMU');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.waitForURL(/company=\d+/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="board-card"]')].every((c) =>
        c.textContent?.includes('QEMU'),
      ),
    );
    const qemuCards = page.getByTestId('board-card');
    expect(await qemuCards.count()).toBeGreaterThan(0);
    expect(await qemuCards.count()).toBeLessThanOrEqual(allCards);

    // the filter survives a reload (it lives in the URL)
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('board-card').first().textContent()).resolves.toContain('QEMU');

    const card = page.getByTestId('board-card').first();
    const boardName = (await card.getAttribute('data-board'))!;
    // no lab agent runs here: the administrator marks the board's devices online, as an agent serving
    // them would (a device no agent serves is never handed out as "any free device"); all of them,
    // since earlier browser tests may hold the first slot of one
    const admin = await loginAdmin();
    const boards = await admin.ok<{ items: { id: number; name: string }[] }>(
      'GET',
      '/api/lab/boards?pageSize=100',
    );
    const board = boards.items.find((b) => b.name === boardName)!;
    const { devices } = await admin.ok<{ devices: { id: number }[] }>('GET', `/api/lab/boards/${board.id}`);
    for (const device of devices)
      await admin.ok('PATCH', `/api/admin/lab/devices/${device.id}`, { state: 'online' });
    await card.getByRole('button', { name: 'Enter evaluation' }).click();
    const drawer = page.getByRole('dialog', { name: `Reserve ${boardName} for evaluation in the cloud lab` });
    await drawer.getByText(`Any free device of ${boardName}`).waitFor();
    // tomorrow's first free slot: in the future, so it can still be cancelled
    const d = new Date(Date.now() + 86_400_000);
    const ymd = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const date = drawer.locator('#lab-reserve-date');
    await date.click();
    await date.fill(ymd);
    await date.press('Enter');
    await expect(date.inputValue()).resolves.toBe(ymd);
    await pickFirst(page, 'lab-reserve-start');
    await pickFirst(page, 'lab-reserve-end');
    await drawer.getByTestId('reserve-submit').click();

    // success switches to My reservations, where the new slot is the newest row
    await page.waitForURL(/tab=reservations/);
    const row = page.getByTestId('reservations-table').locator('tbody tr', { hasText: boardName }).first();
    await row.getByTestId('reservation-status').filter({ hasText: 'Reserving' }).waitFor();

    await row.getByRole('button', { name: 'Cancel', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Cancel this reservation?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel reservation' }).click();
    await row.getByTestId('reservation-status').filter({ hasText: 'Cancelled' }).waitFor();
    const mine = await user.jar.ok<{ items: { status: string }[] }>('GET', '/api/lab/reservations');
    expect(mine.items.map((r) => r.status)).toEqual(['cancelled']);
  });

  it('a visitor sees the cards, is asked to log in for the other tabs and to apply', async () => {
    const visitor = await browser.newContext({ locale: 'en-US' });
    await visitor.addCookies([{ name: 'locale', value: 'en-US', url: base }]);
    const p = await visitor.newPage();
    const res = await p.goto(`${base}/cloud/evaluation`);
    expect(res?.status()).toBe(200);
    // server-rendered: the cards are in the HTML before any script runs
    expect(await res!.text()).toContain('data-testid="board-card"');
    await hydrated(p);
    expect(await p.getByTestId('board-card').count()).toBeGreaterThan(0);
    expect(await seriousViolations(p)).toEqual([]);

    await p.getByRole('tab', { name: 'My reservations' }).click();
    await p
      .getByRole('link', { name: 'Log in' })
      .or(p.getByRole('button', { name: 'Log in' }))
      .first()
      .waitFor();

    await p.goto(`${base}/cloud/apply?kind=microservice`);
    await p.waitForURL(/\/auth\/login\?redirect=/);
    expect(decodeURIComponent(new URL(p.url()).searchParams.get('redirect') ?? '')).toBe(
      '/cloud/apply?kind=microservice',
    );
    await visitor.close();
  });

  it('the evaluation page has no serious accessibility violations for a user either; a missing board is a 404', async () => {
    await page.goto(`${base}/cloud/evaluation`);
    await hydrated(page);
    await page.getByTestId('board-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const missing = await page.goto(`${base}/cloud/board/999999`);
    expect(missing?.status()).toBe(404);
  });
});
