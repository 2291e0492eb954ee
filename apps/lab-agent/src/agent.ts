// The agent: boards (drivers) + the portal connection + the sessions the portal opened. It turns
// portal frames into board operations, but only for a live session on that board: console input,
// history and actions for anything else are refused before a driver is touched.
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AGENT_PROTOCOL_VERSION,
  type ActionPayload,
  type AgentMessage,
  type PortalMessage,
} from '@occ/shared/lab/agent-protocol';
import type { AgentConfig } from './config';
import { PortalConnection, type Welcome } from './connection';
import { downloadToFile, openDownload } from './download';
import { assertFileName, DriverError, type BoardDriver } from './drivers/driver';
import { createDriver } from './drivers/index';
import type { Logger } from './log';
import { SessionRegistry, type Session } from './sessions';
import { runTestSteps } from './test-runner';

export const AGENT_VERSION = '1.0.0';

type ActionResult = Extract<AgentMessage, { t: 'action.result' }>;
type Outcome = Omit<ActionResult, 't' | 'requestId'>;

export interface AgentOptions {
  /** drivers by board key; built from the config when omitted */
  drivers?: Map<string, BoardDriver>;
  /** reconnect timings, for tests */
  connection?: Partial<Pick<ConstructorParameters<typeof PortalConnection>[0], 'backoff' | 'authBackoff'>>;
}

export class Agent {
  readonly drivers: Map<string, BoardDriver>;
  readonly sessions: SessionRegistry;
  readonly connection: PortalConnection;
  /** boards the portal has no device for: kept idle */
  private unknown = new Set<string>();
  /** boards running a test job (one at a time per board) */
  private testing = new Set<string>();
  private readonly tmpDir: string;

  constructor(
    private readonly config: AgentConfig,
    private readonly log: Logger,
    opts: AgentOptions = {},
  ) {
    this.tmpDir = path.join(config.dataDir, 'tmp');
    this.drivers =
      opts.drivers ??
      new Map(
        config.boards.map((b) => [b.key, createDriver(b, config.dataDir, log.child({ driver: b.driver }))]),
      );
    this.sessions = new SessionRegistry({
      onEnd: (s, reason) => this.log.info('session.end', { sessionId: s.id, key: s.key, reason }),
    });
    this.connection = new PortalConnection({
      portalUrl: config.portalUrl,
      token: config.token,
      heartbeatMs: config.heartbeatMs,
      log,
      hello: () => ({
        protocol: AGENT_PROTOCOL_VERSION,
        agentVersion: AGENT_VERSION,
        host: os.hostname(),
        boards: [...this.drivers.values()].map((d) => ({ key: d.key, driver: d.kind, state: d.state })),
      }),
      heartbeat: () => [...this.drivers.values()].map((d) => ({ key: d.key, state: d.state })),
      onWelcome: (w) => this.welcome(w),
      onMessage: (m) => this.handle(m),
      ...opts.connection,
    });
    for (const driver of this.drivers.values()) this.wire(driver);
  }

  async start(): Promise<void> {
    await fsp.rm(this.tmpDir, { recursive: true, force: true });
    await fsp.mkdir(this.tmpDir, { recursive: true });
    // Connect at once: the portal learns the boards (booting/offline) while they come up.
    this.connection.start();
    await Promise.all(
      [...this.drivers.values()].map((d) =>
        d.start().catch((err: Error) => this.log.error('board failed to start', { key: d.key, err })),
      ),
    );
  }

  async stop(): Promise<void> {
    this.sessions.closeAll();
    await this.connection.stop();
    await Promise.all([...this.drivers.values()].map((d) => d.stop().catch(() => {})));
  }

  private wire(driver: BoardDriver): void {
    driver.onState((state, detail) => {
      this.connection.send({ t: 'board.state', key: driver.key, state, ...(detail ? { detail } : {}) });
    });
    // The console path: no session holding the board → nobody may see the output.
    driver.onData((chunk) => {
      const session = this.sessions.onBoard(driver.key);
      if (!session) return;
      session.history.push(chunk);
      this.connection.send(
        { t: 'console.data', sessionId: session.id, data: chunk.toString('base64') },
        true,
      );
    });
  }

  private welcome(welcome: Welcome): void {
    this.unknown = new Set(welcome.unknown);
    for (const key of welcome.unknown) {
      this.log.warn('the portal has no device named like this board; it stays idle', { key });
    }
    for (const session of this.sessions.list()) {
      if (this.unknown.has(session.key)) this.sessions.close(session.id);
    }
  }

