import { describe, expect, it } from 'vitest';
import { pageAreaBody } from '../admin/areas/pages';
import { certifiedProductsQuery } from '../devices/certified-products';
import { blockTypeOf, pageBlock } from './blocks';

// The certifiedProducts block (issue 15) and the query of its list.

const seeded = {
  type: 'certifiedProducts',
  props: {
    title: 'Certified products',
    text: 'Chips, boards and devices that passed the compatibility certification; enter a certificate number to verify it.',
    pageSize: 10,
  },
};

describe('certifiedProducts block', () => {
  it('accepts the seeded block in both languages, the page size defaulting to 10', () => {
    const r = pageAreaBody.safeParse({
      slug: 'certification',
      titleZh: '兼容性认证',
      titleEn: 'Compatibility certification',
      blocksZh: [
        { type: 'certifiedProducts', props: { title: '已认证产品', text: '输入证书编号可核验证书。' } },
      ],
      blocksEn: [seeded],
    });
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
    expect(r.data!.blocksZh[0]!.props).toMatchObject({ pageSize: 10 });
  });

  it('refuses a broken block naming the field', () => {
    const r = pageAreaBody.safeParse({
      slug: 'certification',
      titleZh: '兼容性认证',
      blocksZh: [{ type: 'certifiedProducts', props: { title: ' ', text: 'x'.repeat(601), pageSize: 0 } }],
    });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'blocksZh.0.props.title',
        'blocksZh.0.props.text',
        'blocksZh.0.props.pageSize',
      ]),
    );
    expect(pageBlock.safeParse({ ...seeded, props: { ...seeded.props, pageSize: 'many' } }).success).toBe(
      false,
    );
  });

  it('declares the fields the console edits', () => {
    expect(blockTypeOf('certifiedProducts')!.fields.map((f) => [f.name, f.kind])).toEqual([
      ['title', 'text'],
      ['text', 'textarea'],
      ['pageSize', 'number'],
    ]);
  });
});

describe('certifiedProducts.list query', () => {
  it('turns control characters into spaces and refuses more than 100 characters naming q', () => {
    expect(certifiedProductsQuery.parse({ q: '\u0000JH\u00077110\n' }).q).toBe('JH 7110');
    const r = certifiedProductsQuery.safeParse({ q: 'x'.repeat(101) });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['q']);
    expect(certifiedProductsQuery.parse({})).toMatchObject({ page: 1, pageSize: 10 });
  });
});
