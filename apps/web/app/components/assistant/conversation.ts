import type { AssistantPassage } from '@occ/shared';

/** One exchange with the assistant: the question and the passages it found (none: no answer). */
export interface AssistantTurn {
  question: string;
  passages: AssistantPassage[] | null;
  failed?: boolean;
}

export interface AssistantState {
  open: boolean;
  turns: AssistantTurn[];
}

const KEY = 'occ.assistant';
const TURNS_KEPT = 20;

/** The conversation of this tab, kept across page changes and reloads (sessionStorage). */
export function loadConversation(): AssistantState {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<AssistantState>) : null;
    return { open: parsed?.open === true, turns: Array.isArray(parsed?.turns) ? parsed.turns : [] };
  } catch {
    return { open: false, turns: [] };
  }
}

export function saveConversation(state: AssistantState): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...state, turns: state.turns.slice(-TURNS_KEPT) }));
  } catch {
    // private mode or full storage: the conversation lasts for this page only
  }
}
