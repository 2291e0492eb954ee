import type { BoardState } from '@occ/shared';

interface Entry {
  key: string;
  agentId: string;
  connId: string;
  state: BoardState;
  aliveAt: number;
}

/**
 * Which devices an agent serves right now and their reported state, in every portal process
 * (fed by bus events). An entry not refreshed by a heartbeat within the timeout is dropped, so a
 * process that died with its agent connections does not leave boards looking served elsewhere.
 */
export class BoardDirectory {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly timeoutMs: number,
    /** called when a device's state as seen by consoles changes */
    private readonly changed: (deviceId: number, state: BoardState | 'agent_offline') => void,
  ) {}

  state(deviceId: number): BoardState | 'agent_offline' {
    const e = this.entries.get(deviceId);
    return e && Date.now() - e.aliveAt <= this.timeoutMs ? e.state : 'agent_offline';
  }

  served(deviceId: number): boolean {
    return this.state(deviceId) !== 'agent_offline';
  }

  set(deviceId: number, entry: Omit<Entry, 'aliveAt'>) {
    const before = this.state(deviceId);
    this.entries.set(deviceId, { ...entry, aliveAt: Date.now() });
    if (before !== entry.state) this.changed(deviceId, entry.state);
  }

  /** The connection is gone: its devices (unless another connection took them) are unserved. */
  gone(connId: string, deviceIds: number[]) {
    for (const id of deviceIds) {
      if (this.entries.get(id)?.connId !== connId) continue;
      this.entries.delete(id);
      this.changed(id, 'agent_offline');
    }
  }

  alive(connId: string, deviceIds: number[]) {
    const now = Date.now();
    for (const id of deviceIds) {
      const e = this.entries.get(id);
      if (e?.connId === connId) e.aliveAt = now;
    }
  }

  /** Drops entries whose agent has been silent past the timeout. */
  expire() {
    const now = Date.now();
    for (const [id, e] of this.entries) {
      if (now - e.aliveAt <= this.timeoutMs) continue;
      this.entries.delete(id);
      this.changed(id, 'agent_offline');
    }
  }
}
