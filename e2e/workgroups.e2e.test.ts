import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { register, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations, step } from './browser';

// Workgroups (issue 16) against the seeded portal: list and detail server-rendered in both
// languages (404 for an unknown id), reached from the community menu; a user asks to join and
// sees the request pending; no serious axe violations; no sideways scrolling at 375 px.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The server-rendered HTML of a page in `locale`, without running any script. */
async function html(path: string, locale: string) {
  const res = await fetch(`${base}${path}`, { headers: { cookie: `locale=${locale}` } });
  return { status: res.status, text: await res.text() };
}

async function vectorGroupId(): Promise<number> {
  const res = await fetch(`${base}/api/workgroups?pageSize=50`, { headers: { cookie: 'locale=en-US' } });
  const body = (await res.json()) as { result: { items: { id: number; name: string }[] } };
  const hit = body.result.items.find((w) => w.name === 'Vector Extension SIG');
  if (!hit) throw new Error('the seeded Vector Extension SIG is missing');
  return hit.id;
}

function sideways(p: Page): Promise<boolean> {
  return p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('workgroups', () => {
  it('serves the list and a detail page in both languages, and 404 for an unknown id', async () => {
    const id = await vectorGroupId();
    const enList = await html('/community/workgroup', 'en-US');
    expect(enList.status).toBe(200);
    expect(enList.text).toContain('Vector Extension SIG');
    expect(enList.text).toContain('RISC-V Linux Kernel SIG');
    const zhList = await html('/community/workgroup', 'zh-CN');
    expect(zhList.status).toBe(200);
    expect(zhList.text).toContain('向量扩展 SIG');
    const enDetail = await html(`/community/workgroup/${id}`, 'en-US');
    expect(enDetail.status).toBe(200);
    expect(enDetail.text).toContain('Charter');
    expect(enDetail.text).toContain('rvv-intrinsic-doc');
    const zhDetail = await html(`/community/workgroup/${id}`, 'zh-CN');
    expect(zhDetail.status).toBe(200);
    expect(zhDetail.text).toContain('章程');
    expect((await html('/community/workgroup/999999', 'en-US')).status).toBe(404);
    expect((await html('/community/workgroup/not-a-group', 'en-US')).status).toBe(404);
  });

  it('leads from the community menu to a group a visitor may read; a user asks to join', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await step(page, 'list from the community menu', async () => {
        await page.goto(`${base}/community`);
        await hydrated(page);
        await page
          .getByRole('navigation', { name: 'Community' })
          .getByRole('link', { name: 'Workgroups' })
          .click();
        await page.waitForURL(`${base}/community/workgroup`);
        await page.getByRole('heading', { level: 1, name: 'Workgroups' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
      await step(page, 'detail as a visitor', async () => {
        await page.getByRole('link', { name: 'Vector Extension SIG' }).click();
        await page.waitForURL(/\/community\/workgroup\/\d+$/);
        await page.getByRole('heading', { level: 1, name: 'Vector Extension SIG' }).waitFor();
        await page.getByRole('heading', { name: 'Meetings' }).waitFor();
        await page.getByRole('link', { name: 'Log in to join' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
    } finally {
      await context.close();
    }

    const user = await register({ prefix: 'wg' });
    const signed = await signedInPage(browser, user.jar);
    const p = signed.page;
    try {
      await step(p, 'request to join on a phone', async () => {
        await p.setViewportSize({ width: 375, height: 800 });
        await p.goto(`${base}/community/workgroup/${await vectorGroupId()}`);
        await hydrated(p);
        expect(await sideways(p)).toBe(false);
        await p.getByRole('button', { name: 'Request to join' }).click();
        const dialog = p.getByRole('dialog');
        await dialog
          .getByLabel('Message to the maintainers (optional)')
          .fill('I port OpenBLAS kernels to RVV.');
        const res = await clickForResponse(
          p,
          dialog.getByRole('button', { name: 'Send request' }),
          (r) => /\/api\/workgroups\/\d+\/join$/.test(r.url()) && r.request().method() === 'POST',
        );
        expect(res.status()).toBe(200);
        await p
          .getByRole('status')
          .filter({ hasText: 'Your request is waiting for a maintainer’s approval' })
          .waitFor();
        await p.getByRole('button', { name: 'Withdraw request' }).waitFor();
        expect(await seriousViolations(p)).toEqual([]);
      });
    } finally {
      await signed.context.close();
    }
  });
});
