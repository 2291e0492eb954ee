import {
  AUTHOR_BADGES,
  type AuthorBadge,
  type PostAuthor,
  type PostDetail,
  type PostListItem,
  type PostMineItem,
  type PostPermission,
  type PostProperty,
  type PostState,
} from '@occ/shared';
import { renderMarkdown } from '../../platform/markdown';
import { markdownToText } from '../../platform/plain-text';
import type { Actor } from '../../platform/policy';
import { resolveCover, summaryOf } from './covers';
import type { ListRow } from './reading';
import { authorEvents, postPolicy } from './policy';
import { workingCopyOf, type AuthorRow, type Counters, type PostRow } from './store';

// Presenters are the only way post rows leave the server (DESIGN §5): public author fields with
// their badges, the submitted version for readers, the working copy for its author alone.

/** spec §6 badges from the author's roles (official account, expert blogger). */
export const badgesOf = (roles: string[]): AuthorBadge[] => AUTHOR_BADGES.filter((b) => roles.includes(b));

export const presentPostAuthor = (a: AuthorRow): PostAuthor => ({
  id: a.id,
  username: a.username,
  nickname: a.nickname,
  avatarUrl: a.avatarUrl,
  badges: badgesOf(a.roles),
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentListItem(
  p: ListRow,
  author: AuthorRow,
  tags: string[],
  counters: Counters,
): PostListItem {
  return {
    id: p.id,
    title: p.title,
    summary: summaryOf(p.summary, p.contentText),
    cover: resolveCover(p.cover, p.content, p.id),
    tags,
    property: p.property as PostProperty,
    author: presentPostAuthor(author),
    views: p.views,
    likes: counters.likes,
    comments: counters.comments,
    releasedAt: iso(p.releasedAt),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * The detail. Readers get the submitted version. Its author also gets the working copy, and while
 * the post was never submitted the working copy is what the page shows (a preview of the draft).
 */
export async function presentDetail(
  actor: Actor,
  loaded: { p: PostRow; author: AuthorRow },
  tags: string[],
  counters: Counters,
  marks: { liked: boolean; collected: boolean },
): Promise<Omit<PostDetail, 'commentList'>> {
  const { p, author } = loaded;
  const access = { authorId: p.authorId, state: p.state as PostState, permission: p.permission };
  const own = postPolicy.can(actor, 'readDraft', access);
  const draft = own ? workingCopyOf(p) : null;
  const preview = own && draft !== null && p.submittedAt === null;
  const shown = preview
    ? {
        title: draft.title,
        summary: draft.summary || null,
        content: draft.content,
        contentHtml: await renderMarkdown(draft.content),
        contentText: markdownToText(draft.content, 1_000),
        cover: draft.cover || null,
        sourceUrl: draft.property === 'reprint' ? draft.sourceUrl : null,
        property: draft.property,
        permission: draft.permission,
        tags: draft.tags,
      }
    : { ...p, tags };
  return {
    ...presentListItem({ ...p, ...shown }, author, shown.tags, counters),
    state: p.state as PostState,
    permission: shown.permission as PostPermission,
    sourceUrl: shown.sourceUrl,
    content: shown.content,
    contentHtml: shown.contentHtml,
    failureCause: p.failureCause,
    removalReason: p.removalReason,
    reviewedAt: iso(p.reviewedAt),
    submittedAt: iso(p.submittedAt),
    createdAt: p.createdAt.toISOString(),
    collections: counters.collections,
    viewer: marks,
    can: {
      edit: postPolicy.can(actor, 'edit', access),
      delete: postPolicy.can(actor, 'delete', access),
      submit: postPolicy.can(actor, 'submit', access),
      withdraw: postPolicy.can(actor, 'withdraw', access),
      report: postPolicy.can(actor, 'report', access),
      remove: postPolicy.can(actor, 'remove', access),
    },
    events: own ? authorEvents(access.state) : [],
    draft,
    draftSavedAt: own ? iso(p.draftSavedAt) : null,
    draftVersion: own ? p.draftVersion : 0,
  };
}

/** A row of /people/my/post: the submitted title, else the working copy's. */
export function presentMineItem(p: PostRow, tags: string[], counters: Counters): PostMineItem {
  const draft = workingCopyOf(p);
  const neverSubmitted = p.submittedAt === null;
  const content = neverSubmitted && draft ? draft.content : p.content;
  return {
    id: p.id,
    state: p.state as PostState,
    title: p.title || draft?.title || '',
    summary: neverSubmitted
      ? summaryOf(draft?.summary, markdownToText(content, 1_000))
      : summaryOf(p.summary, p.contentText),
    cover: resolveCover(neverSubmitted ? draft?.cover : p.cover, content, p.id),
    tags: neverSubmitted ? (draft?.tags ?? []) : tags,
    permission: (neverSubmitted && draft ? draft.permission : p.permission) as PostPermission,
    views: p.views,
    likes: counters.likes,
    comments: counters.comments,
    failureCause: p.failureCause,
    removalReason: p.removalReason,
    releasedAt: iso(p.releasedAt),
    reviewedAt: iso(p.reviewedAt),
    submittedAt: iso(p.submittedAt),
    updatedAt: p.updatedAt.toISOString(),
    draftSavedAt: iso(p.draftSavedAt),
    events: authorEvents(p.state as PostState),
  };
}
