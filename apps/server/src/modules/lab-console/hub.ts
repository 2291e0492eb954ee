import { Code, translate } from '@occ/shared';
import { AppError, conflict } from '../../platform/errors';
import type { App } from '../../platform/types';
import type { ActionOutcome, LabHub } from '../lab-agents/hub';

// Board actions reach agents only through `app.labHub` (the gateway decorates it). Reading it at
// call time keeps this module independent of plugin order, and a portal without a gateway answers
// "board offline" instead of crashing.

export function hubOf(app: App): LabHub {
  const hub = (app as { labHub?: LabHub }).labHub;
  if (!hub) throw new AppError(503, Code.INTERNAL, 'labAgentOffline');
  return hub;
}

/** The hub's answer for the board, or agent_offline when there is no hub at all. */
export function boardStateOf(app: App, deviceId: number): ReturnType<LabHub['boardState']> {
  const hub = (app as { labHub?: LabHub }).labHub;
  return hub ? hub.boardState(deviceId) : 'agent_offline';
}

/** The agent's reason for a refused action, as shown in "Reset failed: {reason}" and the like. */
export const reasonOf = (outcome: ActionOutcome): string =>
  (outcome.message?.trim() || outcome.error || 'unknown').slice(0, 500);

/**
 * What the session log keeps of an action the hub refused (offline, timeout, busy). Logged in
 * English like the agents' own reasons, whatever the language of the request.
 */
export const failure = (e: unknown): string =>
  translate(
    e instanceof AppError ? e.messageKey : 'internal',
    'en-US',
    e instanceof AppError ? e.params : {},
  );

/** Console history is small and the report should not hang on a slow agent. */
const HISTORY_TIMEOUT_MS = 10_000;

/**
 * The session's buffered console output (raw serial bytes) while its slot is active; null when
 * the agent cannot give it (offline, session closed) — the report is still useful without it.
 */
export async function consoleHistoryOf(app: App, reservationId: string): Promise<Buffer | null> {
  const hub = (app as { labHub?: LabHub }).labHub;
  if (!hub) return null;
  try {
    return await hub.history(reservationId, { timeoutMs: HISTORY_TIMEOUT_MS });
  } catch {
    return null;
  }
}

/**
 * Spec §4: during an environment reset the environment "is not ready" until it is; nothing else
 * is sent to the board meanwhile (409 with the spec's wording). A booting board still takes
 * actions: the agent waits for it, and a reset is often what a stuck boot needs.
 */
export function requireEnvironmentReady(app: App, deviceId: number): void {
  if (boardStateOf(app, deviceId) === 'env_resetting') throw conflict('labEnvNotReady');
}
