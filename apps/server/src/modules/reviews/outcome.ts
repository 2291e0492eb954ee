import type { ReviewAction, ReviewResult } from '@occ/shared';
import { conflict } from '../../platform/errors';

// The shape of a moderator's decision, shared by the decision table (decision.ts) and the content
// actions it dispatches to (content.ts, held.ts): the actions depend on this, never on the table.

export interface DecisionInput {
  moderatorId: string;
  id: string;
  action: ReviewAction;
  /** required for reject and remove (the route's schema), optional note for approve */
  reason: string | null;
}

/** What the author is told after the decision is committed. */
export interface Notice {
  userId: string;
  targetType: string;
  targetId: string;
  title: string;
  link: string | null;
  event: ReviewAction;
  reason: string;
}

export interface Decision {
  result: ReviewResult;
  notices: Notice[];
  /** a post whose hotness changes with its release */
  rescore: { type: 'post'; id: string } | null;
}

/** The item is not in a state this decision applies to. */
export const stateRefused = () => conflict('reviewStateRefused');
