import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, register, signedInPage, type Jar, type RegisteredUser } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations } from './browser';

// The board console in a real browser (issue 7): a real lab agent process, started here with a
// token the administrator created, boots an emulated RISC-V board (QEMU + OpenSBI + U-Boot) for
// a granted user's running reservation; the console page shows U-Boot's prompt and echoes what
// is typed. Someone else's reservation is a 404 and one outside its slot says why.

const base = inject('baseUrl');
const root = path.resolve(import.meta.dirname, '..');
const SLOT_MS = 30 * 60_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A lab permission application, granted by the administrator. */
async function grant(admin: Jar, user: RegisteredUser) {
  await user.jar.ok('POST', '/api/lab/permissions', {
    kind: 'evaluation',
    realName: 'Console Tester',
    mobile: '13912345678',
    company: 'Open Silicon Lab',
    email: 'lab@example.com',
    salesName: 'Li Lei',
    hasReferrer: false,
    purpose: 'Bring up our firmware on a RISC-V board',
  });
  const list = await admin.ok<{ items: { id: string; applicant: { username: string } }[] }>(
    'GET',
    '/api/admin/lab/permissions?state=pending&kind=evaluation&pageSize=100',
  );
  const app = list.items.find((a) => a.applicant.username === user.username)!;
  await admin.ok('POST', `/api/admin/lab/permissions/${app.id}/review`, { approve: true });
}

/** The text the terminal shows, row by row (xterm's DOM renderer). */
const terminalText = (page: Page) =>
  page.locator('.xterm-rows').evaluate((el) => (el as HTMLElement).innerText.replace(/\u00a0/g, ' '));

async function waitForTerminal(page: Page, test: (text: string) => boolean, what: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  let text = '';
  while (Date.now() < deadline) {
    text = await terminalText(page).catch(() => '');
    if (test(text)) return text;
    await page.waitForTimeout(200);
  }
  throw new Error(`terminal never showed ${what}; it shows:\n${text}`);
}

