import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, register, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations } from './browser';

// A live session in a real browser: "remind me" on the page, the reservation in the personal
// centre cancelled there after a confirmation; the stream's player once the session has started,
// with the agenda beside it.

const base = inject('baseUrl');
const DAY = 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('events: live sessions', () => {
  it('reserves a live session, lists and cancels it in my activities, and plays the stream once live', async () => {
    const admin = await loginAdmin();
    const slug = `e2e-live-${hex(4)}`;
    const title = `E2E live ${slug}`;
    const now = Date.now();
    const body = {
      slug,
      kind: 'liveSession',
      titleZh: title,
      titleEn: title,
      summaryEn: 'A live session made by the browser test.',
      place: 'Hangzhou',
      online: true,
      startsAt: new Date(now + 2 * DAY).toISOString(),
      endsAt: new Date(now + 2 * DAY + 3_600_000).toISOString(),
      signupOpensAt: new Date(now - DAY).toISOString(),
      signupClosesAt: new Date(now + DAY).toISOString(),
      capacity: 20,
      onlineCapacity: 200,
      streamUrl: 'https://live.example.com/e2e/index.m3u8',
      agenda: [
        {
          startsAt: new Date(now + 2 * DAY).toISOString(),
          themeZh: '移植 Linux 到玄铁开发板',
          themeEn: 'Porting Linux to a XuanTie board',
          speaker: 'Wang Lei',
          enterprise: 'T-Head',
        },
      ],
    };
    // the console refuses a stream that is not http(s), naming the field
    const bad = await admin.call<{ fields: { field: string }[] }>('POST', '/api/admin/activity', {
      ...body,
      streamUrl: 'rtmp://live.example.com/x',
    });
    expect(bad.status).toBe(422);
    expect(bad.env.result.fields.map((f) => f.field)).toContain('streamUrl');
    const created = await admin.ok<{ id: number }>('POST', '/api/admin/activity', body);
    await admin.ok('POST', `/api/admin/activity/${created.id}/publish`, { confirm: true });

    const user = await register({ prefix: 'live' });
    const { context, page } = await signedInPage(browser, user.jar);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${base}/activity/${slug}`);
    await hydrated(page);
    // offline and online places are shown apart
    expect(await page.getByTestId('event-places-offline').textContent()).toContain('20 of 20 places left.');
    expect(await page.getByTestId('event-places-online').textContent()).toContain('200 of 200 places left.');
    const reserved = await clickForResponse(
      page,
      page.getByRole('button', { name: 'Remind me' }),
      (r) => r.url().endsWith(`/api/events/${slug}/live-reservation`) && r.request().method() === 'POST',
    );
    expect(reserved.status()).toBe(200);
    // the page's lasting state (the 3-second confirmation can pass unseen on a loaded machine)
    await page.getByTestId('live-reserved').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto(`${base}/people/my/activity`);
    await hydrated(page);
    await page.getByText('Your teams have not submitted any work yet').waitFor();
    const card = page.getByTestId('my-live').locator('.ev-card', { hasText: title });
    await card.getByRole('button', { name: 'Cancel reminder' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel the reminder?' });
    const cancelled = await clickForResponse(
      page,
      confirm.getByRole('button', { name: 'Cancel reminder' }),
      (r) => r.url().endsWith(`/api/events/${slug}/live-reservation`) && r.request().method() === 'DELETE',
    );
    expect(cancelled.status()).toBe(200);
    await page.getByText('Reminder cancelled').waitFor();
    await page.getByText('You have not asked to be reminded of any live session').waitFor();

    // the session starts (the organiser moves it to now): the page shows the player
    await admin.ok('PUT', `/api/admin/activity/${created.id}`, {
      ...body,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      signupOpensAt: new Date(Date.now() - 2 * DAY).toISOString(),
      signupClosesAt: new Date(Date.now() - DAY).toISOString(),
    });
    await admin.ok('POST', `/api/admin/activity/${created.id}/publish`, { confirm: true });
    await page.goto(`${base}/activity/${slug}`);
    await hydrated(page);
    await page.getByTestId('live-player').waitFor();
    expect(await page.getByRole('button', { name: 'Remind me' }).count()).toBe(0);
    // the agenda beside the stream: under it on the phone, to its right on a wide screen
    const stage = page.getByTestId('live-stage');
    const player = stage.getByTestId('live-player');
    const agenda = stage.getByRole('region', { name: 'Agenda' });
    await agenda.getByText('Porting Linux to a XuanTie board').waitFor();
    const below = [await player.boundingBox(), await agenda.boundingBox()];
    expect(below[1]!.y).toBeGreaterThanOrEqual(below[0]!.y + below[0]!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect
      .poll(async () => (await agenda.boundingBox())!.y)
      .toBeLessThan((await player.boundingBox())!.y + (await player.boundingBox())!.height);
    const beside = [await player.boundingBox(), await agenda.boundingBox()];
    expect(beside[1]!.x).toBeGreaterThanOrEqual(beside[0]!.x + beside[0]!.width);
    expect(await page.getByRole('region', { name: 'Agenda' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 150_000);
});
