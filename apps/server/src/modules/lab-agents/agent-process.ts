// Test and benchmark support (not imported by the app): the real lab agent program run as a child
// process against a portal, serving one emulated QEMU board.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../../../../..');
export const AGENT_MAIN = path.join(repo, 'apps/lab-agent/src/main.ts');
const FIRMWARE = [
  '/usr/lib/riscv64-linux-gnu/opensbi/generic/fw_jump.elf',
  '/usr/lib/u-boot/qemu-riscv64_smode/uboot.elf',
];

/** The agent program, QEMU for RISC-V and Debian's OpenSBI + U-Boot are all on this machine. */
export function canRunQemuBoard(): boolean {
  const qemu = (process.env.PATH ?? '/usr/bin')
    .split(path.delimiter)
    .some((dir) => fs.existsSync(path.join(dir, 'qemu-system-riscv64')));
  return qemu && fs.existsSync(AGENT_MAIN) && FIRMWARE.every((f) => fs.existsSync(f));
}

export class AgentProcess {
  /** the test's own folder: config, the agent's data, the board's sockets and disks */
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-lab-agent-'));
  readonly configFile = path.join(this.dir, 'agent.json');
  private child: ChildProcess | null = null;
  private output = '';

  /** Writes the agent's config: one qemu board whose key is the portal device's name. */
  constructor(portalUrl: string, token: string, boardKey: string) {
    fs.writeFileSync(
      this.configFile,
      JSON.stringify({
        portalUrl,
        token,
        dataDir: path.join(this.dir, 'data'),
        boards: [{ key: boardKey, driver: 'qemu' }],
      }),
    );
  }

  /** The tail of the agent's JSON log lines (for diagnostics when something does not happen). */
  log(): string {
    return this.output;
  }

  start() {
    const child = spawn(process.execPath, ['--import', 'tsx', AGENT_MAIN, '--config', this.configFile], {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.child = child;
  }

  /** Stops the agent (SIGTERM lets it stop its boards; SIGKILL is a crash). */
  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }

  /**
   * Ends processes the agent started and left behind (a SIGKILL gives it no chance to stop its
   * QEMU): found by this folder in their command line, ended by pid.
   */
  killStrays() {
    for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      if (Number(pid) === process.pid) continue;
      let cmdline = '';
      try {
        cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (!cmdline.includes(this.dir)) continue;
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  /** Stops everything and removes the folder. */
  async dispose() {
    await this.stop('SIGTERM');
    this.killStrays();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
