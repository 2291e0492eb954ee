import { eq, sql } from 'drizzle-orm';
import {
  auditArea,
  businessArea,
  carouselArea,
  clientsArea,
  dictsArea,
  faqsArea,
  type CarouselBody,
} from '@occ/shared/admin';
import type { Db } from '../../db/client';
import {
  apiClients,
  auditLog,
  businessEnquiries,
  carouselSlideI18n,
  carouselSlides,
  dicts,
  faqs,
} from '../../db/schema';
import { outer } from '../../db/sql';
import { plainWrites, readById, type AreaBinding } from '../../platform/admin-area/binding';
import { idNotExist } from '../../platform/errors';

export const dictsBinding: AreaBinding = {
  decl: dictsArea,
  table: dicts,
  id: dicts.id,
  columns: {
    type: dicts.type,
    value: dicts.value,
    labelZh: dicts.labelZh,
    labelEn: dicts.labelEn,
    sort: dicts.sort,
    enabled: dicts.enabled,
    updatedAt: dicts.updatedAt,
  },
  searchColumns: [dicts.value, dicts.labelZh, dicts.labelEn],
  read: readById(dicts, dicts.id, dictsArea),
  ...plainWrites(dicts, dicts.id),
};

export const faqsBinding: AreaBinding = {
  decl: faqsArea,
  table: faqs,
  id: faqs.id,
  columns: {
    questionZh: faqs.questionZh,
    category: faqs.category,
    sort: faqs.sort,
    publishedAt: faqs.publishedAt,
    updatedAt: faqs.updatedAt,
  },
  searchColumns: [faqs.questionZh, faqs.questionEn],
  read: readById(faqs, faqs.id, faqsArea),
  ...plainWrites(faqs, faqs.id),
  publishedAt: faqs.publishedAt,
};

export const businessBinding: AreaBinding = {
  decl: businessArea,
  table: businessEnquiries,
  id: businessEnquiries.id,
  columns: {
    createdAt: businessEnquiries.createdAt,
    email: businessEnquiries.email,
    name: businessEnquiries.name,
    company: businessEnquiries.company,
    demand: businessEnquiries.demand,
    status: businessEnquiries.status,
    note: businessEnquiries.note,
  },
  searchColumns: [businessEnquiries.email, businessEnquiries.company, businessEnquiries.name],
  read: readById(businessEnquiries, businessEnquiries.id, businessArea),
  ...plainWrites(businessEnquiries, businessEnquiries.id),
};

export const clientsBinding: AreaBinding = {
  decl: clientsArea,
  table: apiClients,
  id: apiClients.id,
  columns: {
    name: apiClients.name,
    clientId: apiClients.clientId,
    scopes: apiClients.scopes,
    tokenTtlDays: apiClients.tokenTtlDays,
    enabled: apiClients.enabled,
    updatedAt: apiClients.updatedAt,
  },
  searchColumns: [apiClients.name, apiClients.clientId],
  read: readById(apiClients, apiClients.id, clientsArea),
  // the client id names issued tokens: it is fixed once created
  ...plainWrites(apiClients, apiClients.id),
  async update(tx, id, body) {
    const { clientId: _fixed, ...rest } = body as Record<string, unknown>;
    const rows = await tx
      .update(apiClients)
      .set({ ...rest, updatedAt: new Date() })
      .where(eq(apiClients.id, Number(id)))
      .returning({ id: apiClients.id });
    if (!rows.length) throw idNotExist();
  },
};

/** Read-only: audit rows come from the writes themselves. */
export const auditBinding: AreaBinding = {
  decl: auditArea,
  table: auditLog,
  id: auditLog.id,
  columns: {
    createdAt: auditLog.createdAt,
    actorName: auditLog.actorName,
    resource: auditLog.resource,
    action: auditLog.action,
    recordId: auditLog.recordId,
    ip: auditLog.ip,
    changes: auditLog.changes,
  },
  searchColumns: [auditLog.actorName, auditLog.recordId],
  async read(tx, id) {
    const [row] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.id, Number(id)))
      .limit(1);
    return row ? {} : null;
  },
};