describe('lab console', () => {
  let admin: Jar;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let reservationId: string;
  let upcomingId: string;
  let agent: ChildProcess | undefined;
  let agentName: string;
  let deviceName: string;
  let agentLog = '';
  let dataDir: string;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    admin = await loginAdmin();
    [owner, other] = await Promise.all([register({ prefix: 'c' }), register({ prefix: 'c' })]);
    await grant(admin, owner);

    // a device of the emulated board model, served by an agent of its own
    const boards = await admin.ok<{ items: { id: number; name: string }[] }>(
      'GET',
      '/api/admin/labBoard?q=QEMU&pageSize=100',
    );
    const board = boards.items.find((b) => b.name.startsWith('QEMU'))!;
    deviceName = `e2e-console-${hex(3)}`;
    const device = await admin.ok<{ id: number }>('POST', '/api/admin/labDevice', {
      boardModelId: board.id,
      name: deviceName,
      driver: 'qemu',
      state: 'online',
    });
    // the agents list is sorted by name: these two come first, on its first page
    agentName = `a-e2e-agent-${hex(3)}`;
    const { token } = await admin.ok<{ token: string }>('POST', '/api/admin/lab/agents', { name: agentName });

    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-e2e-agent-'));
    const configFile = path.join(dataDir, 'agent.json');
    fs.writeFileSync(
      configFile,
      JSON.stringify({
        portalUrl: base,
        dataDir: path.join(dataDir, 'data'),
        heartbeatMs: 1000,
        boards: [{ key: deviceName, driver: 'qemu' }],
      }),
    );
    // the token stays out of the file, as the agent's README recommends
    agent = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/lab-agent/src/main.ts', '--config', configFile],
      {
        cwd: root,
        env: { ...process.env, LAB_AGENT_TOKEN: token },
      },
    );
    agent.stdout?.on('data', (d) => (agentLog += d));
    agent.stderr?.on('data', (d) => (agentLog += d));

    // the slot running now: it may start at the beginning of the current half hour
    const start = Math.floor(Date.now() / SLOT_MS) * SLOT_MS;
    const running = await owner.jar.ok<{ id: string }>('POST', '/api/lab/reservations', {
      deviceId: device.id,
      kind: 'evaluation',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 2 * SLOT_MS).toISOString(),
    });
    reservationId = running.id;
    // entering at once: a slot that started over 15 minutes ago is otherwise released as a no-show
    await owner.jar.ok('POST', `/api/lab/reservations/${reservationId}/enter`, {});
    // and one tomorrow, whose console is not open yet
    const tomorrow = start + 24 * 3_600_000;
    const upcoming = await owner.jar.ok<{ id: string }>('POST', '/api/lab/reservations', {
      deviceId: device.id,
      kind: 'evaluation',
      startsAt: new Date(tomorrow).toISOString(),
      endsAt: new Date(tomorrow + SLOT_MS).toISOString(),
    });
    upcomingId = upcoming.id;

    ({ context, page } = await signedInPage(browser, owner.jar));
  });

  afterAll(async () => {
    await context?.close();
    if (agent && agent.exitCode === null) {
      agent.kill('SIGTERM');
      const exited = await Promise.race([
        new Promise((r) => agent!.once('exit', () => r(true))),
        new Promise((r) => setTimeout(() => r(false), 10_000)),
      ]);
      if (!exited) agent.kill('SIGKILL');
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the board's U-Boot prompt and echoes what is typed", async () => {
    // what the console socket did, for the failure message should the prompt never come
    const frames: string[] = [];
    page.on('websocket', (ws) => {
      frames.push(`open ${ws.url()}`);
      ws.on(
        'framereceived',
        (f) => frames.length < 50 && frames.push(`< ${String(f.payload).slice(0, 120)}`),
      );
      ws.on('close', () => frames.push('close'));
    });
    // the reservation page's "Enter console" records attendance and opens the console
    await page.goto(`${base}/cloud/reservation/${reservationId}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Enter console' }).click();
    await page.waitForURL(`${base}/cloud/console/${reservationId}`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: /^Console of / }).waitFor();
    await page.getByTestId('console-toolbar').getByRole('button', { name: 'Reset' }).waitFor();
    try {
      await waitForTerminal(page, (t) => /=>\s*$/m.test(t), 'the U-Boot prompt', 90_000);
    } catch (e) {
      const status = await page.getByTestId('console-status').textContent();
      const banners = await page.locator('.console-banners').textContent();
      throw new Error(
        `${(e as Error).message}\nstatus: ${status}\nbanners: ${banners}\n--- frames ---\n${frames.join('\n')}\n--- agent log ---\n${agentLog}`,
      );
    }
    // the fresh environment of the first open is ready (input while it boots is dropped)
    await page.getByTestId('console-board-state').waitFor({ state: 'detached', timeout: 60_000 });
    await page.locator('.xterm').click();
    await page.keyboard.type('echo hello');
    await page.keyboard.press('Enter');
    // the board echoes the command, then answers on a line of its own
    const text = await waitForTerminal(page, (t) => /^hello\s*$/m.test(t), '"hello" on its own line');
    expect(text).toMatch(/=> echo hello/);
    await expect(page.getByTestId('console-status').textContent()).resolves.toContain('Connected');
  });

  it('uploads a file to the board after refusing a name with special characters', async () => {
    const toolbar = page.getByTestId('console-toolbar');
    await toolbar.getByRole('button', { name: 'File upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'File upload' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'notes (1).txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello from the browser\n'),
    });
    const name = dialog.getByLabel('File name on the board');
    // the picked name is offered with the refused characters replaced
    await expect(name.inputValue()).resolves.toBe('notes__1_.txt');
    await name.fill('bad name!.txt');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog
      .getByText('The file name may only contain letters, digits, dots, hyphens and underscores')
      .waitFor();
    await name.fill('hello.txt');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    // success, or the reason it failed
    const done = page.getByText('hello.txt was uploaded.').or(dialog.getByTestId('upload-error'));
    await done.first().waitFor({ timeout: 60_000 });
    expect(await dialog.getByTestId('upload-error').count(), (await done.first().textContent()) ?? '').toBe(
      0,
    );
    await dialog.getByTestId('upload-files').getByText('hello.txt').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('runs a test job pasted as JSON and offers its reports', async () => {
    await page.getByTestId('console-toolbar').getByRole('button', { name: 'Test jobs' }).click();
    const drawer = page.getByRole('dialog', { name: 'Test jobs' });
    await drawer.getByRole('tab', { name: 'JSON' }).click();
    await drawer.getByLabel('Test job as JSON').fill('{"name":"smoke","steps":[]}');
    await drawer.getByRole('button', { name: 'Run' }).click();
    await drawer.getByTestId('test-job-problems').getByText('steps is required').waitFor();
    await drawer.getByLabel('Test job as JSON').fill(
      JSON.stringify({
        name: 'smoke',
        steps: [
          // the answer line, not the echoed command: "ok" right before the next prompt
          { name: 'echo', send: 'echo ok', expect: 'ok\\r?\\n=>', timeoutMs: 10_000 },
          { name: 'never', send: 'echo nothing', expect: 'this-never-appears', timeoutMs: 1500 },
        ],
      }),
    );
    await drawer.getByRole('button', { name: 'Run' }).click();
    const job = drawer.getByTestId('test-jobs').locator('.ant-collapse-item').first();
    await job
      .getByTestId('test-job-status')
      .filter({ hasText: /^(Passed|Failed|Infrastructure error)$/ })
      .waitFor({
        timeout: 60_000,
      });
    await expect(job.getByTestId('test-job-status').textContent()).resolves.toBe('Failed');
    await job.locator('.ant-collapse-header').click();
    await job.getByRole('link', { name: 'JUnit XML' }).waitFor();
    const href = await job.getByRole('link', { name: 'JUnit XML' }).getAttribute('href');
    const xml = await page.evaluate((u) => fetch(u!).then((r) => r.text()), href);
    expect(xml).toContain('<testsuite');
    expect(xml).toContain('<failure');
    await drawer.getByRole('button', { name: 'Close' }).click();
  });

  it("shows the board's camera picture, refreshed while the panel is open", async () => {
    await page.getByTestId('console-toolbar').getByRole('button', { name: 'Camera' }).click();
    const drawer = page.getByRole('dialog', { name: 'Camera' });
    const image = drawer.getByTestId('camera-image');
    await image.waitFor({ timeout: 30_000 });
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const first = await image.getAttribute('src');
    await expect.poll(() => image.getAttribute('src'), { timeout: 15_000 }).not.toBe(first);
    await drawer.getByRole('button', { name: 'Close' }).click();
  });

  it('resets the board after the confirmation and comes back to the prompt', async () => {
    // everything received since the last history replay (xterm's DOM shows the visible rows only)
    const received = () => page.evaluate(() => window.__occConsoleText?.() ?? '');
    const boots = async () => (await received()).split('Hit any key to stop autoboot').length - 1;
    const before = await boots();
    await page.getByTestId('console-toolbar').getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('menuitem', { name: 'Board reset' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Reset the board?' });
    await confirm.getByText('about 1 minute').waitFor();
    // clicked again if the click landed while the dialog was still opening (a loaded machine)
    const reset = await clickForResponse(
      page,
      confirm.getByRole('button', { name: 'Board reset' }),
      (r) => r.request().method() === 'POST' && r.url().endsWith('/reset'),
      120_000,
    );
    expect(reset.status()).toBe(200);
    await page
      .getByText('The board was reset; the console reconnects by itself.')
      .waitFor({ timeout: 120_000 });
    // the board booted again, stopped at its prompt and is ready (input while it boots is dropped)
    await expect.poll(boots, { timeout: 60_000 }).toBeGreaterThan(before);
    await expect.poll(async () => /=> $/.test(await received()), { timeout: 60_000 }).toBe(true);
    await page.getByTestId('console-board-state').waitFor({ state: 'detached', timeout: 60_000 });
    await page.locator('.xterm').click();
    await page.keyboard.type('echo back');
    await page.keyboard.press('Enter');
    await waitForTerminal(page, (t) => /^back\s*$/m.test(t), '"back" after the reset');
    // a board reset takes "about 1 minute" (spec §4); the emulator needs seconds, a loaded machine more
  }, 180_000);

  it('has no serious accessibility violations', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("answers 404 for someone else's reservation and explains a slot that has not started", async () => {
    const res = await fetch(`${base}/cloud/console/${reservationId}`, {
      headers: { cookie: `occ_sid=${other.jar.session}; locale=en-US` },
    });
    expect(res.status).toBe(404);

    await page.goto(`${base}/cloud/console/${upcomingId}`);
    await hydrated(page);
    await page.getByTestId('console-refused').waitFor();
    await page.getByRole('link', { name: 'Back to the reservation' }).click();
    await page.waitForURL(new RegExp(`/cloud/reservation/${upcomingId}$`));
  });

  it('lists the agent online with its board; an administrator creates one, sees its token once and revokes it', async () => {
    const adminSide = await signedInPage(browser, admin);
    const p = adminSide.page;
    try {
      await p.goto(`${base}/admin/lab/agents`);
      await hydrated(p);
      const nav = p.getByRole('navigation', { name: 'Admin console sections' });
      expect(await nav.getByRole('link', { name: 'Lab agents' }).getAttribute('aria-current')).toBe('page');
      const row = p.getByTestId('agents-table').getByRole('row').filter({ hasText: agentName });
      await row.filter({ hasText: 'Online' }).filter({ hasText: deviceName }).waitFor();
      expect(await seriousViolations(p)).toEqual([]);

      const name = `a-e2e-new-${hex(3)}`;
      await p.getByTestId('agent-create').click();
      const create = p.getByRole('dialog', { name: 'New lab agent' });
      await create.getByLabel('Name').fill(name);
      await expect.poll(() => create.getByLabel('Name').inputValue()).toBe(name);
      // a click while the dialog still animates in can be lost: click until the server answers
      await clickForResponse(
        p,
        create.getByRole('button', { name: 'Create' }),
        (r) => r.url().endsWith('/api/admin/lab/agents') && r.request().method() === 'POST',
      );
      const shown = p.getByRole('dialog', { name: `Token of ${name}` });
      await expect(shown.getByTestId('agent-token').inputValue()).resolves.toMatch(/^occa_/);
      // one modal closes as the next opens: a click while they animate can land on the wrong one
      await create.waitFor({ state: 'hidden' });
      await expect.poll(() => shown.evaluate((el) => el.className.includes('-appear'))).toBe(false);
      await shown.getByRole('button', { name: 'I have copied it' }).click();
      await shown.waitFor({ state: 'hidden' });

      const created = p.getByTestId('agents-table').getByRole('row').filter({ hasText: name });
      await created.filter({ hasText: 'Offline' }).waitFor();
      await created.getByRole('button', { name: 'Revoke' }).click();
      const confirm = p.getByRole('dialog').filter({ hasText: `Revoke ${name}?` });
      await clickForResponse(
        p,
        confirm.getByRole('button', { name: 'Revoke' }),
        (r) => r.request().method() === 'POST' && r.url().endsWith('/revoke'),
      );
      await created.filter({ hasText: 'Revoked' }).waitFor();

      // the board image catalogue: upload one for the emulated board, then delete it
      await p.locator('#images-board').click();
      await p.keyboard.type('QEMU');
      await p.keyboard.press('Enter');
      const imageName = `e2e image ${hex(2)}`;
      await p.getByTestId('image-upload').click();
      const upload = p.getByRole('dialog', { name: /^Upload an image for QEMU/ });
      await upload.getByLabel('Name').fill(imageName);
      await upload.locator('input[type=file]').setInputFiles({
        name: 'hello app.bin',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from([0x13, 0, 0, 0]),
      });
      // the stored file name follows the cloud upload rule
      await upload.getByText('Chosen: hello_app.bin').waitFor();
      await clickForResponse(
        p,
        upload.getByRole('button', { name: 'Upload an image' }),
        (r) => r.request().method() === 'POST' && /\/images$/.test(new URL(r.url()).pathname),
      );
      const imageRow = p.getByTestId('images-table').getByRole('row').filter({ hasText: imageName });
      await imageRow.filter({ hasText: 'hello_app.bin' }).waitFor();
      await imageRow.getByRole('button', { name: 'Delete' }).click();
      const sure = p.getByRole('dialog').filter({ hasText: `Delete ${imageName}?` });
      await sure.getByRole('button', { name: 'Delete' }).click();
      // the image leaves the list (a click lost while the confirmation opens is tried again)
      await expect
        .poll(
          async () => {
            if ((await imageRow.count()) === 0) return true;
            if (await sure.isVisible())
              await sure
                .getByRole('button', { name: 'Delete' })
                .click({ timeout: 5_000 })
                .catch(() => undefined);
            return (await imageRow.count()) === 0;
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toBe(true);
      expect(await p.locator('.ant-message-error').count()).toBe(0);
    } finally {
      await adminSide.context.close();
    }
    // an agent, its token, an image upload and its deletion: several round trips on a loaded machine
  }, 120_000);
});
