import { describe, expect, it } from 'vitest';
import { pageAreaBody } from '../admin/areas/pages';
import { PAGE_TEMPLATE_KEYS, PAGE_TEMPLATES, pageTemplate } from './templates';

describe('page templates', () => {
  it('declares every template key once, in both languages', () => {
    expect(PAGE_TEMPLATES.map((t) => t.key)).toEqual([...PAGE_TEMPLATE_KEYS]);
    for (const t of PAGE_TEMPLATES) expect(t.blocksEn.length, t.key).toBe(t.blocksZh.length);
  });

  it('every template is a page body the console accepts', () => {
    for (const t of PAGE_TEMPLATES) {
      expect(pageTemplate.safeParse(t).success, t.key).toBe(true);
      const body = { slug: 'from-template', titleZh: '模板', ...t };
      const r = pageAreaBody.safeParse(body);
      expect(r.success, `${t.key}: ${JSON.stringify(r.error?.issues[0])}`).toBe(true);
    }
  });
});
