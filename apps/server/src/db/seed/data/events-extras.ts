import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { eventAgenda, eventProducts, events, products } from '../../schema';

// Demo data of issue 19's finishing touches: speaker cards for the agenda rows, richer tags,
// related products, and one event whose sign-ups need the organiser's approval.

const SPEAKERS: Record<string, { title: string; bioZh: string; bioEn: string }> = {
  陈博士: {
    title: '首席架构师',
    bioZh: '从事处理器微架构研究十五年，主导玄铁 C9 系列高性能核的设计，RISC-V 国际基金会技术委员会成员。',
    bioEn:
      'Fifteen years in processor micro-architecture; led the design of the XuanTie C9 high-performance cores and sits on a RISC-V International technical committee.',
  },
  王工: {
    title: '产品总监',
    bioZh: '负责玄铁处理器产品规划与生态合作，曾参与多款量产 SoC 的定义。',
    bioEn:
      'Plans the XuanTie processor line and its ecosystem partnerships; helped define several SoCs now in production.',
  },
  李工: {
    title: '内核维护者',
    bioZh: 'openEuler RISC-V SIG 核心成员，长期维护内核与引导程序在 RISC-V 平台上的适配。',
    bioEn:
      'Core member of the openEuler RISC-V SIG who maintains kernel and boot-loader support on RISC-V boards.',
  },
  赵工: {
    title: '编译器工程师',
    bioZh: 'GCC 与 LLVM 的 RISC-V 后端贡献者，专注向量扩展的自动向量化。',
    bioEn:
      'Contributes to the RISC-V back ends of GCC and LLVM, focusing on auto-vectorisation for the vector extension.',
  },
};

/** Extra tags by event (the list's tag filter), and the products each event is about. */
const EXTRAS: Record<string, { tags: string[]; products: string[]; approval?: boolean }> = {
  'riscv-salon-hangzhou': { tags: ['玄铁', 'RVV'], products: ['xuantie-c920', 'lichee-pi-4a'] },
  'developer-day-2026': { tags: ['生态', '操作系统'], products: ['milkv-pioneer', 'xuantie-c910'] },
  'training-camp-summer': {
    tags: ['教学', '开发板'],
    products: ['milkv-duo-256m', 'visionfive-2'],
    approval: true,
  },
  'xuantie-live-weekly': { tags: ['RVV', '玄铁'], products: ['xuantie-c908'] },
  'compiler-salon-beijing': { tags: ['编译器', 'RVV'], products: ['xuantie-c906'] },
  'live-linux-porting': { tags: ['操作系统', 'Linux'], products: ['bananapi-bpi-f3'] },
};

export async function seedEventExtras(tx: Db) {
  for (const [name, s] of Object.entries(SPEAKERS)) {
    await tx
      .update(eventAgenda)
      .set({ speakerTitle: s.title, speakerBioZh: s.bioZh, speakerBioEn: s.bioEn })
      .where(eq(eventAgenda.speaker, name));
  }
  for (const [slug, x] of Object.entries(EXTRAS)) {
    const [ev] = await tx
      .select({ id: events.id, tags: events.tags })
      .from(events)
      .where(eq(events.slug, slug));
    if (!ev) continue;
    await tx
      .update(events)
      .set({ tags: [...new Set([...ev.tags, ...x.tags])], requiresApproval: x.approval ?? false })
      .where(eq(events.id, ev.id));
    const found = await tx
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(inArray(products.code, x.products));
    const ids = x.products.flatMap((c) => found.filter((p) => p.code === c).map((p) => p.id));
    if (!ids.length) continue;
    await tx
      .insert(eventProducts)
      .values(ids.map((productId, i) => ({ eventId: ev.id, productId, position: i + 1 })))
      .onConflictDoNothing();
  }
}
