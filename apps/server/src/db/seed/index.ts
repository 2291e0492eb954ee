import { count, eq } from 'drizzle-orm';
import { specValuesOf } from '@occ/shared';
import type { Db } from '../client';
import {
  carouselSlideI18n,
  carouselSlides,
  faqs,
  labBoardModels,
  labCompanies,
  labCpuModels,
  labDevices,
  labSocModels,
  news,
  newsI18n,
  productI18n,
  products,
} from '../schema';
import { seedCommunity } from '../../modules/questions/seed';
import { seedCollege } from '../../modules/college/seed';
import { seedMoreCourses } from '../../modules/college/seed-more';
import { seedCourseDetails } from '../../modules/college/seed-extras';
import { seedWorkgroupsDemo } from '../../modules/workgroups/seed';
import * as lab from './data/lab';
import { news as seedNews } from './data/news';
import { products as coreProducts } from './data/products';
import { softwareProducts } from './data/catalogue-software';
import { hardwareProducts } from './data/catalogue-hardware';
import { solutionProducts } from './data/catalogue-solutions';
import { moreProducts } from './data/catalogue-more';
import { faqs as seedFaqs } from './data/faqs';
import { slides as seedSlides } from './data/slides';
import { seedEvents } from './data/events';
import { seedDocuments } from './documents';
import { seedComponents } from '../../modules/components/seed';
import { seedVendors } from '../../modules/vendors/seed';
import { seedCertifiedProducts } from '../../modules/certified-products/seed';

const seedProducts = [
  ...coreProducts,
  ...softwareProducts,
  ...hardwareProducts,
  ...moreProducts,
  ...solutionProducts,
];

/** True when the content tables hold nothing: the only time demo data is loaded. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [[p], [n]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(news),
  ]);
  return (p?.n ?? 0) === 0 && (n?.n ?? 0) === 0;
}

/** Loads the demo ecosystem in one transaction. */
export async function seedDemo(db: Db): Promise<{
  products: number;
  news: number;
  slides: number;
  labBoards: number;
  labDevices: number;
  questions: number;
  answers: number;
}> {
  let labCounts = { labBoards: 0, labDevices: 0 };
  let community = { questions: 0, answers: 0 };
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const p of seedProducts) {
      const [row] = await tx
        .insert(products)
        .values({
          kind: p.kind,
          category: p.category,
          code: p.code,
          vendor: p.vendor,
          imageUrl: p.imageUrl,
          website: p.website,
          featured: p.featured,
          sortOrder: p.sortOrder,
          specs: p.specs,
          specValues: specValuesOf(
            p.category,
            Object.entries(p.specs).map(([name, value]) => ({ name, value })),
          ),
          links: p.links ?? [],
          publishedAt: new Date(),
        })
        .returning({ id: products.id });
      ids.set(p.code, row!.id);
      await tx
        .insert(productI18n)
        .values(Object.entries(p.i18n).map(([locale, t]) => ({ productId: row!.id, locale, ...t })));
    }
    for (const p of seedProducts) {
      if (p.basedOn && ids.has(p.basedOn))
        await tx
          .update(products)
          .set({ basedOnId: ids.get(p.basedOn)! })
          .where(eq(products.code, p.code));
    }
    for (const n of seedNews) {
      const [row] = await tx
        .insert(news)
        .values({ source: n.source, coverUrl: n.coverUrl, publishedAt: new Date(n.publishedAt) })
        .returning({ id: news.id });
      await tx
        .insert(newsI18n)
        .values(
          Object.entries(n.i18n).flatMap(([locale, t]) => (t ? [{ newsId: row!.id, locale, ...t }] : [])),
        );
    }
    for (const s of seedSlides) {
      const [row] = await tx
        .insert(carouselSlides)
        .values({ imageUrl: s.imageUrl, linkUrl: s.linkUrl, sortOrder: s.sortOrder, publishedAt: new Date() })
        .returning({ id: carouselSlides.id });
      await tx
        .insert(carouselSlideI18n)
        .values(Object.entries(s.i18n).map(([locale, t]) => ({ slideId: row!.id, locale, ...t })));
    }
    await tx.insert(faqs).values(seedFaqs.map((f) => ({ ...f, publishedAt: new Date() })));
    labCounts = await seedLab(tx as unknown as Db);
    community = await seedCommunity(tx as unknown as Db);
    // the courses' document lessons point at the document centre seeded just before
    await seedDocuments(tx as unknown as Db);
    await seedCollege(tx as unknown as Db);
    await seedEvents(tx as unknown as Db);
    await seedMoreCourses(tx as unknown as Db);
    await seedCourseDetails(tx as unknown as Db);
    await seedComponents(tx as unknown as Db);
    await seedWorkgroupsDemo(tx as unknown as Db);
    await seedVendors(tx as unknown as Db);
    // after the vendors: the certified products' companies are seeded vendors
    await seedCertifiedProducts(tx as unknown as Db);
  });
  return {
    products: seedProducts.length,
    news: seedNews.length,
    slides: seedSlides.length,
    ...labCounts,
    ...community,
  };
}

/** The cloud lab inventory: one multi-row insert per level, ids resolved by name. */
async function seedLab(tx: Db): Promise<{ labBoards: number; labDevices: number }> {
  const idOf = (map: Map<string, number>, name: string) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`lab seed: unknown reference ${name}`);
    return id;
  };
  const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));

  const companies = byName(
    await tx
      .insert(labCompanies)
      .values(lab.labCompanies)
      .returning({ id: labCompanies.id, name: labCompanies.name }),
  );
  const cpus = byName(
    await tx
      .insert(labCpuModels)
      .values(lab.labCpus.map(({ company, ...c }) => ({ ...c, companyId: idOf(companies, company) })))
      .returning({ id: labCpuModels.id, name: labCpuModels.name }),
  );
  const socs = byName(
    await tx
      .insert(labSocModels)
      .values(
        lab.labSocs.map(({ company, cpu, ...s }) => ({
          ...s,
          companyId: idOf(companies, company),
          cpuModelId: idOf(cpus, cpu),
        })),
      )
      .returning({ id: labSocModels.id, name: labSocModels.name }),
  );
  const day = 24 * 3600 * 1000;
  const productIds = new Map(
    (await tx.select({ id: products.id, code: products.code }).from(products)).map((p) => [p.code, p.id]),
  );
  const boards = byName(
    await tx
      .insert(labBoardModels)
      .values(
        lab.labBoards.map((b) => ({
          companyId: idOf(companies, b.company),
          socModelId: idOf(socs, b.soc),
          name: b.name,
          description: b.description,
          imageUrl: b.imageUrl ?? null,
          osTypes: b.osTypes,
          industries: b.industries,
          fields: b.fields,
          microservices: b.microservices,
          availableUntil: b.availableForDays ? new Date(Date.now() + b.availableForDays * day) : null,
          productId: b.product ? (productIds.get(b.product) ?? null) : null,
        })),
      )
      .returning({ id: labBoardModels.id, name: labBoardModels.name }),
  );
  const devices = lab.labBoards.flatMap((b) =>
    b.devices.map((state, i) => ({
      boardModelId: idOf(boards, b.name),
      name: `${b.devicePrefix}-${String(i + 1).padStart(2, '0')}`,
      state,
      driver: b.driver,
    })),
  );
  await tx.insert(labDevices).values(devices);
  return { labBoards: boards.size, labDevices: devices.length };
}
