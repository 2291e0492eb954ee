import type { ActionPayload, BoardState, ConsoleServerFrame, StepResult } from '@occ/shared';

// The seam between the agent gateway (agent WebSocket, console WebSocket) and the modules that
// act on boards (lab-console actions, test jobs). The gateway implements it and decorates the
// app with it as `app.labHub`; callers never talk to an agent socket themselves.

export interface ActionOutcome {
  ok: boolean;
  /** stable code from the agent (board_offline, boot_timeout, session_closed, download_failed, ...) */
  error?: string;
  message?: string;
  /** camera: { mime: string; data: string (base64) }; testJob: { results: StepResult[] } */
  data?: unknown;
}

export interface LabHub {
  /** The state of a device as its agent last reported it, or agent_offline when no agent serves it. */
  boardState(deviceId: number): BoardState | 'agent_offline';
  /**
   * Sends an action for an active reservation to the agent serving its device (opening the
   * session on the agent first if needed) and resolves with the agent's answer.
   * Throws AppError labAgentOffline (503) when no agent is connected, labActionTimeout (504)
   * when it does not answer within timeoutMs (default 30 s), labBusy (409) when an action of the
   * same kind is still running on the board.
   */
  request(
    reservationId: string,
    action: ActionPayload,
    opts?: { timeoutMs?: number },
  ): Promise<ActionOutcome>;
  /**
   * The console history the agent buffered for an active reservation's session (raw serial bytes,
   * at most the agent's ring buffer), opening the session first if needed. Same errors as request.
   */
  history(reservationId: string, opts?: { timeoutMs?: number }): Promise<Buffer>;
  /**
   * Test job progress as the agent streams it, delivered in the portal process that sent the
   * testJob request (the gateway also forwards it to open consoles as `test` frames).
   */
  onTestProgress(listener: (jobId: string, step: StepResult) => void): () => void;
  /** A frame for every console open on this reservation. */
  broadcast(reservationId: string, frame: ConsoleServerFrame): void;
  /** Closes the session on the agent and every console of it (release, slot end, admin end). */
  closeSession(reservationId: string, reason: 'slot_ended' | 'released'): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    labHub: LabHub;
  }
}
