import { and, eq, ne, sql } from 'drizzle-orm';
import { documentFeedbackArea, type DocumentFeedbackBody } from '@occ/shared/admin';
import { NOTIFICATION_SUMMARY_MAX, shortenText, translate } from '@occ/shared';
import type { Db } from '../../db/client';
import { documentFeedback, documentI18n, notifications } from '../../db/schema';
import { readById, type AreaBinding } from '../../platform/admin-area/binding';
import { idNotExist } from '../../platform/errors';
import type { App } from '../../platform/types';

// written out: the engine's single-table selects leave column names unqualified
const documentTitle = sql<string>`(select "t"."title" from "document_i18n" "t" where "t"."document_id" = "document_feedback"."document_id" and "t"."locale" = 'zh-CN')`;

/**
 * Readers' feedback in the console (`resource` entry, second tab). Setting an item to `fixed`
 * tells a signed-in submitter in the message centre, in the same transaction as the change.
 */
export function documentFeedbackBinding(_app: App): AreaBinding {
  return {
    decl: documentFeedbackArea as unknown as AreaBinding['decl'],
    table: documentFeedback,
    id: documentFeedback.id,
    columns: {
      createdAt: documentFeedback.createdAt,
      documentTitle,
      description: documentFeedback.description,
      tags: documentFeedback.tags,
      section: documentFeedback.section,
      status: documentFeedback.status,
      note: documentFeedback.note,
    },
    searchColumns: [documentFeedback.description, documentTitle],
    read: readById(documentFeedback, documentFeedback.id, documentFeedbackArea),
    async update(tx: Db, id, body) {
      const b = body as DocumentFeedbackBody;
      // only a change *to* fixed notifies (saving a fixed item again does not)
      const [fixed] =
        b.status === 'fixed'
          ? await tx
              .update(documentFeedback)
              .set({ status: b.status, note: b.note, updatedAt: new Date() })
              .where(and(eq(documentFeedback.id, Number(id)), ne(documentFeedback.status, 'fixed')))
              .returning({ userId: documentFeedback.userId, documentId: documentFeedback.documentId })
          : [];
      if (!fixed) {
        const rows = await tx
          .update(documentFeedback)
          .set({ status: b.status, note: b.note, updatedAt: new Date() })
          .where(eq(documentFeedback.id, Number(id)))
          .returning({ id: documentFeedback.id });
        if (!rows.length) throw idNotExist();
        return;
      }
      if (!fixed.userId) return;
      const [doc] = await tx
        .select({ title: documentI18n.title })
        .from(documentI18n)
        .where(and(eq(documentI18n.documentId, fixed.documentId), eq(documentI18n.locale, 'zh-CN')))
        .limit(1);
      const title = doc?.title ?? '';
      await tx.insert(notifications).values({
        userId: fixed.userId,
        category: 'system',
        kind: 'system',
        summary: shortenText(
          `${translate('documentFeedbackFixed', 'zh-CN', { title })} / ${translate('documentFeedbackFixed', 'en-US', { title })}`,
          NOTIFICATION_SUMMARY_MAX,
        ),
        link: `/community/document/${fixed.documentId}`,
      });
    },
    async remove(tx: Db, id) {
      const rows = await tx
        .delete(documentFeedback)
        .where(eq(documentFeedback.id, Number(id)))
        .returning({ id: documentFeedback.id });
      if (!rows.length) throw idNotExist();
    },
  };
}
