// Configuration file + environment overrides.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_OPENSBI, DEFAULT_UBOOT, loadConfig } from './config';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function writeConfig(content: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-agent-config-'));
  dirs.push(dir);
  const file = path.join(dir, 'agent.json');
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

const base = {
  portalUrl: 'https://portal.example.com',
  token: 'file-token',
  dataDir: 'state',
  boards: [{ key: 'qemu-1', driver: 'qemu' }],
};

describe('agent config', () => {
  it('fills driver defaults and resolves dataDir next to the file', () => {
    const file = writeConfig(base);
    const config = loadConfig(['--config', file], {});
    expect(config.dataDir).toBe(path.join(path.dirname(file), 'state'));
    expect(config.heartbeatMs).toBe(5000);
    const board = config.boards[0]!;
    expect(board.driver === 'qemu' && board.qemu).toMatchObject({
      memory: '256M',
      biosPath: DEFAULT_OPENSBI,
      kernelPath: DEFAULT_UBOOT,
      readyPattern: '=> $',
    });
  });

  it('lets the environment override the portal, the token and the data folder', () => {
    const file = writeConfig(base);
    const config = loadConfig([], {
      LAB_AGENT_CONFIG: file,
      LAB_AGENT_PORTAL_URL: 'http://127.0.0.1:3000',
      LAB_AGENT_TOKEN: 'env-token',
      LAB_AGENT_DATA_DIR: '/var/lib/occ-agent',
    });
    expect(config).toMatchObject({
      portalUrl: 'http://127.0.0.1:3000',
      token: 'env-token',
      dataDir: '/var/lib/occ-agent',
    });
  });

  it('rejects bad boards with the path of the problem', () => {
    const bad = (boards: unknown[]) => () => loadConfig(['--config', writeConfig({ ...base, boards })], {});
    expect(bad([{ key: 'a b', driver: 'qemu' }])).toThrow(/boards\.0\.key/);
    expect(bad([{ key: 'x', driver: 'serial', serial: {} }])).toThrow(/path: set exactly one of path or tcp/);
    expect(bad([{ key: 'x', driver: 'serial', serial: { tcp: 'nohost' } }])).toThrow(/host:port/);
    expect(bad([{ key: 'x', driver: 'usb' }])).toThrow(ConfigError);
    expect(
      bad([
        { key: 'x', driver: 'qemu' },
        { key: 'x', driver: 'qemu' },
      ]),
    ).toThrow(/unique/);
    expect(bad([{ key: 'x', driver: 'qemu', qemu: { readyPattern: '(' } }])).toThrow(/regular expression/);
    expect(() => loadConfig(['--config', '/nonexistent.json'], {})).toThrow(/cannot read config/);
  });
});
