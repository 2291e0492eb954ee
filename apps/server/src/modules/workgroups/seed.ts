import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, workgroupMeetings, workgroupMembers, workgroups } from '../../db/schema';
import { seedWorkgroups } from './seed-data';

const DAY = 86_400_000;

/** Meetings at 13:00 UTC (21:00 in Beijing), `inDays` from today. */
function meetingTime(inDays: number): Date {
  const d = new Date(Date.now() + inDays * DAY);
  d.setUTCHours(13, 0, 0, 0);
  return d;
}

/** Demo workgroups with members (the community's demo users) and meetings; after seedCommunity. */
export async function seedWorkgroupsDemo(tx: Db): Promise<void> {
  const names = [...new Set(seedWorkgroups.flatMap((w) => [...w.maintainers, ...w.members, ...w.pending]))];
  const userRows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const userId = new Map(userRows.map((u) => [u.username, u.id]));
  const groups = await tx
    .insert(workgroups)
    .values(
      seedWorkgroups.map((w, i) => ({
        nameZh: w.nameZh,
        nameEn: w.nameEn,
        descriptionZh: w.descriptionZh,
        descriptionEn: w.descriptionEn,
        charterZh: w.charterZh,
        charterEn: w.charterEn,
        tag: w.tag,
        repositories: w.repositories,
        sort: (i + 1) * 10,
      })),
    )
    .returning({ id: workgroups.id });
  const members = seedWorkgroups.flatMap((w, i) => {
    const workgroupId = groups[i]!.id;
    const row = (username: string, role: string, state: string) => {
      const id = userId.get(username);
      if (!id) throw new Error(`workgroup seed: unknown user ${username}`);
      return { workgroupId, userId: id, role, state, decidedAt: state === 'member' ? new Date() : null };
    };
    return [
      ...w.maintainers.map((u) => row(u, 'maintainer', 'member')),
      ...w.members.map((u) => row(u, 'member', 'member')),
      ...w.pending.map((u) => ({ ...row(u, 'member', 'pending'), message: '' })),
    ];
  });
  if (members.length) await tx.insert(workgroupMembers).values(members);
  const meetings = seedWorkgroups.flatMap((w, i) =>
    w.meetings.map((m) => ({
      workgroupId: groups[i]!.id,
      startsAt: meetingTime(m.inDays),
      titleZh: m.titleZh,
      titleEn: m.titleEn,
      agendaZh: m.agendaZh,
      agendaEn: m.agendaEn,
      minutesZh: m.minutesZh ?? '',
      minutesEn: m.minutesEn ?? '',
    })),
  );
  await tx.insert(workgroupMeetings).values(meetings);
}
