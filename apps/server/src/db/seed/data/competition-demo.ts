import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { TEAM_INVITE_LENGTH } from '@occ/shared';
import type { Db } from '../../client';
import {
  competitionPhases,
  competitionScores,
  competitionSubmissions,
  competitionTeamMembers,
  competitionTeams,
  competitionWinners,
  events,
  users,
} from '../../schema';

// Demo data of issue 19: the app2025 competition (seeded by migration 0020) gets teams of the demo
// community users, their works of the preliminary round (its deadline is past), a judge's scores
// and the published winners, so that its "Winners" tab and the console's ranking show something.

/** A judge without a password (demo users cannot log in). */
const JUDGE = { username: 'judge_chen', nickname: '陈评委', roles: ['judge'] };

interface DemoTeam {
  name: string;
  /** demo community users (modules/questions seed); the first is the captain */
  members: string[];
  title: string;
  description: string;
  repoUrl: string;
  videoUrl: string | null;
  scores: Record<string, number>;
  award: { zh: string; en: string } | null;
}

const TEAMS: DemoTeam[] = [
  {
    name: '芯火队',
    members: ['rv_lin', 'emily_dev'],
    title: '基于玄铁 C910 的家庭智能网关',
    description: '在 RISC-V 开发板上运行 OpenWrt，集成本地语音识别与 Matter 协议，离线也能控制家中设备。',
    repoUrl: 'https://github.com/occ-community/app2025-smart-gateway',
    videoUrl: 'https://occ.example.com/community/video',
    scores: { innovation: 27, technical: 36, completeness: 27 },
    award: { zh: '一等奖', en: 'First prize' },
  },
  {
    name: 'Kernel Explorers',
    members: ['kernel_zhao'],
    title: 'RVV-accelerated image classification at the edge',
    description:
      'Convolution kernels rewritten with the RISC-V vector extension (RVV 1.0): three times faster inference on edge devices.',
    repoUrl: 'https://github.com/occ-community/app2025-rvv-vision',
    videoUrl: null,
    scores: { innovation: 24, technical: 35, completeness: 23 },
    award: { zh: '二等奖', en: 'Second prize' },
  },
  {
    name: '板上开花',
    members: ['boardmaker'],
    title: '开源农业传感节点',
    description: '低功耗 RISC-V MCU 采集土壤温湿度，通过 LoRa 上报到云端看板。',
    repoUrl: 'https://github.com/occ-community/app2025-farm-node',
    videoUrl: null,
    scores: { innovation: 22, technical: 28, completeness: 24 },
    award: { zh: '三等奖', en: 'Third prize' },
  },
];

const inviteCode = () =>
  crypto.randomBytes(8).toString('base64url').slice(0, TEAM_INVITE_LENGTH).toUpperCase();

/** Returns the number of teams seeded (0 when app2025 or its preliminary round is missing). */
export async function seedCompetitionDemo(tx: Db): Promise<number> {
  const [phase] = await tx
    .select({ id: competitionPhases.id, eventId: competitionPhases.eventId })
    .from(competitionPhases)
    .innerJoin(events, eq(events.id, competitionPhases.eventId))
    .where(and(eq(events.slug, 'app2025'), eq(competitionPhases.key, 'preliminary')))
    .limit(1);
  if (!phase) return 0;
  await tx.insert(users).values(JUDGE).onConflictDoNothing();
  const names = [JUDGE.username, ...TEAMS.flatMap((t) => t.members)];
  const people = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  const judgeId = idOf.get(JUDGE.username)!;
  let seeded = 0;
  for (const [rank, t] of TEAMS.entries()) {
    const members = t.members.flatMap((m) => idOf.get(m) ?? []);
    if (members.length !== t.members.length) continue;
    const [team] = await tx
      .insert(competitionTeams)
      .values({ eventId: phase.eventId, name: t.name, captainId: members[0]!, inviteCode: inviteCode() })
      .onConflictDoNothing()
      .returning({ id: competitionTeams.id });
    if (!team) continue;
    await tx
      .insert(competitionTeamMembers)
      .values(members.map((userId) => ({ teamId: team.id, eventId: phase.eventId, userId })));
    const [work] = await tx
      .insert(competitionSubmissions)
      .values({
        teamId: team.id,
        phaseId: phase.id,
        title: t.title,
        description: t.description,
        repoUrl: t.repoUrl,
        videoUrl: t.videoUrl,
      })
      .returning({ id: competitionSubmissions.id });
    const total = Object.values(t.scores).reduce((a, b) => a + b, 0);
    await tx.insert(competitionScores).values({
      submissionId: work!.id,
      judgeId,
      scores: t.scores,
      total,
      comment: '',
    });
    if (t.award) {
      await tx.insert(competitionWinners).values({
        eventId: phase.eventId,
        submissionId: work!.id,
        awardZh: t.award.zh,
        awardEn: t.award.en,
        rank: rank + 1,
      });
    }
    seeded += 1;
  }
  return seeded;
}
