import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { register, signedInPage, type Jar } from './api';
import { englishVisitor, launchBrowser } from './browser';

// Every page of the college answers 200 in both languages (server-rendered in the reader's
// language), the teachers of the demo courses show on the college home and a course's page, and
// an unknown course or certificate is the 404 page.

const base = inject('baseUrl');

let browser: Browser;
let learner: Jar;
beforeAll(async () => {
  [browser, { jar: learner }] = await Promise.all([launchBrowser(), register({ prefix: 'cp' })]);
});
afterAll(() => browser?.close());

interface Course {
  lessons: { id: number; examId: number | null }[];
}

const TEACHER = { 'zh-CN': '李晓岚', 'en-US': 'Li Xiaolan' };

describe('college paths', () => {
  it('answers 200 on every /college/* page in both languages, with the teachers shown', async () => {
    const course = await learner.ok<Course>('GET', '/api/college/courses/riscv-privileged-basics');
    const examId = course.lessons.find((l) => l.examId !== null)!.examId!;
    const paths = [
      '/college/index',
      '/college/technical',
      '/college/technical?category=linux&level=advanced',
      '/college/risc_v',
      '/college/course_details?id=riscv-isa-basics',
      '/college/study_route',
      '/college/study_route?id=riscv-embedded-developer',
      '/college/study_onlineDocument',
      `/college/exam?id=${examId}`,
      '/college/talent',
      '/college/training',
      '/college/campus',
      `/community/course/detail?id=${course.lessons[0]!.id}`,
      '/people/my/course',
      '/people/my/course?state=certificates',
    ];
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const { context, page } = await signedInPage(browser, learner, { locale });
      try {
        for (const path of paths) {
          const res = await page.goto(base + path, { waitUntil: 'domcontentloaded' });
          expect(res?.status(), `${locale} ${path}`).toBe(200);
          expect(await page.locator('html').getAttribute('lang'), path).toBe(locale);
          expect((await page.locator('h1').first().textContent())?.trim(), `${locale} ${path}`).toBeTruthy();
          // a page sent to login would answer 200 too: each stays where it was asked
          expect(new URL(page.url()).pathname, path).toBe(path.split('?')[0]);
        }
        await page.goto(`${base}/college/index`, { waitUntil: 'domcontentloaded' });
        await page.getByTestId('college-teachers').getByText(TEACHER[locale]).waitFor();
        await page.goto(`${base}/college/course_details?id=riscv-isa-basics`);
        await page.getByTestId('course-teachers').getByText(TEACHER[locale]).waitFor();
      } finally {
        await context.close();
      }
    }
    // 30 server-rendered pages: on a loaded machine about three minutes
  }, 300_000);

  it('shows the 404 page for an unknown course or certificate', async () => {
    const { context, page } = await englishVisitor(browser, base);
    try {
      for (const path of [
        '/college/course_details?id=no-such-course',
        '/college/course_details?id=Bad%20Id',
        `/certificate/${'B'.repeat(22)}`,
      ]) {
        const res = await page.goto(base + path, { waitUntil: 'domcontentloaded' });
        expect(res?.status(), path).toBe(404);
      }
    } finally {
      await context.close();
    }
  });
});
