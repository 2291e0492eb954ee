// The hardware list case's data: BENCH_PRODUCTS published hardware products with varied typed
// specifications (cores, ISA tokens, cloud lab), inserted in batches like the bench news.
import { say } from './options';
import type { Sql } from './seeding';

const INSERT_BATCH = 5_000;
const CATEGORIES = ['cpu', 'soc', 'mcu', 'module', 'board'];
const VENDORS = ['Bench Silicon', 'Bench Boards', 'Bench Modules', 'Bench Labs'];

/** The three attribute filters the case queries (about one product in 60 matches all of them). */
export const PRODUCT_FILTERS = 'isa=RV64GCV&coresMin=8&cloudLab=true';

// one statement per batch: products from generate_series, then their zh-CN texts from RETURNING
const INSERT_SQL = `
with spec as (
  select g,
    (array[1, 2, 4, 8, 16, 32, 64])[1 + g % 7] as cores,
    (array['RV64GCV', 'RV64GC', 'RV32IMAC'])[1 + g % 3] as isa,
    g % 5 = 0 as lab
  from generate_series($1::int, $2::int) as g
), ins as (
  insert into products (kind, category, code, vendor, sort_order, specs, spec_values, published_at)
  select 'hardware', ($3::text[])[1 + g % 5], 'bench-hw-' || g, ($4::text[])[1 + g % 4], 10000 + g,
    jsonb_build_object('Cores', cores::text, 'ISA', isa, 'Cloud lab', case when lab then 'yes' else 'no' end),
    jsonb_build_object('cores', cores, 'isa', jsonb_build_array(isa), 'cloudLab', lab),
    now()
  from spec
  returning id, code
)
insert into product_i18n (product_id, locale, name, summary, description)
select id, 'zh-CN', '基准测试硬件 ' || code, '基准测试生成的硬件产品。', '' from ins`;

export async function bulkProducts(db: Sql, count: number): Promise<number> {
  const started = Date.now();
  for (let from = 1; from <= count; from += INSERT_BATCH) {
    const to = Math.min(count, from + INSERT_BATCH - 1);
    await db.query(INSERT_SQL, [from, to, CATEGORIES, VENDORS]);
  }
  await db.query('analyze products');
  await db.query('analyze product_i18n');
  const [row] = await db.query(`select count(*) as n from products where kind = 'hardware'`);
  say(`inserted ${count} hardware products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return Number(row?.n ?? 0);
}