  private handle(message: Exclude<PortalMessage, Welcome>): Promise<void> | void {
    switch (message.t) {
      case 'session.open':
        return this.openSession(message);
      case 'session.close': {
        const closed = this.sessions.close(message.sessionId);
        if (closed)
          this.log.info('session.close', { sessionId: closed.id, key: closed.key, reason: message.reason });
        return;
      }
      case 'console.input': {
        const session = this.sessions.active(message.sessionId);
        if (!session) return this.refuse('session_closed', 'no open session', message.sessionId);
        this.drivers.get(session.key)?.write(Buffer.from(message.data, 'base64'));
        return;
      }
      case 'console.history': {
        const session = this.sessions.active(message.sessionId);
        if (!session) return this.refuse('session_closed', 'no open session', message.requestId);
        this.connection.send({
          t: 'console.history',
          requestId: message.requestId,
          sessionId: session.id,
          data: session.history.snapshot().toString('base64'),
        });
        return;
      }
      case 'action':
        return this.action(message.requestId, message.sessionId, message.action);
    }
  }

  private async openSession(message: Extract<PortalMessage, { t: 'session.open' }>): Promise<void> {
    const driver = this.drivers.get(message.key);
    if (!driver || this.unknown.has(message.key)) {
      return this.refuse('unknown_board', `this agent does not serve ${message.key}`, message.sessionId);
    }
    const endsAt = Date.parse(message.endsAt);
    if (endsAt <= Date.now())
      return this.refuse('session_expired', 'the slot has already ended', message.sessionId);
    const { session, reopened } = this.sessions.open({
      id: message.sessionId,
      key: message.key,
      userId: message.userId,
      endsAt,
    });
    this.log.info('session.open', {
      sessionId: session.id,
      key: session.key,
      endsAt: message.endsAt,
      reopened,
    });
    // A new slot starts on a clean board; a re-open (portal or agent reconnected) keeps the work.
    if (message.fresh && !reopened) {
      await driver.envReset().catch((err: Error) => {
        this.log.error('fresh environment failed', { key: driver.key, err });
      });
    }
  }

  private refuse(code: string, text: string, ref: string): void {
    this.log.warn('refused', { code, ref });
    this.connection.send({ t: 'error', code, message: text, ref });
  }

  private async action(requestId: string, sessionId: string, action: ActionPayload): Promise<void> {
    const session = this.sessions.active(sessionId);
    const driver = session && this.drivers.get(session.key);
    let outcome: Outcome;
    if (!session || !driver) {
      outcome = { ok: false, error: 'session_closed', message: 'no open session' };
    } else {
      this.log.info('action', { kind: action.kind, sessionId, key: session.key, requestId });
      try {
        outcome = await this.perform(session, driver, action);
      } catch (err) {
        const code = err instanceof DriverError ? err.code : 'internal';
        this.log.warn('action failed', { kind: action.kind, key: session.key, code, err });
        outcome = { ok: false, error: code, message: (err as Error).message.slice(0, 1000) };
      }
    }
    this.connection.send({ t: 'action.result', requestId, ...outcome });
  }

  private async perform(session: Session, driver: BoardDriver, action: ActionPayload): Promise<Outcome> {
    const download = { portalUrl: this.config.portalUrl, token: this.config.token };
    switch (action.kind) {
      case 'reset':
        if (driver.state === 'offline') throw new DriverError('board_offline', 'the board is offline');
        await driver.reset();
        return { ok: true };
      case 'envReset':
        await driver.envReset();
        return { ok: true };
      case 'upload': {
        assertFileName(action.name);
        const body = await openDownload(action.url, { ...download, maxBytes: action.size });
        await driver.putFile(action.name, body);
        return { ok: true };
      }
      case 'camera': {
        const image = await driver.camera();
        return { ok: true, data: { mime: image.mime, data: image.data.toString('base64') } };
      }
      case 'loadImage': {
        assertFileName(action.name);
        const file = path.join(this.tmpDir, `${session.id}-${Date.now()}-${action.name}`);
        try {
          await downloadToFile(action.url, file, download);
          await driver.loadImage(action.target, file, action.name, action.bootCommand);
        } finally {
          await fsp.rm(file, { force: true });
        }
        return { ok: true };
      }
      case 'testJob': {
        if (this.testing.has(driver.key))
          throw new DriverError('busy', 'a test job is already running on this board');
        this.testing.add(driver.key);
        try {
          const outcome = await runTestSteps(action.steps, {
            driver,
            sessionActive: () => this.sessions.active(session.id) === session,
            onProgress: (step) => this.connection.send({ t: 'test.progress', jobId: action.jobId, step }),
          });
          return {
            ok: outcome.ok,
            ...(outcome.error ? { error: outcome.error, message: outcome.message } : {}),
            data: { results: outcome.results },
          };
        } finally {
          this.testing.delete(driver.key);
        }
      }
    }
  }
}
