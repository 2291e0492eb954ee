// The sign-up storm (issue 19): BENCH_STORM_USERS users (default 1000), each with a session made
// straight in the database, sign up at the same moment for an event with BENCH_STORM_PLACES
// offline places (default 100) and BENCH_STORM_ONLINE_PLACES online places (default 100); every
// other user asks for an online place. Prints the enrolment count of each mode (each must equal its
// places), the latency percentiles, and the seat counters checked against the sign-up rows in the
// database (neither mode oversold).
import crypto from 'node:crypto';
import type { Sql } from './seeding';
import { say } from './options';

export interface StormSetup {
  slug: string;
  tokens: string[];
  /** offline and online places */
  places: number;
  onlinePlaces: number;
}

/** The mode the i-th user asks for: alternately offline and online (offline only without online places). */
const modeOf = (s: StormSetup, i: number) => (s.onlinePlaces > 0 && i % 2 === 1 ? 'online' : 'offline');

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Inserts the event and the users with their sessions (the portal is stopped meanwhile on PGlite). */
export async function seedStorm(
  db: Sql,
  users: number,
  places: number,
  onlinePlaces: number,
): Promise<StormSetup> {
  const slug = `bench-storm-${crypto.randomBytes(3).toString('hex')}`;
  await db.query(
    `insert into events (slug, title_zh, title_en, starts_at, ends_at, signup_opens_at, signup_closes_at,
       capacity, online, online_capacity, state, published_at)
     values ($1, '报名压测', 'Sign-up storm', now() + interval '10 days', now() + interval '11 days',
       now() - interval '1 day', now() + interval '9 days', $2, $3, $4, 'published', now() - interval '1 day')`,
    [slug, places, onlinePlaces > 0, onlinePlaces],
  );
  const tokens: string[] = [];
  for (let i = 0; i < users; i += 500) {
    const n = Math.min(500, users - i);
    const names = Array.from({ length: n }, (_, k) => `storm${slug.slice(-6)}${i + k}`);
    const rows = await db.query(
      `insert into users (username, nickname, real_name, unit, position)
       select u, u, u, 'Bench', 'Engineer' from unnest($1::text[]) as u returning id`,
      [names],
    );
    const batch = rows.map(() => crypto.randomBytes(32).toString('base64url'));
    tokens.push(...batch);
    await db.query(
      `insert into sessions (id, user_id, expires_at)
       select h, id, now() + interval '1 day' from unnest($1::text[], $2::uuid[]) as t(h, id)`,
      [batch.map(hash), rows.map((r) => r.id)],
    );
  }
  say(`storm: ${users} users with sessions, ${places} offline and ${onlinePlaces} online places`);
  return { slug, tokens, places, onlinePlaces };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Fires every sign-up at once; answers the counts and p50/p99 in ms. */
export async function runStorm(base: string, s: StormSetup) {
  const xsrf = 'bench-xsrf';
  const form = {
    name: '压测用户',
    mobile: '13812345678',
    email: 'storm@example.com',
    unit: 'OCC',
    position: '',
  };
  const results = await Promise.all(
    s.tokens.map(async (token, i) => {
      const mode = modeOf(s, i);
      const body = JSON.stringify({ ...form, mode });
      const t0 = performance.now();
      const res = await fetch(`${base}/api/events/${s.slug}/signup`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `occ_sid=${token}; XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
        },
        body,
      }).catch(() => null);
      const json = res
        ? ((await res.json().catch(() => null)) as { result?: { state?: string } } | null)
        : null;
      return { ms: performance.now() - t0, status: res?.status ?? 0, state: json?.result?.state, mode };
    }),
  );
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const count = (state: string, mode: string) =>
    results.filter((r) => r.state === state && r.mode === mode).length;
  const failed = results.filter((r) => r.status !== 200).length;
  // the refusals by status (503: shed by the overload guard; 0: no answer)
  const statuses: Record<string, number> = {};
  for (const r of results) if (r.status !== 200) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    statuses,
    confirmed: count('confirmed', 'offline'),
    waiting: count('waiting', 'offline'),
    onlineConfirmed: count('confirmed', 'online'),
    onlineWaiting: count('waiting', 'online'),
    failed,
    p50: pct(ms, 50),
    p99: pct(ms, 99),
  };
}

export type StormResult = Awaited<ReturnType<typeof runStorm>>;

/** What the database holds after the storm: each mode's counter, places and confirmed rows. */
export async function checkStorm(db: Sql, s: StormSetup) {
  const [ev] = await db.query(
    `select id, capacity, seats_taken, online_capacity, online_seats_taken from events where slug = $1`,
    [s.slug],
  );
  const rows = await db.query(
    `select mode, state, count(*)::int as n from event_signups where event_id = $1 group by mode, state`,
    [ev!.id],
  );
  const n = (mode: string, state: string) =>
    Number(rows.find((r) => r.mode === mode && r.state === state)?.n ?? 0);
  const mode = (m: 'offline' | 'online') => {
    const capacity = Number(m === 'online' ? ev!.online_capacity : ev!.capacity);
    const taken = Number(m === 'online' ? ev!.online_seats_taken : ev!.seats_taken);
    const confirmed = n(m, 'confirmed');
    return {
      capacity,
      taken,
      confirmed,
      waiting: n(m, 'waiting'),
      ok: taken === confirmed && confirmed <= capacity,
    };
  };
  return { offline: mode('offline'), online: mode('online') };
}

export function printStorm(
  s: StormSetup,
  r: StormResult,
  db: Awaited<ReturnType<typeof checkStorm>>,
  database: string,
) {
  // the database is the truth: each mode filled exactly to its places, its counter equal to its rows
  const pass =
    db.offline.ok &&
    db.online.ok &&
    db.offline.confirmed === s.places &&
    db.online.confirmed === s.onlinePlaces;
  const verdict = pass ? 'PASS' : 'FAIL';
  console.log('');
  console.log(
    `sign-up storm (${database}): ${s.tokens.length} concurrent sign-ups for ${s.places} offline and ` +
      `${s.onlinePlaces} online places → offline enrolled ${r.confirmed}, waiting ${r.waiting}; ` +
      `online enrolled ${r.onlineConfirmed}, waiting ${r.onlineWaiting}; ` +
      `not answered 200: ${r.failed} ${JSON.stringify(r.statuses)}; ` +
      `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
  );
  for (const m of ['offline', 'online'] as const) {
    const d = db[m];
    console.log(
      `  database, ${m}: seats taken ${d.taken}, confirmed rows ${d.confirmed}, capacity ${d.capacity}, ` +
        `waiting ${d.waiting} → ${d.ok ? 'not oversold' : 'OVERSOLD OR MISCOUNTED'}`,
    );
  }
  console.log(
    `${verdict} sign-up storm: enrolment in the database offline ${db.offline.confirmed}/${s.places}, ` +
      `online ${db.online.confirmed}/${s.onlinePlaces}; ` +
      `neither mode oversold: ${db.offline.ok && db.online.ok ? 'yes' : 'NO'}`,
  );
  return pass;
}