/** Slides keep their two languages in carousel_slide_i18n; the form edits them flat. */
async function writeSlideTexts(tx: Db, slideId: number, b: CarouselBody) {
  await tx.delete(carouselSlideI18n).where(eq(carouselSlideI18n.slideId, slideId));
  const rows = [{ slideId, locale: 'zh-CN', title: b.titleZh, subtitle: b.subtitleZh }];
  if (b.titleEn) rows.push({ slideId, locale: 'en-US', title: b.titleEn, subtitle: b.subtitleEn });
  await tx.insert(carouselSlideI18n).values(rows);
}

const slideColumns = (b: CarouselBody) => ({
  imageUrl: b.imageUrl,
  linkUrl: b.linkUrl,
  sortOrder: b.sort,
  active: b.active,
  startsAt: b.startsAt ? new Date(b.startsAt) : null,
  endsAt: b.endsAt ? new Date(b.endsAt) : null,
});

const slideTitleZh = sql<string>`(select ${carouselSlideI18n.title} from ${carouselSlideI18n} where ${carouselSlideI18n.slideId} = ${outer(carouselSlides.id)} and ${carouselSlideI18n.locale} = 'zh-CN')`;

export const carouselBinding: AreaBinding = {
  decl: carouselArea as unknown as AreaBinding['decl'],
  table: carouselSlides,
  id: carouselSlides.id,
  columns: {
    titleZh: slideTitleZh,
    linkUrl: carouselSlides.linkUrl,
    sort: carouselSlides.sortOrder,
    active: carouselSlides.active,
    publishedAt: carouselSlides.publishedAt,
    updatedAt: carouselSlides.updatedAt,
  },
  searchColumns: [slideTitleZh, carouselSlides.linkUrl],
  async read(tx, id) {
    const [slide] = await tx
      .select()
      .from(carouselSlides)
      .where(eq(carouselSlides.id, Number(id)))
      .limit(1);
    if (!slide) return null;
    const texts = await tx.select().from(carouselSlideI18n).where(eq(carouselSlideI18n.slideId, slide.id));
    const zh = texts.find((t) => t.locale === 'zh-CN');
    const en = texts.find((t) => t.locale === 'en-US');
    return {
      titleZh: zh?.title ?? '',
      subtitleZh: zh?.subtitle ?? '',
      titleEn: en?.title ?? '',
      subtitleEn: en?.subtitle ?? '',
      imageUrl: slide.imageUrl,
      linkUrl: slide.linkUrl,
      sort: slide.sortOrder,
      active: slide.active,
      startsAt: slide.startsAt?.toISOString() ?? null,
      endsAt: slide.endsAt?.toISOString() ?? null,
    };
  },
  async create(tx, body) {
    const b = body as CarouselBody;
    const [row] = await tx
      .insert(carouselSlides)
      .values(slideColumns(b))
      .returning({ id: carouselSlides.id });
    await writeSlideTexts(tx, row!.id, b);
    return row!.id;
  },
  async update(tx, id, body) {
    const b = body as CarouselBody;
    const rows = await tx
      .update(carouselSlides)
      .set({ ...slideColumns(b), updatedAt: new Date() })
      .where(eq(carouselSlides.id, Number(id)))
      .returning({ id: carouselSlides.id });
    if (!rows.length) throw idNotExist();
    await writeSlideTexts(tx, Number(id), b);
  },
  async remove(tx, id) {
    const rows = await tx
      .delete(carouselSlides)
      .where(eq(carouselSlides.id, Number(id)))
      .returning({ id: carouselSlides.id });
    if (!rows.length) throw idNotExist();
  },
  publishedAt: carouselSlides.publishedAt,
};
