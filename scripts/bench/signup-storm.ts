// The sign-up storm (issue 19): BENCH_STORM_USERS users (default 1000), each with a session made
// straight in the database, sign up at the same moment for an event of BENCH_STORM_PLACES places
// (default 100). Prints the enrolment count (must equal the places) and the latency percentiles.
import crypto from 'node:crypto';
import type { Sql } from './seeding';
import { say } from './options';

export interface StormSetup {
  slug: string;
  tokens: string[];
  places: number;
}

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Inserts the event and the users with their sessions (the portal is stopped meanwhile on PGlite). */
export async function seedStorm(db: Sql, users: number, places: number): Promise<StormSetup> {
  const slug = `bench-storm-${crypto.randomBytes(3).toString('hex')}`;
  await db.query(
    `insert into events (slug, title_zh, title_en, starts_at, ends_at, signup_opens_at, signup_closes_at,
       capacity, state, published_at)
     values ($1, '报名压测', 'Sign-up storm', now() + interval '10 days', now() + interval '11 days',
       now() - interval '1 day', now() + interval '9 days', $2, 'published', now() - interval '1 day')`,
    [slug, places],
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
  say(`storm: ${users} users with sessions, ${places} places`);
  return { slug, tokens, places };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Fires every sign-up at once; answers the counts and p50/p99 in ms. */
export async function runStorm(base: string, s: StormSetup) {
  const xsrf = 'bench-xsrf';
  const body = JSON.stringify({
    name: '压测用户',
    mobile: '13812345678',
    email: 'storm@example.com',
    unit: 'OCC',
    position: '',
  });
  const results = await Promise.all(
    s.tokens.map(async (token) => {
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
      return { ms: performance.now() - t0, status: res?.status ?? 0, state: json?.result?.state };
    }),
  );
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const confirmed = results.filter((r) => r.state === 'confirmed').length;
  const waiting = results.filter((r) => r.state === 'waiting').length;
  const failed = results.filter((r) => r.status !== 200).length;
  return { confirmed, waiting, failed, p50: pct(ms, 50), p99: pct(ms, 99) };
}

export function printStorm(s: StormSetup, r: Awaited<ReturnType<typeof runStorm>>, database: string) {
  const verdict = r.confirmed === s.places && r.failed === 0 ? 'PASS' : 'FAIL';
  console.log('');
  console.log(
    `sign-up storm (${database}): ${s.tokens.length} concurrent sign-ups for ${s.places} places → ` +
      `enrolled ${r.confirmed}, waiting ${r.waiting}, failed ${r.failed}; ` +
      `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
  );
  console.log(
    `${verdict} sign-up storm: enrolment ${r.confirmed} ${verdict === 'PASS' ? '=' : '≠'} capacity ${s.places}`,
  );
  return verdict === 'PASS';
}
