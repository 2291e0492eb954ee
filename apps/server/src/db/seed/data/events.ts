import { eq } from 'drizzle-orm';
import type { EventKind } from '@occ/shared';
import { eventAgenda, events, videos } from '../../schema';
import type { Db } from '../../client';
import { seedCompetitionDemo } from './competition-demo';
import { seedEventExtras } from './events-extras';
import { moreDemoEvents } from './events-more';

const DAY = 86_400_000;

/**
 * Demo events around today: eleven of six kinds in every phase (past ones with playback), offline and
 * online places; the app2025 competition (the seventh kind) comes with migration 0020, its teams,
 * works and winners from competition-demo.ts.
 */
export async function seedEvents(tx: Db): Promise<number> {
  const now = Date.now();
  const at = (days: number, hour = 6) =>
    new Date(Math.floor((now + days * DAY) / DAY) * DAY + hour * 3_600_000);
  const rows = [
    {
      slug: 'riscv-salon-hangzhou',
      kind: 'salon' as EventKind,
      titleZh: 'RISC-V 技术沙龙 · 杭州站',
      titleEn: 'RISC-V Tech Salon · Hangzhou',
      summaryZh: '玄铁工程师现场分享 C9 系列处理器的性能调优经验，并带来开发板动手实验。',
      summaryEn: 'XuanTie engineers share how they tune C9-series processors, with a hands-on board lab.',
      bodyZh:
        '## 议程\n\n| 时间 | 主题 | 嘉宾 |\n|---|---|---|\n| 14:00 | 玄铁 C920 微架构解析 | 王工 |\n| 15:00 | RVV 向量化实战 | 李工 |\n| 16:00 | 开发板动手实验 | 社区志愿者 |\n\n请携带笔记本电脑。',
      bodyEn:
        '## Agenda\n\n| Time | Topic | Speaker |\n|---|---|---|\n| 14:00 | Inside the XuanTie C920 | Wang |\n| 15:00 | Vectorising with RVV | Li |\n| 16:00 | Hands-on board lab | Volunteers |\n\nPlease bring a laptop.',
      place: '杭州市余杭区文一西路 969 号',
      city: '杭州',
      mapUrl:
        'https://map.example.com/?q=%E6%9D%AD%E5%B7%9E%E5%B8%82%E4%BD%99%E6%9D%AD%E5%8C%BA%E6%96%87%E4%B8%80%E8%A5%BF%E8%B7%AF969%E5%8F%B7',
      online: false,
      startsAt: at(12),
      endsAt: at(12, 10),
      signupOpensAt: at(-5),
      signupClosesAt: at(11),
      capacity: 80,
    },
    {
      slug: 'developer-day-2026',
      kind: 'developerDay' as EventKind,
      titleZh: 'OCC 开发者日 2026',
      titleEn: 'OCC Developer Day 2026',
      summaryZh: '一整天的主题演讲、开源项目展示与生态伙伴交流，线上线下同步进行。',
      summaryEn: 'A full day of keynotes, open-source showcases and partner meetings, on site and online.',
      bodyZh: '## 亮点\n\n- 主题演讲：RISC-V 生态的下一个十年\n- 开源项目展台\n- 生态伙伴一对一交流',
      bodyEn:
        '## Highlights\n\n- Keynote: the next decade of the RISC-V ecosystem\n- Open-source booths\n- One-to-one partner meetings',
      place: '上海国际会议中心',
      city: '上海',
      online: true,
      startsAt: at(30, 1),
      endsAt: at(30, 10),
      signupOpensAt: at(-10),
      signupClosesAt: at(29),
      // on site and online: each has its own places and waiting list
      capacity: 300,
      onlineCapacity: 2000,
      streamUrl: 'https://live.occ.example.com/devday-2026/index.m3u8',
    },
    {
      slug: 'training-camp-summer',
      kind: 'trainingCamp' as EventKind,
      titleZh: 'RISC-V 夏季训练营',
      titleEn: 'RISC-V Summer Training Camp',
      summaryZh: '为期两周的线上训练营，从指令集到 Linux 移植。',
      summaryEn: 'A two-week online camp, from the instruction set to porting Linux.',
      bodyZh: '训练营已圆满结束，感谢 260 位学员的参与。',
      bodyEn: 'The camp has ended; thanks to all 260 participants.',
      place: '',
      online: true,
      startsAt: at(-120),
      endsAt: at(-106),
      signupOpensAt: at(-150),
      signupClosesAt: at(-121),
      capacity: 0,
      onlineCapacity: 300,
      playbackUrl: '/community/video',
    },
    {
      slug: 'xuantie-live-weekly',
      kind: 'liveSession' as EventKind,
      titleZh: '玄铁直播间 · RVV 1.0 编程入门',
      titleEn: 'XuanTie Live · Getting started with RVV 1.0',
      summaryZh: '一小时线上直播：用向量扩展改写常见循环，附答疑。可预约开播提醒。',
      summaryEn:
        'A one-hour live session: rewriting common loops with the vector extension, with Q&A. Ask to be reminded.',
      bodyZh: '## 内容\n\n- RVV 1.0 寄存器与 vsetvli\n- 向量化 memcpy 与点积\n- 现场答疑',
      bodyEn:
        '## Contents\n\n- RVV 1.0 registers and vsetvli\n- Vectorising memcpy and dot products\n- Live Q&A',
      place: '',
      online: true,
      startsAt: at(3, 12),
      endsAt: at(3, 13),
      signupOpensAt: at(-3),
      signupClosesAt: at(3, 11),
      capacity: 0,
      onlineCapacity: 500,
      streamUrl: 'https://live.occ.example.com/xuantie-weekly/index.m3u8',
      playbackUrl: '/community/video',
    },
    {
      slug: 'ai-edge-salon-shenzhen',
      kind: 'salon' as EventKind,
      titleZh: '边缘 AI 沙龙 · 深圳站',
      titleEn: 'Edge AI Salon · Shenzhen',
      summaryZh: '在 RISC-V 开发板上部署轻量级模型的实践分享。',
      summaryEn: 'Deploying small models on RISC-V boards, from people who did it.',
      bodyZh: '本次沙龙已结束，演讲资料可在资源下载中获取。',
      bodyEn: 'This salon has ended; the slides are in the downloads.',
      place: '深圳市南山区科技园',
      city: '深圳',
      online: false,
      startsAt: at(-20),
      endsAt: at(-20, 10),
      signupOpensAt: at(-40),
      signupClosesAt: at(-21),
      capacity: 60,
    },
  ];
  const inserted = await tx
    .insert(events)
    .values(
      [...rows, ...moreDemoEvents(at)].map((r) => ({
        ...r,
        organiser: r.kind === 'salon' || r.kind === 'liveSession' ? '平头哥半导体' : 'OCC 开源社区',
        tags: ['RISC-V', ...(r.onlineCapacity ? ['线上'] : [])],
        state: 'published',
        publishedAt: at(-60),
      })),
    )
    .onConflictDoNothing({ target: events.slug })
    .returning({ id: events.id, slug: events.slug });
  const devDay = inserted.find((e) => e.slug === 'developer-day-2026');
  if (devDay) {
    const day = at(30, 0).getTime();
    const h = (hours: number) => new Date(day + hours * 3_600_000);
    await tx.insert(eventAgenda).values(
      [
        ['RISC-V 生态的下一个十年', 'The next decade of the RISC-V ecosystem', '陈博士', '平头哥半导体', ''],
        ['玄铁处理器路线图', 'The XuanTie processor roadmap', '王工', '平头哥半导体', ''],
        [
          '开源操作系统适配实践',
          'Porting open-source operating systems',
          '李工',
          'openEuler 社区',
          '开源分论坛',
        ],
        ['圆桌：芯片与软件协同', 'Panel: chips and software together', '多位嘉宾', '生态伙伴', ''],
      ].map(([themeZh, themeEn, speaker, enterprise, track], i) => ({
        eventId: devDay.id,
        position: i + 1,
        startsAt: h(1 + i * 1.5),
        endsAt: h(2 + i * 1.5),
        track: track!,
        themeZh: themeZh!,
        themeEn: themeEn!,
        speaker: speaker!,
        enterprise: enterprise!,
      })),
    );
  }
  await seedPlaybackAgenda(tx, inserted, at);
  await seedEventExtras(tx);
  await seedCompetitionDemo(tx);
  return inserted.length;
}

/** The past events with playback get an agenda whose rows link a published video (the playback). */
async function seedPlaybackAgenda(
  tx: Db,
  inserted: { id: number; slug: string }[],
  at: (days: number, hour?: number) => Date,
) {
  const [video] = await tx
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.state, 'published'))
    .limit(1);
  const past = [
    ['compiler-salon-beijing', -45],
    ['developer-day-chengdu-2025', -90],
  ] as const;
  for (const [slug, day] of past) {
    const ev = inserted.find((e) => e.slug === slug);
    if (!ev) continue;
    await tx.insert(eventAgenda).values(
      [
        ['开场与主题演讲', 'Opening keynote', '陈博士', '平头哥半导体'],
        ['实践分享', 'Lessons from practice', '赵工', '开源社区'],
      ].map(([themeZh, themeEn, speaker, enterprise], i) => ({
        eventId: ev.id,
        position: i + 1,
        startsAt: at(day, 1 + i * 2),
        endsAt: at(day, 2 + i * 2),
        track: '',
        themeZh: themeZh!,
        themeEn: themeEn!,
        speaker: speaker!,
        enterprise: enterprise!,
        videoId: video?.id ?? null,
      })),
    );
  }
}
