// Test helper: the portal's side of the agent protocol, as small as possible: an HTTP server with
// the agent WebSocket path and a file download route, recording every frame the agent sends.
import http from 'node:http';
import type net from 'node:net';
import { AGENT_WS_PATH, type AgentMessage } from '@occ/shared/lab/agent-protocol';
import { WebSocketServer, type WebSocket } from 'ws';

export class FakePortal {
  readonly http: http.Server;
  readonly wss: WebSocketServer;
  readonly frames: AgentMessage[] = [];
  readonly authHeaders: string[] = [];
  /** files served at /api/lab/agent/files/<kind>/<id> to the right bearer token */
  readonly files = new Map<string, Buffer>();
  /** answer the upgrade with this HTTP status instead of accepting it */
  refuseWith: number | null = null;
  /** what the portal answers to hello (null = say nothing) */
  welcome: Record<string, unknown> | null = {
    t: 'welcome',
    agentId: 'agent-1',
    heartbeatMs: 100,
    boards: [],
    unknown: [],
  };
  socket: WebSocket | undefined;
  connections = 0;

  private constructor(readonly token: string) {
    this.http = http.createServer((req, res) => {
      const file = req.url?.startsWith('/api/lab/agent/files/') ? this.files.get(req.url) : undefined;
      if (req.headers.authorization !== `Bearer ${this.token}`) res.writeHead(401).end();
      else if (!file) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(file);
    });
    this.wss = new WebSocketServer({ noServer: true });
    this.http.on('upgrade', (req, socket, head) => {
      this.authHeaders.push(req.headers.authorization ?? '');
      if (req.url !== AGENT_WS_PATH || this.refuseWith) {
        socket.end(`HTTP/1.1 ${this.refuseWith ?? 404} Refused\r\nConnection: close\r\n\r\n`);
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws));
    });
  }

  static async listen(token = 'test-agent-token-0123456789'): Promise<FakePortal> {
    const portal = new FakePortal(token);
    await new Promise<void>((resolve) => portal.http.listen(0, '127.0.0.1', resolve));
    return portal;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.http.address() as net.AddressInfo).port}`;
  }

  private accept(ws: WebSocket): void {
    this.connections++;
    this.socket = ws;
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as AgentMessage;
      this.frames.push(frame);
      if (frame.t === 'hello' && this.welcome) ws.send(JSON.stringify(this.welcome));
    });
  }

  /** Sends a frame (or raw text) to the connected agent. */
  send(frame: unknown): void {
    this.socket!.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  of<T extends AgentMessage['t']>(t: T): Extract<AgentMessage, { t: T }>[] {
    return this.frames.filter((f): f is Extract<AgentMessage, { t: T }> => f.t === t);
  }

  /** Waits until a frame matching `match` has arrived (counting from `from`). */
  async waitFor<T extends AgentMessage['t']>(
    t: T,
    match: (f: Extract<AgentMessage, { t: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<AgentMessage, { t: T }>> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.of(t).find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no ${t} frame arrived; frames: ${JSON.stringify(this.frames.map((f) => f.t))}`);
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }
}
