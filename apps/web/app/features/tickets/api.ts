import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Page,
  TicketCreateBody,
  TicketDetail,
  TicketRateBody,
  TicketReminders,
  TicketReport,
  TicketSummary,
} from '@occ/shared';
import { TICKET_CLASS_DICT } from '@occ/shared';
import { request } from '~/lib/request';

export const TICKETS_KEY = ['tickets'] as const;
const one = (id: number) => `/api/tickets/${id}`;
const staffOne = (id: number) => `/api/admin/workOrders/${id}`;

/** GET /api/dicts/ticketClassification: the classifications in the reader's language. */
export function useTicketClasses() {
  return useQuery({
    queryKey: ['dicts', TICKET_CLASS_DICT],
    queryFn: () => request<{ value: string; label: string }[]>(`/api/dicts/${TICKET_CLASS_DICT}`),
    staleTime: 60_000,
  });
}

/** GET /api/tickets/products (tickets.products): the catalogue's products for the form's select */
export function useTicketProducts() {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'products'],
    queryFn: () => request<{ value: string; label: string }[]>('/api/tickets/products'),
    staleTime: 60_000,
  });
}

/** POST /api/tickets (tickets.create) */
export function useCreateTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketCreateBody) => request<TicketSummary>('/api/tickets', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
}

export interface TicketFilter {
  page: number;
  scope?: 'following';
  state?: string;
  classification?: string;
  q?: string;
}

/** GET /api/tickets (tickets.list) */
export function useMyTickets(f: TicketFilter) {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'mine', f],
    queryFn: () => request<Page<TicketSummary>>('/api/tickets', { query: { ...f } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/tickets/:id (tickets.get), or the staff view with internal notes (tickets.staffGet). */
export function useTicket(id: number, staff = false) {
  return useQuery({
    queryKey: [...TICKETS_KEY, staff ? 'staff' : 'mine', id],
    queryFn: () => request<TicketDetail>(staff ? `${staffOne(id)}/detail` : one(id)),
  });
}

/** Every ticket call answers the ticket as its caller sees it: the cache takes it as is. */
function useTicketCall<V>(id: number, staff: boolean, call: (v: V) => Promise<TicketDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      qc.setQueryData([...TICKETS_KEY, staff ? 'staff' : 'mine', id], detail);
      void qc.invalidateQueries({ queryKey: TICKETS_KEY, exact: false, refetchType: 'none' });
    },
  });
}

/** POST /api/tickets/:id/messages (tickets.reply) */
export const useReply = (id: number) =>
  useTicketCall(id, false, (v: { body: string; attachments: number[] }) =>
    request<TicketDetail>(`${one(id)}/messages`, { method: 'POST', body: v }),
  );

/** POST /api/tickets/:id/remarks (tickets.remark): text and up to 3 images */
export const useRemark = (id: number) =>
  useTicketCall(id, false, (v: { body: string; images: number[] }) =>
    request<TicketDetail>(`${one(id)}/remarks`, { method: 'POST', body: v }),
  );

/** PUT /api/tickets/:id/reminders (tickets.reminders) */
export const useReminders = (id: number) =>
  useTicketCall(id, false, (v: TicketReminders) =>
    request<TicketDetail>(`${one(id)}/reminders`, { method: 'PUT', body: v }),
  );

/** POST /api/tickets/:id/transition (tickets.transition): reopen, confirm, close */
export const useMove = (id: number) =>
  useTicketCall(id, false, (event: string) =>
    request<TicketDetail>(`${one(id)}/transition`, { method: 'POST', body: { event } }),
  );

/** POST /api/tickets/:id/rate (tickets.rate) */
export const useRate = (id: number) =>
  useTicketCall(id, false, (body: TicketRateBody) =>
    request<TicketDetail>(`${one(id)}/rate`, { method: 'POST', body }),
  );

/** POST /api/admin/workOrders/:id/reply | note (tickets.staffReply, tickets.note) */
export const useStaffWrite = (id: number, kind: 'reply' | 'note') =>
  useTicketCall(id, true, (v: { body: string; attachments: number[] }) =>
    request<TicketDetail>(`${staffOne(id)}/${kind}`, { method: 'POST', body: v }),
  );

/** POST /api/admin/workOrders/:id/act (tickets.act) */
export const useStaffAct = (id: number) =>
  useTicketCall(id, true, (body: { event: string; reason?: string }) =>
    request<TicketDetail>(`${staffOne(id)}/act`, { method: 'POST', body }),
  );

/** POST /api/admin/workOrders/:id/claim (tickets.assign) */
export const useClaim = (id: number) =>
  useTicketCall(id, true, () => request<TicketDetail>(`${staffOne(id)}/claim`, { method: 'POST' }));

/** POST /api/tickets/:id/remind (tickets.remind) */
export const useRemind = (id: number) =>
  useTicketCall(id, false, () => request<TicketDetail>(`${one(id)}/remind`, { method: 'POST' }));

/** POST /api/tickets/:id/followers (tickets.follow): add a colleague by account */
export const useAddFollower = (id: number) =>
  useTicketCall(id, false, (account: string) =>
    request<TicketDetail>(`${one(id)}/followers`, { method: 'POST', body: { account } }),
  );

/** DELETE /api/tickets/:id/followers/:userId (tickets.unfollow): the submitter removes a follower */
export const useRemoveFollower = (id: number) =>
  useTicketCall(id, false, (userId: string) =>
    request<TicketDetail>(`${one(id)}/followers/${userId}`, { method: 'DELETE' }),
  );

/** DELETE /api/tickets/:id/followers/<me> (tickets.unfollow): a follower stops following */
export function useLeaveTicket(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (me: string) => request<null>(`${one(id)}/followers/${me}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
}

/** PUT /api/admin/workOrders/:id/follow (tickets.staffFollow) */
export const useStaffFollow = (id: number) =>
  useTicketCall(id, true, (follow: boolean) =>
    request<TicketDetail>(`${staffOne(id)}/follow`, { method: 'PUT', body: { follow } }),
  );

/** GET /api/admin/workOrders/reports (tickets.reports) */
export function useTicketReport(weeks: number) {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'report', weeks],
    queryFn: () => request<TicketReport>('/api/admin/workOrders/reports', { query: { weeks } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/workOrders/lookup (tickets.lookup): one of name, phone or account */
export function useTicketLookup(by: { name?: string; phone?: string; account?: string } | null) {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'lookup', by],
    queryFn: () => request<TicketSummary[]>('/api/admin/workOrders/lookup', { query: { ...by } }),
    enabled: by !== null,
  });
}

/** GET /api/admin/workOrders/staff (tickets.staff): who a ticket may be assigned to */
export function useStaffOptions() {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'staff-options'],
    queryFn: () => request<{ value: string; label: string }[]>('/api/admin/workOrders/staff'),
    staleTime: 60_000,
  });
}

/** POST /api/admin/workOrders/:id/assign (tickets.assign) */
export const useAssign = (id: number) =>
  useTicketCall(id, true, (assigneeId: string) =>
    request<TicketDetail>(`${staffOne(id)}/assign`, { method: 'POST', body: { assigneeId } }),
  );
