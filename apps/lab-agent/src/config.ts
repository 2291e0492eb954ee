// Agent configuration: a JSON file (`--config <file>` or LAB_AGENT_CONFIG) with the portal URL,
// the agent token and the boards; LAB_AGENT_PORTAL_URL / LAB_AGENT_TOKEN / LAB_AGENT_DATA_DIR
// override the file so the secret can stay out of it.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const DEFAULT_OPENSBI = '/usr/lib/riscv64-linux-gnu/opensbi/generic/fw_jump.elf';
export const DEFAULT_UBOOT = '/usr/lib/u-boot/qemu-riscv64_smode/uboot.elf';

const boardKey = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, 'letters, digits, "_", "." and "-" only (it names folders)');

/** A regular expression source; compiled once when the driver starts. */
const pattern = z.string().refine((s) => {
  try {
    new RegExp(s);
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');

export const qemuOptions = z.object({
  binary: z.string().default('qemu-system-riscv64'),
  memory: z.string().default('256M'),
  smp: z.number().int().min(1).max(8).default(1),
  /** OpenSBI firmware given to -bios */
  biosPath: z.string().default(DEFAULT_OPENSBI),
  /** the payload given to -kernel: U-Boot (S-mode); hardware loading replaces it per session */
  kernelPath: z.string().default(DEFAULT_UBOOT),
  /** a disk image the per-session disk is a copy-on-write overlay of; none = a blank FAT disk */
  baseDisk: z.string().optional(),
  baseDiskFormat: z.enum(['raw', 'qcow2']).default('raw'),
  /** size of the blank FAT disk made when there is no base disk */
  diskSizeMb: z.number().int().min(1).max(65_536).default(64),
  extraArgs: z.array(z.string()).default([]),
  /** console text that means "booted and usable" (U-Boot's prompt) */
  readyPattern: pattern.default('=> $'),
  /** typed past so the board stops at the prompt instead of trying to boot from disk/network */
  autobootPattern: pattern.nullable().default('Hit any key to stop autoboot'),
  bootTimeoutMs: z.number().int().min(1000).default(60_000),
});

export const serialOptions = z
  .object({
    /** a serial device, e.g. /dev/ttyUSB0 … */
    path: z.string().optional(),
    /** … or a ser2net raw TCP endpoint "host:port" */
    tcp: z
      .string()
      .regex(/^[^\s:]+:\d{1,5}$/, 'host:port')
      .optional(),
    baud: z.number().int().positive().default(115_200),
    powerOnCommand: z.string().optional(),
    powerOffCommand: z.string().optional(),
    resetCommand: z.string().optional(),
    /** wipes the board's user data (e.g. reflash the root file system); runs before a power cycle */
    envResetCommand: z.string().optional(),
    /** writes a hardware image to the board; the file is in $FILE */
    flashCommand: z.string().optional(),
    /** a still image of the board (HTTP GET, image/*) */
    cameraUrl: z.string().url().optional(),
    /** delivers an upload: $FILE is the local file, $NAME its name on the board */
    uploadCommand: z.string().optional(),
    /** … or the folder (e.g. an NFS/TFTP export the board mounts) uploads are written into */
    uploadDir: z.string().optional(),
    readyPattern: pattern.default('(=>|[#$]) ?$'),
    autobootPattern: pattern.nullable().default(null),
    bootTimeoutMs: z.number().int().min(1000).default(180_000),
    powerCycleDelayMs: z.number().int().min(0).default(2000),
    commandTimeoutMs: z.number().int().min(1000).default(120_000),
  })
  .refine((s) => (s.path === undefined) !== (s.tcp === undefined), {
    message: 'set exactly one of path or tcp',
    path: ['path'],
  });

const board = z.discriminatedUnion('driver', [
  z.object({ key: boardKey, driver: z.literal('qemu'), qemu: qemuOptions.default(qemuOptions.parse({})) }),
  z.object({ key: boardKey, driver: z.literal('serial'), serial: serialOptions }),
]);

export const agentConfig = z
  .object({
    portalUrl: z
      .string()
      .url()
      .refine((u) => /^(https?|wss?):/.test(u), 'http(s) or ws(s) URL'),
    token: z.string().min(1),
    dataDir: z.string().min(1),
    heartbeatMs: z.number().int().min(100).default(5000),
    boards: z.array(board).min(1).max(256),
  })
  .refine((c) => new Set(c.boards.map((b) => b.key)).size === c.boards.length, {
    message: 'board keys must be unique',
    path: ['boards'],
  });

export type AgentConfig = z.infer<typeof agentConfig>;
export type BoardConfig = AgentConfig['boards'][number];
export type QemuOptions = z.infer<typeof qemuOptions>;
export type SerialOptions = z.infer<typeof serialOptions>;

export class ConfigError extends Error {}

/** Reads the file named by --config or LAB_AGENT_CONFIG, applies env overrides, validates. */
export function loadConfig(argv: string[], env: NodeJS.ProcessEnv): AgentConfig {
  const flag = argv.indexOf('--config');
  const file = flag >= 0 ? argv[flag + 1] : env.LAB_AGENT_CONFIG;
  let raw: Record<string, unknown> = {};
  if (file) {
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch (err) {
      throw new ConfigError(`cannot read config ${file}: ${(err as Error).message}`);
    }
  }
  if (env.LAB_AGENT_PORTAL_URL) raw.portalUrl = env.LAB_AGENT_PORTAL_URL;
  if (env.LAB_AGENT_TOKEN) raw.token = env.LAB_AGENT_TOKEN;
  if (env.LAB_AGENT_DATA_DIR) raw.dataDir = env.LAB_AGENT_DATA_DIR;
  const parsed = agentConfig.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`invalid config${file ? ` ${file}` : ''}: ${issues.join('; ')}`);
  }
  // Relative folders are relative to the config file, not to wherever the agent was started.
  const base = file ? path.dirname(path.resolve(file)) : process.cwd();
  return { ...parsed.data, dataDir: path.resolve(base, parsed.data.dataDir) };
}
