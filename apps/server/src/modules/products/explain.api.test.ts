import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { productListQuery } from '@occ/shared';
import {
  labBoardModels,
  labCompanies,
  labCpuModels,
  labDevices,
  labSocModels,
  productI18n,
  products,
} from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { pageIdsQuery } from './service';

// The catalogue's list statements walk their indexes (issue 16): by kind, category and vendor
// (btree), an ISA token (GIN on spec_values), cores at least n (the expression index) and
// availability in the cloud lab (lab_board_models_product_idx). PostgreSQL only: PGlite's
// planner and EXPLAIN text are not what production runs (TEST_DATABASE_URL set, as in CI's
// PostgreSQL phase). Sequential scans are switched off so the plan shows the index a larger
// table would use.

const pgUrl = process.env.TEST_DATABASE_URL;
const N = 3000;

let ctx: TestContext;

describe.skipIf(!pgUrl)('catalogue list queries use their indexes (PostgreSQL)', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    const kinds = ['hardware', 'software', 'solution'] as const;
    const categories = { hardware: 'board', software: 'operating', solution: 'edge' } as const;
    const rows = Array.from({ length: N }, (_, i) => {
      const kind = kinds[i % 3]!;
      return {
        kind,
        category: categories[kind],
        code: `explain-${i}`,
        vendor: `Vendor ${i % 60}`,
        specValues: { cores: (i % 64) + 1, isa: [i % 97 === 0 ? 'RV64GCV' : 'RV32IMC'] },
        publishedAt: new Date(Date.now() - 3_600_000),
        sortOrder: i % 10,
      };
    });
    for (let i = 0; i < N; i += 500) {
      const ids = await db
        .insert(products)
        .values(rows.slice(i, i + 500))
        .returning({ id: products.id });
      await db
        .insert(productI18n)
        .values(
          ids.map((p) => ({ productId: p.id, locale: 'zh-CN', name: 'x', summary: '', description: '' })),
        );
    }
    const [company] = await db.insert(labCompanies).values({ name: 'EX', nameEn: 'EX' }).returning();
    const [cpu] = await db
      .insert(labCpuModels)
      .values({ companyId: company!.id, name: 'EX-CPU', isa: 'RV64GC' })
      .returning();
    const [soc] = await db
      .insert(labSocModels)
      .values({ companyId: company!.id, cpuModelId: cpu!.id, name: 'EX-SoC' })
      .returning();
    const linked = await db.select({ id: products.id }).from(products).limit(5);
    const boards = await db
      .insert(labBoardModels)
      .values(
        linked.map((p, i) => ({
          companyId: company!.id,
          socModelId: soc!.id,
          name: `EX-${i}`,
          productId: p.id,
        })),
      )
      .returning({ id: labBoardModels.id });
    await db.insert(labDevices).values(boards.map((b, i) => ({ boardModelId: b.id, name: `ex-${i}` })));
    await db.execute(sql`analyze products`);
    await db.execute(sql`analyze lab_board_models`);
  }, 120_000);
  afterAll(() => ctx?.close());

  /** The plan of a statement with sequential scans off (same connection: one transaction). */
  async function plan(query: SQLWrapper): Promise<string> {
    return ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return res.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }
  const listPlan = (params: Record<string, string>) =>
    plan(pageIdsQuery(ctx.database.db, productListQuery.parse(params)));
  const usesIndex = (text: string, index: string) =>
    expect(text, text).toMatch(
      new RegExp(`(Index Scan|Index Only Scan|Bitmap Index Scan)( Backward)? (using|on) ${index}\\b`),
    );
  const noSeqScanOfProducts = (text: string) => expect(text, text).not.toMatch(/Seq Scan on products/);

  it('by kind (products_kind_sort_idx) and by category (products_kind_category_idx)', async () => {
    const text = await listPlan({ kind: 'hardware', category: 'board' });
    usesIndex(text, 'products_kind_category_idx');
    noSeqScanOfProducts(text);
    const kindOnly = await listPlan({ kind: 'software' });
    usesIndex(kindOnly, 'products_kind_sort_idx');
    noSeqScanOfProducts(kindOnly);
  });

  it('by vendor: products_kind_vendor_idx', async () => {
    const text = await listPlan({ kind: 'hardware', vendor: 'Vendor 3' });
    usesIndex(text, 'products_kind_vendor_idx');
    noSeqScanOfProducts(text);
  });

  it('the hardware overview filters: ISA (GIN), cores (expression index), cloud lab', async () => {
    const isa = await listPlan({ kind: 'hardware', isa: 'RV64GCV' });
    usesIndex(isa, 'products_spec_values_idx');
    noSeqScanOfProducts(isa);
    // a selective bound walks the expression index; a broad one may walk the kind's ordered index
    // and stop after a page (both are index plans, never a scan of the table)
    const cores = await listPlan({ kind: 'hardware', coresMin: '64' });
    usesIndex(cores, '(products_cores_idx|products_kind_sort_idx)');
    noSeqScanOfProducts(cores);
    const lab = await listPlan({ kind: 'hardware', cloudLab: 'true' });
    usesIndex(lab, 'lab_board_models_product_idx');
    noSeqScanOfProducts(lab);
    expect(lab).not.toMatch(/Seq Scan on lab_board_models/);
  });
});
