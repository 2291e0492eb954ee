import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAgenda, events } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';

// Issue 19: "an agenda can be exported to .ics" (events.agendaIcs), one VEVENT per agenda row.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

async function makeEvent(slug: string, state = 'published') {
  const day = Math.floor(Date.now() / DAY) * DAY + 10 * DAY;
  const [ev] = await ctx.database.db
    .insert(events)
    .values({
      slug,
      kind: 'developerDay',
      titleZh: '开发者日',
      titleEn: 'Developer day',
      place: '上海国际会议中心',
      city: '上海',
      startsAt: new Date(day),
      endsAt: new Date(day + 8 * HOUR),
      signupOpensAt: new Date(Date.now() - DAY),
      signupClosesAt: new Date(day - DAY),
      capacity: 10,
      state,
      publishedAt: state === 'published' ? new Date(Date.now() - DAY) : null,
    })
    .returning();
  return ev!;
}

describe('events: the agenda as a calendar file', () => {
  it('answers one entry per row, in order, in the reader’s language; a row without end lasts to the next', async () => {
    const ev = await makeEvent('agenda-ics');
    const h = (n: number) => new Date(ev.startsAt.getTime() + n * HOUR);
    await ctx.database.db.insert(eventAgenda).values([
      {
        eventId: ev.id,
        position: 1,
        startsAt: h(1),
        endsAt: null,
        track: '',
        themeZh: '开幕演讲',
        themeEn: 'Opening keynote',
        speaker: '陈博士',
        enterprise: '平头哥',
      },
      {
        eventId: ev.id,
        position: 2,
        startsAt: h(2),
        endsAt: h(3),
        track: '分论坛 A',
        themeZh: '工具链, 编译器',
        themeEn: '',
        speaker: '李工',
        enterprise: '',
      },
      {
        eventId: ev.id,
        position: 3,
        startsAt: h(4),
        endsAt: null,
        track: '',
        themeZh: '闭幕',
        themeEn: 'Closing',
        speaker: '',
        enterprise: '',
      },
    ]);
    const r = await ctx.app.inject({
      url: `/api/events/${ev.slug}/agenda.ics`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/calendar');
    expect(r.headers['content-disposition']).toContain('agenda-ics-agenda.ics');
    const vevents = r.body.split('BEGIN:VEVENT').slice(1);
    expect(vevents).toHaveLength(3);
    expect(vevents[0]).toContain('SUMMARY:Opening keynote');
    expect(vevents[0]).toContain('DESCRIPTION:陈博士 · 平头哥');
    expect(vevents[0]).toContain(`DTSTART:${stamp(h(1))}`);
    // no end: until the next row starts
    expect(vevents[0]).toContain(`DTEND:${stamp(h(2))}`);
    expect(vevents[0]).toContain(`UID:event-${ev.id}-agenda-1@`);
    // no English theme: the Chinese one, with its track, escaped
    expect(vevents[1]).toContain('SUMMARY:[分论坛 A] 工具链\\, 编译器');
    expect(vevents[1]).toContain(`DTEND:${stamp(h(3))}`);
    // the last row without end lasts until the event ends
    expect(vevents[2]).toContain('SUMMARY:Closing');
    expect(vevents[2]).toContain(`DTEND:${stamp(ev.endsAt)}`);
    expect(vevents[2]).toContain('LOCATION:上海国际会议中心');
    const zh = await ctx.app.inject({
      url: `/api/events/${ev.slug}/agenda.ics`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body).toContain('SUMMARY:开幕演讲');
  });

  it('answers an empty calendar for no agenda; 404 for an unknown or draft event, 422 for a bad ref', async () => {
    await makeEvent('agenda-ics-empty');
    const empty = await ctx.app.inject({ url: '/api/events/agenda-ics-empty/agenda.ics' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).not.toContain('BEGIN:VEVENT');
    expect(empty.body).toContain('END:VCALENDAR');
    await makeEvent('agenda-ics-draft', 'draft');
    expect((await ctx.app.inject({ url: '/api/events/agenda-ics-draft/agenda.ics' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/events/no-such-event/agenda.ics' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/events/${'x'.repeat(41)}/agenda.ics` })).statusCode).toBe(422);
  });
});
