import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations, step } from './browser';

// Issue 19, the console's side of a competition: its phases (deadline, judging criteria) set in a
// dialog of the activity list; a bad key comes back on its field; a saved phase keeps its key.

const base = inject('baseUrl');
const DAY = 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('events: competition phases in the console', () => {
  it('sets a phase with its deadline and criteria; the competition page takes work until then', async () => {
    const admin = await loginAdmin();
    const slug = `e2e-ph-${hex(4)}`;
    const now = Date.now();
    const created = await admin.ok<{ id: number }>('POST', '/api/admin/activity', {
      slug,
      kind: 'competition',
      titleZh: `E2E 阶段 ${slug}`,
      titleEn: `E2E phases ${slug}`,
      startsAt: new Date(now - DAY).toISOString(),
      endsAt: new Date(now + 60 * DAY).toISOString(),
      signupOpensAt: new Date(now - DAY).toISOString(),
      signupClosesAt: new Date(now + 50 * DAY).toISOString(),
      capacity: 50,
    });
    await admin.ok('POST', `/api/admin/activity/${created.id}/publish`, { confirm: true });

    const { context, page } = await signedInPage(browser, admin);
    await page.goto(`${base}/admin/activity?q=${slug}`);
    await hydrated(page);
    await page.getByTestId(`phases-${created.id}`).click();
    const dialog = page.getByRole('dialog', { name: `Phases: E2E 阶段 ${slug}` });
    await dialog.getByRole('button', { name: 'Add a phase' }).click();
    const phase = dialog.getByRole('group', { name: 'Phase 1' });
    await phase.getByLabel('Key (letters, digits, -)').fill('First Round');
    await phase.getByLabel('Title (Chinese)').first().fill('初赛');
    await phase.getByLabel('Title (English)').first().fill('First round');
    const deadline = new Date(now + 20 * DAY);
    const pad = (n: number) => String(n).padStart(2, '0');
    const typed = `${deadline.getFullYear()}-${pad(deadline.getMonth() + 1)}-${pad(deadline.getDate())} 18:00:00`;
    await phase.getByLabel('Deadline').fill(typed);
    await phase.getByLabel('Deadline').press('Enter');
    const criterion = phase.getByRole('group', { name: 'Criterion 1' });
    await criterion.getByLabel('Criterion key').fill('innovation');
    await criterion.getByLabel('Title (Chinese)').fill('创新性');
    await criterion.getByLabel('Most points').fill('40');
    expect(await seriousViolations(page)).toEqual([]);

    // the server refuses a key that is not lower-case letters, digits and dashes, on its field
    const save = dialog.getByRole('button', { name: 'Save the phases' });
    const refused = await clickForResponse(page, save, (r) =>
      r.url().endsWith(`/api/admin/competitions/${created.id}/phases`),
    );
    expect(refused.status()).toBe(422);
    await phase.locator('.ant-form-item-explain-error').first().waitFor();
    await phase.getByLabel('Key (letters, digits, -)').fill('first');
    const saved = await clickForResponse(
      page,
      save,
      (r) => r.url().endsWith(`/api/admin/competitions/${created.id}/phases`) && r.status() === 200,
    );
    expect(saved.request().method()).toBe('PUT');
    await dialog.waitFor({ state: 'hidden' });

    const comp = await admin.ok<{
      phases: { key: string; title: string; deadline: string; open: boolean; criteria: object[] }[];
    }>('GET', `/api/competitions/${slug}`);
    expect(comp.phases).toHaveLength(1);
    expect(comp.phases[0]).toMatchObject({
      key: 'first',
      open: true,
      criteria: [{ key: 'innovation', max: 40 }],
    });
    expect(new Date(comp.phases[0]!.deadline).getDate()).toBe(deadline.getDate());

    // opened again: the saved phase is read back and its key can no longer change
    await step(page, 'reopen', async () => {
      await page.getByTestId(`phases-${created.id}`).click();
      const again = page.getByRole('dialog', { name: `Phases: E2E 阶段 ${slug}` });
      const key = again.getByRole('group', { name: 'Phase 1' }).getByLabel('Key (letters, digits, -)');
      await key.waitFor();
      expect(await key.inputValue()).toBe('first');
      expect(await key.isDisabled()).toBe(true);
      expect(await again.getByRole('button', { name: 'Remove phase 1' }).count()).toBe(0);
    });
    await context.close();
  }, 150_000);
});
