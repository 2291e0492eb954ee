// The signed-in readers and the writers of issue 14: the pool's browsers (each session with the
// XSRF-TOKEN cookie the portal issues it), the hot reads they measure (api-signed, html-signed) and
// the writes (create question, answer, like toggle) at WRITE_CONNECTIONS connections. Every target is
// probed once first: a bench whose requests fail is not a measurement.
import { say } from './options';
import type { Target } from './reporting';
import { sessionHeaders, xsrfOf, type Session, type WriteSpec } from './sessions';
import type { Pool } from './signed-seed';

/** issue 14: writes are judged at 50 connections (BENCH_WRITE_CONNECTIONS changes it while developing) */
const WRITE_CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS) || 50;

/** Each pool user's browser: its first request gets the anti-forgery cookie, as a page load does. */
export async function openSessions(base: string, tokens: string[]): Promise<Session[]> {
  return Promise.all(
    tokens.map(async (token) => {
      const res = await fetch(`${base}/api/notifications/unread`, {
        headers: { cookie: `occ_sid=${token}` },
      });
      await res.arrayBuffer();
      const xsrf = xsrfOf(res.headers.getSetCookie());
      if (!res.ok || !xsrf)
        throw new Error(`a pool session was refused (${res.status}) or got no XSRF cookie`);
      return { token, xsrf };
    }),
  );
}

export interface SignedIds {
  questionId: string;
  postId: string;
}

/** The signed-in hot reads (issue 14: p99 < 50 ms, ≥ 20 % of bare) and the signed-in question page. */
export function signedReadTargets(base: string, ids: SignedIds, sessions: Session[]): Target[] {
  const read = (name: string, path: string, kind: Target['kind'] = 'api-signed'): Target => ({
    name,
    url: `${base}${path}`,
    kind,
    sessions,
  });
  return [
    read('questions list (signed in)', '/api/community/questions?page=1'),
    read('question detail (signed in)', `/api/community/questions/${ids.questionId}`),
    read('post detail (signed in)', `/api/posts/${ids.postId}`),
    read('notifications list (signed in)', '/api/notifications?page=1'),
    read('lab board list (signed in)', '/api/lab/boards?page=1'),
    read('question page (HTML, signed in)', `/community/qa/detail?id=${ids.questionId}`, 'html-signed'),
  ];
}

/** The key of the first Q&A plate (a new question names its plate). */
async function qaPlate(base: string): Promise<string> {
  const res = await fetch(`${base}/api/community/plates?kind=qa`);
  const body = (await res.json()) as { result?: { key: string }[] };
  const key = body.result?.[0]?.key;
  if (!key) throw new Error('no Q&A plate to ask in');
  return key;
}

/**
 * The writes: request i is pool user i mod n. Answers and likes spread over the pool's target
 * questions (the like of user u on question q toggles on, and off when the run comes round again).
 */
export async function writeTargets(base: string, pool: Pool, sessions: Session[]): Promise<Target[]> {
  const plate = await qaPlate(base);
  const users = sessions.length;
  const targetOf = (i: number) => pool.questionIds[Math.floor(i / users) % pool.questionIds.length]!;
  const write = (name: string, path: string, spec: WriteSpec): Target => ({
    name,
    url: `${base}${path}`,
    kind: 'write',
    sessions,
    write: spec,
    connections: WRITE_CONNECTIONS,
  });
  return [
    write('create question', '/api/community/questions', {
      method: 'POST',
      body: (i) => ({
        kind: 'question',
        plate,
        productKind: 'chip',
        productName: 'C910',
        title: `Bench write #${i}: board does not boot`,
        description:
          'The board stops after OpenSBI; which kernel options and device tree nodes should I check?',
        tags: ['benchmark'],
      }),
    }),
    write('create answer', `/api/community/questions/${pool.questionIds[0]}/answers`, {
      method: 'POST',
      path: (i) => `/api/community/questions/${targetOf(i)}/answers`,
      body: (i) => ({
        body: `Check the bootargs of the chosen node and the SBI console (bench answer ${i}).`,
      }),
    }),
    write('like toggle', '/api/community/likes/toggle', {
      method: 'POST',
      body: (i) => ({ targetType: 'question', targetId: targetOf(i) }),
    }),
  ];
}

/** One request of each target like its measured ones; throws on anything but 2xx. */
export async function probe(targets: Target[]): Promise<void> {
  const times: string[] = [];
  for (const t of targets) {
    const t0 = performance.now();
    const s = t.sessions?.[t.sessions.length - 1];
    const url = t.write?.path ? new URL(t.write.path(1_000_000), t.url).href : t.url;
    const res = await fetch(url, {
      method: t.write?.method ?? 'GET',
      headers: s ? sessionHeaders(s, Boolean(t.write)) : t.headers,
      body: t.write ? JSON.stringify(t.write.body(1_000_000)) : undefined,
    });
    const text = await res.text();
    if (!res.ok)
      throw new Error(
        `${t.name}: ${t.write?.method ?? 'GET'} ${url} answered ${res.status}: ${text.slice(0, 300)}`,
      );
    times.push(`${t.name} ${(performance.now() - t0).toFixed(0)} ms`);
  }
  say(`probed ${targets.length} targets, one request each, every one 2xx: ${times.join('; ')}`);
}
