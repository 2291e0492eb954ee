import { eq, sql } from 'drizzle-orm';
import { outboxArea } from '@occ/shared/admin';
import type { Config } from '../../config';
import { outboxMessages } from '../../db/schema';
import type { AreaBinding } from '../../platform/admin-area/binding';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `outbox`: every e-mail and SMS the portal produced, for administrators. The text is read only
 * for messages kept in the outbox while demo conveniences are on (DEMO_CONVENIENCES): that is how
 * a demo's one-time codes are read without an open route; a message a real transport delivered
 * shows its envelope, never its text.
 */
export function outboxBinding(config: Config): AreaBinding {
  const body = config.demoConveniences
    ? sql<string>`case when ${outboxMessages.status} = 'stored' then ${outboxMessages.body} else '' end`
    : sql<string>`''`;
  return {
    decl: outboxArea as unknown as AreaBinding['decl'],
    table: outboxMessages,
    id: outboxMessages.id,
    parseId: (raw) => (UUID.test(raw) ? raw.toLowerCase() : null),
    columns: {
      createdAt: outboxMessages.createdAt,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      status: outboxMessages.status,
      body,
    },
    searchColumns: [outboxMessages.recipient, outboxMessages.subject],
    async read(tx, id) {
      const [row] = await tx
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, String(id)))
        .limit(1);
      return row ? {} : null;
    },
  };
}
