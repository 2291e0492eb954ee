import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Page,
  PostDetail,
  PostDraftInput,
  PostListItem,
  PostMinePage,
  PostSaved,
  PostState,
  PostStateResult,
} from '@occ/shared';
import { request } from '~/lib/request';

// Client side of posts.* (issue 5 contract). Readers get the submitted version; the author also
// gets the working copy (`draft`) that the editor auto-saves.

export const POSTS_KEY = ['posts'] as const;
export const POST_KEY = ['posts', 'detail'] as const;
export const MY_POSTS_KEY = ['posts', 'mine'] as const;

const postPath = (id: string, rest = '') => `/api/posts/${encodeURIComponent(id)}${rest}`;

/** GET /api/posts/:id (posts.get) */
export const getPost = (id: string) => request<PostDetail>(postPath(id));

/** GET /api/posts/:id (posts.get), seeded with the loader's copy. */
export function usePost(id: string, initial?: PostDetail) {
  return useQuery({
    queryKey: [...POST_KEY, id],
    queryFn: () => getPost(id),
    initialData: initial,
    enabled: Boolean(id),
  });
}

/** GET /api/posts/:id/related (posts.related) */
export function useRelatedPosts(id: string) {
  return useQuery({
    queryKey: [...POSTS_KEY, 'related', id],
    queryFn: () => request<PostListItem[]>(postPath(id, '/related')),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/posts/:id/view (posts.view): counted once per viewer per day by the server. */
export const viewPost = (id: string) =>
  request<{ counted: boolean; views: number }>(postPath(id, '/view'), { method: 'POST', body: {} });

/** GET /api/posts/mine?state=&page= (posts.mine): one tab of my posts and every tab's count. */
export function useMyPosts(state: PostState, page: number) {
  return useQuery({
    queryKey: [...MY_POSTS_KEY, state, page],
    queryFn: () => request<PostMinePage>('/api/posts/mine', { query: { state, page } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/posts?… (posts.list), for client-side reads beside the loaders (the author's other posts). */
export const listPosts = (query: string) => request<Page<PostListItem>>(`/api/posts?${query}`);

/** POST /api/posts (posts.create): a new post in drafts holding the editor's fields. */
export const createPost = (fields: PostDraftInput) =>
  request<PostSaved>('/api/posts', { method: 'POST', body: fields });

/** PUT /api/posts/:id/draft (posts.saveDraft): the auto-save, limits only. */
export const saveDraft = (id: string, fields: PostDraftInput, draftVersion: number) =>
  request<PostSaved>(postPath(id, '/draft'), { method: 'PUT', body: { ...fields, draftVersion } });

/** PUT /api/posts/:id (posts.update): a fully validated save (422 names the fields). */
export const updatePost = (id: string, fields: PostDraftInput, draftVersion?: number) =>
  request<PostSaved>(postPath(id), { method: 'PUT', body: { ...fields, draftVersion } });

/** POST /api/posts/:id/submit (posts.submit): the working copy goes to review. */
export const submitPost = (id: string) =>
  request<PostStateResult>(postPath(id, '/submit'), { method: 'POST', body: {} });

/** POST /api/posts/:id/withdraw (posts.withdraw): pending → drafts, published → removed. */
export const withdrawPost = (id: string) =>
  request<PostStateResult>(postPath(id, '/withdraw'), { method: 'POST', body: {} });

/** DELETE /api/posts/:id (posts.delete): irreversible. */
export const deletePost = (id: string) => request<unknown>(postPath(id), { method: 'DELETE' });

/** POST /api/admin/reviews/post/:id/remove (reviews.remove): a moderator takes a post down. */
export const removePost = (id: string, reason: string) =>
  request<unknown>(`/api/admin/reviews/post/${encodeURIComponent(id)}/remove`, {
    method: 'POST',
    body: { reason },
  });

/** After any change of a post's state: every list and detail of posts is re-read. */
export function usePostsChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: POSTS_KEY });
}

/** The author's lifecycle operations from a list or the detail page. */
export function usePostAction() {
  const changed = usePostsChanged();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'submit' | 'withdraw' | 'delete' }) =>
      action === 'submit' ? submitPost(id) : action === 'withdraw' ? withdrawPost(id) : deletePost(id),
    onSuccess: changed,
  });
}
