import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin } from './api';
import { hydrated, launchBrowser, seriousViolations } from './browser';

// An event's agenda (spec §3 agenda row: time, theme, guest speaker, enterprise, video) as a table
// on its page that fits a 360 px phone, and the activity list filtered by city and mode, the
// filters kept in the address.

const base = inject('baseUrl');
const DAY = 86_400_000;
const HOUR = 3_600_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('events: agenda and list filters', () => {
  it('shows the agenda table on a phone and filters the list by city and mode', async () => {
    const admin = await loginAdmin();
    const slug = `e2e-agenda-${hex(4)}`;
    const city = `E2E城${hex(2)}`;
    const title = `E2E summit ${slug}`;
    const start = Date.now() + 4 * DAY;
    const at = (h: number) => new Date(start + h * HOUR).toISOString();
    const body = {
      slug,
      kind: 'salon',
      titleZh: title,
      titleEn: title,
      place: 'Hangzhou International Expo Center, Hall B',
      city,
      startsAt: at(0),
      endsAt: at(8),
      signupOpensAt: new Date(Date.now() - DAY).toISOString(),
      signupClosesAt: new Date(Date.now() + 3 * DAY).toISOString(),
      capacity: 30,
      agenda: [
        {
          startsAt: at(1),
          endsAt: at(2),
          themeZh: '开幕主题演讲：开源芯片生态的下一个十年与软硬件协同设计实践',
          themeEn: 'Opening keynote: the next decade of open-source chips and hardware-software co-design',
          speaker: 'Dr. Chen Jianguo-Alexander',
          enterprise: 'T-Head Semiconductor Co., Ltd.',
        },
        {
          startsAt: at(3),
          track: 'Toolchain forum',
          themeZh: '工具链',
          themeEn: 'Toolchains',
          speaker: 'Li',
        },
      ],
    };
    // a video that is not one of the videos module is refused, naming the row's cell
    const bad = await admin.call<{ fields: { field: string }[] }>('POST', '/api/admin/activity', {
      ...body,
      agenda: [{ ...body.agenda[0], videoId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(bad.status).toBe(422);
    expect(bad.env.result.fields.map((f) => f.field)).toEqual(['agenda.0.videoId']);
    const created = await admin.ok<{ id: number }>('POST', '/api/admin/activity', body);
    await admin.ok('POST', `/api/admin/activity/${created.id}/publish`, { confirm: true });

    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    try {
      await page.goto(`${base}/activity/${slug}`);
      await hydrated(page);
      const agenda = page.getByRole('region', { name: 'Agenda' });
      await agenda.getByText(/Opening keynote/).waitFor();
      await agenda.getByRole('cell', { name: 'T-Head Semiconductor Co., Ltd.' }).first().waitFor();
      // the second row is on its own track, named above its table
      await agenda.getByText('Toolchain forum').waitFor();
      const wide = await page.evaluate(() =>
        document.documentElement.scrollWidth > window.innerWidth
          ? `${document.documentElement.scrollWidth} > ${window.innerWidth}`
          : null,
      );
      expect(wide).toBeNull();
      expect(await seriousViolations(page)).toEqual([]);

      // the list: the city filter finds it, the online filter does not; both in the address
      await page.goto(`${base}/activity`);
      await hydrated(page);
      // the filters are the browser's own selects (issue 14: no antd Select on the list's first load)
      await page.getByRole('combobox', { name: 'City' }).selectOption(city);
      await page.waitForURL((u) => u.searchParams.get('city') === city);
      await page.getByRole('link', { name: title }).first().waitFor();
      await page.getByRole('combobox', { name: 'Online or offline' }).selectOption({ label: 'Online' });
      await page.waitForURL(
        (u) => u.searchParams.get('mode') === 'online' && u.searchParams.get('city') === city,
      );
      await page.getByText('No upcoming activities', { exact: false }).first().waitFor();
      await page.goto(`${base}/activity?city=${encodeURIComponent(city)}&mode=offline`);
      await page.getByRole('link', { name: title }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
