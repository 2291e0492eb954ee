import { sql, type SQL } from 'drizzle-orm';
import { NO_RELATED, type CompleteLocale, type ProductRelated } from '@occ/shared';
import type { Db } from '../../db/client';
import { documents, posts, products, questions, resources } from '../../db/schema';
import { documentSearch } from '../search/kinds/documents';
import { localisedColumn } from '../search/kinds/localised';
import { postSearch } from '../search/kinds/posts';
import { questionSearch } from '../search/kinds/questions';
import { resourceSearch } from '../search/kinds/resources';
import type { SearchKind } from '../search/registry';
import { isPublished } from './published';

// What a product page links to (issue 16): the document centre's documents and the download
// directory's resources of the product, community questions about it (its code or a name as the
// question's product, as components do) and posts tagged with its code, and compatibility links
// between products: the boards a software product names (its `boards` attribute), the software
// naming a hardware product, and products based on it (a board carrying this SoC). Which rows a
// visitor may see and their page addresses come from the search kinds. One statement.

export const RELATED_MAX = 5;

interface Subject {
  id: number;
  code: string;
  kind: string;
}

type Rel = 'document' | 'resource' | 'question' | 'post' | 'runsOn' | 'software' | 'derived';

/** The product's code and names in every language, lower-cased (a question's product matches one). */
const namesOf = (s: Subject) =>
  sql`(select lower(n.name) from product_i18n n where n.product_id = ${s.id} union select ${s.code.toLowerCase()})`;

/** The boards a software product names (its `boards` attribute), lower-cased. */
const boardsOf = (s: Subject) =>
  sql`(select lower(b) from products s, jsonb_array_elements_text(coalesce(s.spec_values->'boards', '[]'::jsonb)) b
    where s.id = ${s.id})`;

const productName = (locale: CompleteLocale) =>
  localisedColumn({ i18n: 'product_i18n', itemId: 'product_id', column: 'name', item: products.id, locale });

function part(rel: Rel, kind: SearchKind | null, select: SQL, from: SQL, order: SQL) {
  const visible = kind ? sql` and ${kind.visible}` : sql``;
  return sql`(select ${rel}::text as rel, ${select} ${from}${visible} order by ${order} limit ${RELATED_MAX})`;
}

/** The columns every part answers: id, title, and what a page address needs (kind, zone, category). */
const cols = (id: SQL, title: SQL, kind: SQL = sql`null`, extra: SQL = sql`null`) =>
  sql`${id}::text as id, ${title}::text as title, ${kind}::text as kind, ${extra}::text as extra`;

function productPart(rel: Rel, locale: CompleteLocale, where: SQL) {
  return part(
    rel,
    null,
    cols(sql`${products.code}`, productName(locale), sql`${products.kind}`, sql`${products.category}`),
    sql`from ${products} where ${isPublished()} and ${where}`,
    sql`${products.sortOrder}, ${products.id}`,
  );
}

function compatibility(s: Subject, locale: CompleteLocale): SQL[] {
  const parts = [productPart('derived', locale, sql`${products.basedOnId} = ${s.id}`)];
  if (s.kind === 'software') {
    parts.push(
      productPart(
        'runsOn',
        locale,
        sql`${products.kind} = 'hardware' and (lower(${products.code}) in ${boardsOf(s)}
          or exists (select 1 from product_i18n n where n.product_id = ${products.id}
            and lower(n.name) in ${boardsOf(s)}))`,
      ),
    );
  }
  if (s.kind === 'hardware') {
    // containment per name, so the GIN index on spec_values answers it
    const names = sql`(select n.name from product_i18n n where n.product_id = ${s.id} union select ${s.code})`;
    parts.push(
      productPart(
        'software',
        locale,
        sql`${products.kind} = 'software' and exists (select 1 from ${names} m(name)
          where ${products.specValues} @> jsonb_build_object('boards', jsonb_build_array(m.name)))`,
      ),
    );
  }
  return parts;
}

function content(s: Subject, locale: CompleteLocale): SQL[] {
  const docTitle = localisedColumn({
    i18n: 'document_i18n',
    itemId: 'document_id',
    column: 'title',
    item: documents.id,
    locale,
  });
  return [
    part(
      'document',
      documentSearch,
      cols(sql`${documents.id}`, docTitle),
      sql`from ${documents} where ${documents.productId} = ${s.id}`,
      sql`${documents.publishedAt} desc`,
    ),
    part(
      'resource',
      resourceSearch,
      cols(sql`${resources.id}`, sql`${resources.name}`),
      sql`from ${resources} where ${resources.productId} = ${s.id}`,
      sql`${resources.updatedAt} desc, ${resources.id} desc`,
    ),
    part(
      'question',
      questionSearch,
      cols(sql`${questions.id}`, sql`${questions.title}`, sql`${questions.kind}`, sql`${questions.zone}`),
      sql`from ${questions} where lower(${questions.productName}) in ${namesOf(s)}`,
      sql`${questions.createdAt} desc`,
    ),
    part(
      'post',
      postSearch,
      cols(sql`${posts.id}`, sql`${posts.title}`),
      sql`from ${posts} where exists (select 1 from post_tags pt join tags t on t.id = pt.tag_id
        where pt.post_id = ${posts.id} and t.name = ${s.code.toLowerCase()})`,
      sql`${posts.releasedAt} desc nulls last, ${posts.id} desc`,
    ),
  ];
}

interface Row {
  rel: Rel;
  id: string;
  title: string;
  kind: string | null;
  extra: string | null;
}

const KINDS = {
  document: documentSearch,
  resource: resourceSearch,
  question: questionSearch,
  post: postSearch,
};

/** The product's related content and compatible products, in one statement. */
export async function relatedOf(db: Db, locale: CompleteLocale, s: Subject): Promise<ProductRelated> {
  const parts = [...content(s, locale), ...compatibility(s, locale)];
  const { rows } = (await db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: Row[] };
  const related: ProductRelated = structuredClone(NO_RELATED);
  for (const r of rows) {
    if (r.rel === 'runsOn' || r.rel === 'software' || r.rel === 'derived') {
      related[r.rel].push({ code: r.id, name: r.title, kind: r.kind ?? '', category: r.extra ?? '' });
    } else {
      const url = KINDS[r.rel].url({ id: r.id, kind: r.kind, zone: r.extra });
      related[`${r.rel}s`].push({ title: r.title, url });
    }
  }
  return related;
}
