import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { register, signedInPage } from './api';
import { hydrated, launchBrowser, seriousViolations } from './browser';

// /people/my/collection (collections.list, collections.toggle) and the author profile card
// (users.card) in a real browser against the real portal.

const base = inject('baseUrl');

interface QuestionRow {
  id: string;
  title: string;
  author: { id: string; nickname: string };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('my collection and the profile card', () => {
  it('lists a collected question, removes it after confirmation and shows the empty state', async () => {
    const user = await register({ prefix: 'c' });
    const list = await user.jar.ok<{ items: QuestionRow[] }>('GET', '/api/community/questions');
    const question = list.items[0]!;
    expect(question).toBeTruthy();
    const toggled = await user.jar.ok<{ collected: boolean }>('POST', '/api/community/collections/toggle', {
      targetType: 'question',
      targetId: question.id,
    });
    expect(toggled.collected).toBe(true);

    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await page.goto(`${base}/people/my/collection`);
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1, name: 'My collection' }).isVisible()).toBe(true);
      expect(await page.getByRole('tab', { name: 'All' }).isVisible()).toBe(true);
      expect(await page.getByRole('tab', { name: 'Q&A' }).isVisible()).toBe(true);
      expect(await page.getByRole('tab', { name: 'Topics' }).isVisible()).toBe(true);
      const row = page.getByTestId('collection-row');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      const link = row.getByRole('link', { name: question.title });
      expect(await link.getAttribute('href')).toContain(question.id);
      expect(await seriousViolations(page)).toEqual([]);

      // the Topics tab filters it out, Q&A keeps it
      await page.getByRole('tab', { name: 'Topics' }).click();
      await page.getByText('No data available').waitFor();
      await page.getByRole('tab', { name: 'Q&A' }).click();
      await page.getByTestId('collection-row').first().waitFor();

      await page.getByTestId('collection-remove').click();
      await page.getByText('Remove it from your collection?').waitFor();
      await page.getByRole('button', { name: 'Remove', exact: true }).last().click();
      await page.getByText('No data available').waitFor();
      expect(await page.getByTestId('collection-row').count()).toBe(0);

      // the server agrees
      const after = await user.jar.ok<{ total: number }>('GET', '/api/community/collections');
      expect(after.total).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows the author card with counts when the author name gets keyboard focus', async () => {
    const user = await register({ prefix: 'c' });
    const list = await user.jar.ok<{ items: QuestionRow[] }>('GET', '/api/community/questions');
    const question = list.items[0]!;
    const card = await user.jar.ok<{ counts: { qa: number; fans: number } }>(
      'GET',
      `/api/users/${question.author.id}/profile-card`,
    );

    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await page.goto(`${base}/community/qa/detail?id=${question.id}`);
      await hydrated(page);
      const name = page.getByTestId('question-author');
      expect(await name.getAttribute('aria-haspopup')).toBe('dialog');
      await name.focus();
      const popup = page.getByTestId('profile-card');
      await popup.waitFor();
      await popup.getByTestId('profile-card-qa').getByText(String(card.counts.qa)).waitFor();
      expect(await popup.getByTestId('profile-card-fans').textContent()).toContain(String(card.counts.fans));
      for (const label of ['Fans', 'Follows', 'Blog posts', 'Videos', 'Q&A'])
        expect(await popup.getByText(label, { exact: true }).isVisible()).toBe(true);
      expect(await name.getAttribute('aria-expanded')).toBe('true');
      // someone else's card offers the follow button
      expect(await popup.getByTestId('follow').isVisible()).toBe(true);

      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });
      expect(await name.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });
});
