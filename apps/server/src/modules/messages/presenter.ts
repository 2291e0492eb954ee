import type { DirectMessage } from '@occ/shared';

export type MessageRow = {
  id: string;
  senderId: string;
  recipientId: string;
  body: string;
  readAt: Date | string | null;
  createdAt: Date | string;
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** A direct message as one of its two parties sees it. */
export function presentMessage(row: MessageRow, viewerId: string): DirectMessage {
  return {
    id: row.id,
    senderId: row.senderId,
    recipientId: row.recipientId,
    body: row.body,
    mine: row.senderId === viewerId,
    read: row.readAt !== null,
    createdAt: iso(row.createdAt),
  };
}
