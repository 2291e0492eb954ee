import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, plates, questions, questionTags, tags, users } from '../../db/schema';
import { communityQuestions, communityUsers } from '../../db/seed/data/community';
import { recomputeScore } from './service';
import { titleTokens } from './tokens';

/** Demo community content: users (no password), questions/topics with tags and answers. */
export async function seedCommunity(tx: Db): Promise<{ questions: number; answers: number }> {
  await tx
    .insert(users)
    .values(communityUsers.map((u) => ({ username: u.username, nickname: u.nickname })))
    .onConflictDoNothing();
  const userRows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        communityUsers.map((u) => u.username),
      ),
    );
  const userId = new Map(userRows.map((u) => [u.username, u.id]));
  const plateId = new Map((await tx.select().from(plates)).map((p) => [p.key, p.id]));
  const allTags = [...new Set(communityQuestions.flatMap((q) => q.tags))];
  await tx
    .insert(tags)
    .values(allTags.map((name) => ({ name })))
    .onConflictDoNothing();
  const tagId = new Map(
    (await tx.select().from(tags).where(inArray(tags.name, allTags))).map((t) => [t.name, t.id]),
  );
  const ref = <T>(map: Map<string, T>, key: string) => {
    const v = map.get(key);
    if (v === undefined) throw new Error(`community seed: unknown reference ${key}`);
    return v;
  };
  let answerCount = 0;
  for (const q of communityQuestions) {
    const createdAt = new Date(Date.now() - q.age * 3600_000);
    const [row] = await tx
      .insert(questions)
      .values({
        kind: q.kind,
        zone: q.zone,
        authorId: ref(userId, q.author),
        plateId: ref(plateId, q.plate),
        productKind: q.productKind,
        productName: q.productName,
        title: q.title,
        description: q.description,
        titleTokens: titleTokens(q.title),
        views: q.views,
        answersCount: q.answers.length,
        essence: q.essence ?? false,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: questions.id });
    await tx.insert(questionTags).values(q.tags.map((t) => ({ questionId: row!.id, tagId: ref(tagId, t) })));
    let adopted: string | null = null;
    for (const [i, a] of q.answers.entries()) {
      const at = new Date(createdAt.getTime() + (i + 1) * 1800_000);
      const [ans] = await tx
        .insert(answers)
        .values({
          questionId: row!.id,
          authorId: ref(userId, a.author),
          body: a.body,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: answers.id });
      if (a.adopted) adopted = ans!.id;
      answerCount++;
    }
    if (adopted)
      await tx.update(questions).set({ adoptedAnswerId: adopted }).where(eq(questions.id, row!.id));
  }
  await recomputeScore(tx);
  return { questions: communityQuestions.length, answers: answerCount };
}
