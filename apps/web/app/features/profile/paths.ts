import type { QuestionKind, QuestionZone } from '@occ/shared';

// Where a user's content lists live and where their items lead; pure, shared by the loader of
// the public profile page and the client hooks so both ask the API the same question.

export const PROFILE_TABS = ['questions', 'answers', 'topics'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const PROFILE_PAGE_SIZE = 10;

/** ?tab= of the page URL; questions when missing or unknown. */
export function profileTabOf(raw: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === raw) ?? 'questions';
}

/** ?page= of the page URL; 1 when missing or not a positive integer. */
export function profilePageOf(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The API read behind one tab: questions.list by author and kind, or answers.listByAuthor. */
export function authoredListPath(userId: string, tab: ProfileTab, page: number): string {
  const p = new URLSearchParams();
  if (tab === 'answers') p.set('authorId', userId);
  else {
    p.set('kind', tab === 'topics' ? 'topic' : 'question');
    p.set('author', userId);
    p.set('sort', 'latest');
  }
  p.set('page', String(page));
  p.set('pageSize', String(PROFILE_PAGE_SIZE));
  return `/api/community/${tab === 'answers' ? 'answers' : 'questions'}?${p.toString()}`;
}

/** The page URL's search after choosing a tab or a page (defaults left out, a new tab starts at 1). */
export function withTabPage(sp: URLSearchParams, tab: ProfileTab, page = 1): URLSearchParams {
  const p = new URLSearchParams(sp);
  if (tab === 'questions') p.delete('tab');
  else p.set('tab', tab);
  if (page > 1) p.set('page', String(page));
  else p.delete('page');
  return p;
}

/** A question's or topic's detail page (the RISC-V zone has its own detail route). */
export function contentPath(q: { id: string; zone: QuestionZone }): string {
  const id = encodeURIComponent(q.id);
  return q.zone === 'riscv' ? `/community/rv_qa/detail?id=${id}` : `/community/qa/detail?id=${id}`;
}

/** Where its owner edits a question (the ask form) or a topic (the topic exchange's drawer). */
export function editPath(q: { id: string; kind: QuestionKind }): string {
  const id = encodeURIComponent(q.id);
  return q.kind === 'topic' ? `/community/topic_exchange?edit=${id}` : `/community/qa/add?id=${id}`;
}
