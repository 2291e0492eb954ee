import { and, asc, eq, inArray } from 'drizzle-orm';
import { Code, type AgendaItem, type CompleteLocale } from '@occ/shared';
import type { AgendaRowBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { eventAgenda, videos } from '../../db/schema';
import { AppError } from '../../platform/errors';

/** Only a published video can be the playback of an agenda row. */
const publishedVideo = eq(videos.state, 'published');

/**
 * The agenda rows' videos must be published videos of the videos module: 422 naming each row's
 * `agenda.<n>.videoId` otherwise (checked before anything is written).
 */
export async function checkAgendaVideos(tx: Db, rows: AgendaRowBody[]) {
  const ids = [...new Set(rows.map((r) => r.videoId).filter((v): v is string => Boolean(v)))];
  if (!ids.length) return;
  const found = await tx
    .select({ id: videos.id })
    .from(videos)
    .where(and(inArray(videos.id, ids), publishedVideo));
  const ok = new Set(found.map((v) => v.id));
  const bad = rows.flatMap((r, i) =>
    r.videoId && !ok.has(r.videoId)
      ? [{ field: `agenda.${i}.videoId`, message: 'agendaVideoNotFound' as const }]
      : [],
  );
  if (bad.length) throw new AppError(422, Code.VALIDATION_FAILED, 'agendaVideoNotFound', {}, bad);
}

/** Replaces the event's agenda with `rows`, in their order (the videos checked first). */
export async function writeAgenda(tx: Db, eventId: number, rows: AgendaRowBody[]) {
  await checkAgendaVideos(tx, rows);
  await tx.delete(eventAgenda).where(eq(eventAgenda.eventId, eventId));
  if (!rows.length) return;
  await tx.insert(eventAgenda).values(
    rows.map((r, i) => ({
      eventId,
      position: i + 1,
      startsAt: new Date(r.startsAt),
      endsAt: r.endsAt ? new Date(r.endsAt) : null,
      track: r.track,
      themeZh: r.themeZh,
      themeEn: r.themeEn,
      speaker: r.speaker,
      enterprise: r.enterprise,
      speakerTitle: r.speakerTitle,
      speakerAvatarUrl: r.speakerAvatarUrl,
      speakerBioZh: r.speakerBioZh,
      speakerBioEn: r.speakerBioEn,
      videoId: r.videoId,
    })),
  );
}

const rowsOf = (db: Db, eventId: number) =>
  db
    .select({ row: eventAgenda, videoName: videos.name, videoState: videos.state })
    .from(eventAgenda)
    .leftJoin(videos, eq(videos.id, eventAgenda.videoId))
    .where(eq(eventAgenda.eventId, eventId))
    .orderBy(asc(eventAgenda.position));

type AgendaRow = typeof eventAgenda.$inferSelect;

/** A stored row as the console form edits it. */
const bodyOf = (row: AgendaRow): AgendaRowBody => ({
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  track: row.track,
  themeZh: row.themeZh,
  themeEn: row.themeEn,
  speaker: row.speaker,
  enterprise: row.enterprise,
  speakerTitle: row.speakerTitle,
  speakerAvatarUrl: row.speakerAvatarUrl,
  speakerBioZh: row.speakerBioZh,
  speakerBioEn: row.speakerBioEn,
  videoId: row.videoId,
});

/** The agenda as the console edits it. */
export async function readAgenda(db: Db, eventId: number): Promise<AgendaRowBody[]> {
  const rows = await rowsOf(db, eventId);
  return rows.map(({ row }) => bodyOf(row));
}

/** One row as the page shows it: the theme in the asked locale, a video only while it is published. */
function itemOf(
  r: AgendaRowBody,
  video: { name: string | null; state: string | null } | undefined,
  locale: CompleteLocale,
): AgendaItem {
  return {
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    track: r.track,
    theme: locale === 'en-US' && r.themeEn ? r.themeEn : r.themeZh,
    speaker: r.speaker,
    enterprise: r.enterprise,
    speakerCard: r.speaker
      ? {
          name: r.speaker,
          title: r.speakerTitle,
          enterprise: r.enterprise,
          avatarUrl: r.speakerAvatarUrl,
          bio: locale === 'en-US' && r.speakerBioEn ? r.speakerBioEn : r.speakerBioZh,
        }
      : null,
    video:
      r.videoId && video?.name != null && video.state === 'published'
        ? { id: r.videoId, name: video.name }
        : null,
  };
}

/** The agenda as the page shows it (one query, the videos joined). */
export async function presentAgenda(db: Db, eventId: number, locale: CompleteLocale): Promise<AgendaItem[]> {
  const rows = await rowsOf(db, eventId);
  return rows.map(({ row, videoName, videoState }) =>
    itemOf(bodyOf(row), { name: videoName, state: videoState }, locale),
  );
}

/** A working copy's agenda (the console's preview) as the page will show it: its videos in one query. */
export async function presentAgendaRows(
  db: Db,
  rows: AgendaRowBody[],
  locale: CompleteLocale,
): Promise<AgendaItem[]> {
  const ids = [...new Set(rows.map((r) => r.videoId).filter((v): v is string => Boolean(v)))];
  const found = ids.length
    ? await db
        .select({ id: videos.id, name: videos.name, state: videos.state })
        .from(videos)
        .where(inArray(videos.id, ids))
    : [];
  const byId = new Map(found.map((v) => [v.id, v]));
  return rows.map((r) => itemOf(r, r.videoId ? byId.get(r.videoId) : undefined, locale));
}
