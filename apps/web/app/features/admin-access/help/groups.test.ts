import { describe, expect, it } from 'vitest';
import { groupFaqs } from './FaqGroups';

const faq = (id: number, category: string) => ({
  id,
  category,
  categoryLabel: category.toUpperCase(),
  question: `q${id}`,
  html: '',
});

describe('help page groups', () => {
  it('keeps the server order inside and across categories', () => {
    const groups = groupFaqs([faq(1, 'lab'), faq(2, 'account'), faq(3, 'lab')]);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['LAB', [1, 3]],
      ['ACCOUNT', [2]],
    ]);
  });
});
