import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bindings, ChangePasswordBody, SessionItem, ToolToken } from '@occ/shared';
import { request } from '~/lib/request';

const SESSIONS_KEY = ['people', 'sessions'] as const;
const BINDINGS_KEY = ['people', 'bindings'] as const;
const TOKENS_KEY = ['people', 'tokens'] as const;

/** POST /api/base/user/password (users.changePassword). */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      request<{ otherSessions: number }>('/api/base/user/password', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** GET /api/base/user/sessions (sessions.list). */
export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => request<SessionItem[]>('/api/base/user/sessions'),
  });
}

/** POST /api/base/user/sessions/revoke (sessions.revoke): one session, or every other one. */
export function useRevokeSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string } | { others: true }) =>
      request<{ revoked: number }>('/api/base/user/sessions/revoke', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** GET /api/base/user/bindings (bindings.list). */
export function useBindings() {
  return useQuery({
    queryKey: BINDINGS_KEY,
    queryFn: () => request<Bindings>('/api/base/user/bindings'),
  });
}

export interface BindContactInput {
  kind: 'email' | 'mobile';
  target: string;
  code: string;
  password?: string;
}

/** POST /api/base/user/bindings/bind (bindings.bind): a new or changed e-mail or mobile. */
export function useBindContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BindContactInput) => request('/api/base/user/bindings/bind', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: BINDINGS_KEY }),
  });
}

export type UnbindInput =
  { kind: 'email' | 'mobile'; password?: string } | { kind: 'provider'; provider: string };

/** POST /api/base/user/bindings/unbind (bindings.unbind). */
export function useUnbind() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UnbindInput) => request('/api/base/user/bindings/unbind', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: BINDINGS_KEY }),
  });
}

/** GET /api/redirect-url (sso.redirectUrl) with intent=bind: where to send the browser to bind. */
export function useProviderBindUrl() {
  return useMutation({
    mutationFn: (provider: string) =>
      request<{ url: string }>('/api/redirect-url', {
        query: { provider, intent: 'bind', redirect: '/people/my/safe' },
      }),
  });
}

/** GET /api/base/user/tokens (tokens.list). */
export function useTokens() {
  return useQuery({
    queryKey: TOKENS_KEY,
    queryFn: () => request<ToolToken[]>('/api/base/user/tokens'),
  });
}

/** POST /api/base/user/tokens/:id/revoke (tokens.revoke). */
export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/api/base/user/tokens/${encodeURIComponent(id)}/revoke`, { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}
