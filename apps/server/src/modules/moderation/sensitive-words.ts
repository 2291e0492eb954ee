import { and, asc, count, eq, ilike, max, ne, type SQL } from 'drizzle-orm';
import { Code, type SensitiveAction, type SensitiveWordBody } from '@occ/shared';
import type { Db } from '../../db/client';
import { sensitiveWords } from '../../db/schema';
import { AppError, conflict, idNotExist } from '../../platform/errors';
import type { App } from '../../platform/types';
import { AhoCorasick, maskSpans } from './aho-corasick';
import { containing } from '../../db/sql';

export type ScreenResult = { action: 'ok' | 'review' | 'replace'; text: string };
export type SensitiveWordRow = typeof sensitiveWords.$inferSelect;

interface Matcher {
  /** in-process version of the list it was built from */
  version: number;
  /** the list's count and max(id) when built: another process's change alters one of them */
  count: number;
  maxId: number;
  automaton: AhoCorasick;
  words: string[];
  actions: SensitiveAction[];
}

// one matcher per database (tests run several apps in one process)
const matchers = new WeakMap<Db, Matcher>();
let version = 0;

/** Any change to the word list in this process: the next screenText rebuilds the automaton. */
export function invalidateSensitiveWords(): void {
  version++;
}

async function listFingerprint(db: Db) {
  const [row] = await db.select({ n: count(), maxId: max(sensitiveWords.id) }).from(sensitiveWords);
  return { count: row?.n ?? 0, maxId: row?.maxId ?? 0 };
}

/**
 * The current matcher: rebuilt when this process changed the list (version) or when the list's
 * count or max(id) differ from the ones it was built from (another process added or deleted a
 * word). An action changed by another process is seen after that process's next add or delete.
 */
export async function currentMatcher(db: Db): Promise<Matcher> {
  const cached = matchers.get(db);
  const fp = await listFingerprint(db);
  if (cached && cached.version === version && cached.count === fp.count && cached.maxId === fp.maxId)
    return cached;
  const builtAt = version;
  const rows = await db
    .select({ word: sensitiveWords.word, action: sensitiveWords.action })
    .from(sensitiveWords)
    .orderBy(asc(sensitiveWords.id));
  const words = rows.map((r) => r.word);
  const matcher: Matcher = {
    version: builtAt,
    count: fp.count,
    maxId: fp.maxId,
    automaton: new AhoCorasick(words),
    words,
    actions: rows.map((r) => r.action as SensitiveAction),
  };
  matchers.set(db, matcher);
  return matcher;
}

/** Applies a matcher to a text (pure; exported for the unit tests). */
export function screenWith(
  matcher: Pick<Matcher, 'automaton' | 'words' | 'actions'>,
  text: string,
): ScreenResult {
  const found = matcher.automaton.matches(text);
  if (found.length === 0) return { action: 'ok', text };
  const blocked = found.find((m) => matcher.actions[m.word] === 'block');
  if (blocked)
    throw new AppError(422, Code.VALIDATION_FAILED, 'sensitiveBlocked', {
      word: matcher.words[blocked.word]!,
    });
  const masked = maskSpans(
    text,
    found.filter((m) => matcher.actions[m.word] === 'replace'),
  );
  const review = found.some((m) => matcher.actions[m.word] === 'review');
  if (review) return { action: 'review', text: masked };
  return { action: 'replace', text: masked };
}

/**
 * Screens user text against the administrator's list in one pass (spec issue 4): a block word
 * throws 422 sensitiveBlocked {word}; replace words come back masked by asterisks; a review word
 * answers 'review' (the caller stores the item with status 'held'; replace words are masked too).
 */
export async function screenText(app: App, text: string): Promise<ScreenResult> {
  if (!text) return { action: 'ok', text };
  return screenWith(await currentMatcher(app.database.db), text);
}

// ---- administration (sensitiveWords.*) ----

const normalise = (word: string) => word.trim();

export async function listWords(
  db: Db,
  q: { page: number; pageSize: number; q?: string; action?: SensitiveAction },
) {
  const where: SQL[] = [];
  if (q.q) where.push(ilike(sensitiveWords.word, containing(q.q)));
  if (q.action) where.push(eq(sensitiveWords.action, q.action));
  const cond = where.length ? and(...where) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(sensitiveWords)
      .where(cond)
      .orderBy(asc(sensitiveWords.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(sensitiveWords).where(cond),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Words are unique case-insensitively (matching is): a second spelling answers 409. */
async function assertUnique(db: Db, word: string, exceptId?: number) {
  const cond = exceptId
    ? and(
        ilike(
          sensitiveWords.word,
          word.replace(/[\\%_]/g, (c) => `\\${c}`),
        ),
        ne(sensitiveWords.id, exceptId),
      )
    : ilike(
        sensitiveWords.word,
        word.replace(/[\\%_]/g, (c) => `\\${c}`),
      );
  const [hit] = await db.select({ id: sensitiveWords.id }).from(sensitiveWords).where(cond).limit(1);
  if (hit) throw conflict('sensitiveWordExists');
}

export async function createWord(db: Db, body: SensitiveWordBody): Promise<SensitiveWordRow> {
  const word = normalise(body.word);
  await assertUnique(db, word);
  const [row] = await db
    .insert(sensitiveWords)
    .values({ word, action: body.action })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('sensitiveWordExists');
  invalidateSensitiveWords();
  return row;
}

export async function updateWord(db: Db, id: number, body: SensitiveWordBody): Promise<SensitiveWordRow> {
  const word = normalise(body.word);
  await assertUnique(db, word, id);
  let row: SensitiveWordRow | undefined;
  try {
    [row] = await db
      .update(sensitiveWords)
      .set({ word, action: body.action })
      .where(eq(sensitiveWords.id, id))
      .returning();
  } catch (e) {
    if ((e as { code?: string; cause?: { code?: string } }).code === '23505')
      throw conflict('sensitiveWordExists');
    if ((e as { cause?: { code?: string } }).cause?.code === '23505') throw conflict('sensitiveWordExists');
    throw e;
  }
  if (!row) throw idNotExist();
  invalidateSensitiveWords();
  return row;
}

export async function deleteWord(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(sensitiveWords)
    .where(eq(sensitiveWords.id, id))
    .returning({ id: sensitiveWords.id });
  if (deleted.length === 0) throw idNotExist();
  invalidateSensitiveWords();
}
