// The serial driver against a TCP server speaking ser2net's raw protocol, and against a real
// pseudo-terminal pair for the device-file path.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serialOptions, type SerialOptions } from '../config';
import { silentLogger } from '../log';
import { ConsoleReader } from '../testing/console-reader';
import { FakeBoard } from '../testing/fake-board';
import { SerialDriver } from './serial';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let tmp: string;
let camera: http.Server;
let cameraUrl: string;

beforeAll(async () => {
  tmp = await fsp.mkdtemp(path.join(os.tmpdir(), 'occ-serial-test-'));
  camera = http.createServer((req, res) => {
    if (req.url === '/snapshot.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else res.writeHead(500, { 'content-type': 'text/plain' }).end('camera broken');
  });
  await new Promise<void>((resolve) => camera.listen(0, '127.0.0.1', resolve));
  cameraUrl = `http://127.0.0.1:${(camera.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => camera.close(resolve));
  await fsp.rm(tmp, { recursive: true, force: true });
});

describe('serial driver over ser2net (TCP)', { timeout: 30_000 }, () => {
  let board: FakeBoard;
  let driver: SerialDriver;
  let reader: ConsoleReader;
  let dir: string;
  let log: string;

  function makeDriver(overrides: Partial<SerialOptions> = {}): SerialDriver {
    const opts = serialOptions.parse({
      tcp: board.endpoint,
      powerOffCommand: `echo "off $BOARD_KEY" >> "${log}"`,
      powerOnCommand: `echo "on $BOARD_KEY" >> "${log}"`,
      resetCommand: `echo "reset $BOARD_KEY" >> "${log}"`,
      envResetCommand: `echo "wipe $BOARD_KEY" >> "${log}"`,
      flashCommand: `cp "$FILE" "${dir}/flashed-$NAME"`,
      cameraUrl: `${cameraUrl}/snapshot.png`,
      uploadDir: path.join(dir, 'home'),
      powerCycleDelayMs: 10,
      ...overrides,
    });
    return new SerialDriver({
      key: 'board-7',
      log: silentLogger,
      dir: path.join(dir, 'agent'),
      serial: opts,
    });
  }

  beforeEach(async () => {
    board = await FakeBoard.listen();
    dir = await fsp.mkdtemp(path.join(tmp, 'case-'));
    log = path.join(dir, 'commands.log');
    driver = makeDriver();
    reader = new ConsoleReader(driver);
    await driver.start();
    expect(await driver.waitForState('ready', 5000)).toBe(true);
  });

  afterEach(async () => {
    reader.close();
    await driver.stop();
    await board.close();
  });

  it('is ready once the prompt answers the probe, and carries the console both ways', async () => {
    const from = reader.mark();
    expect(driver.write('echo hello\r')).toBe(true);
    await reader.waitFor(/\r\nhello\r\n=> $/, from);
    expect(board.input).toContain('echo hello\r');
  });

  it('goes offline when ser2net drops the connection and reconnects by itself', async () => {
    const states: string[] = [];
    driver.onState((s) => states.push(s));
    board.drop();
    expect(await driver.waitForState('offline', 2000)).toBe(true);
    expect(await driver.waitForState('ready', 5000)).toBe(true);
    expect(states).toEqual(['offline', 'booting', 'ready']);
    expect(board.connections).toBe(2);
  });

  it('resets and power cycles with the configured commands', async () => {
    await driver.reset();
    expect(driver.state).toBe('booting');
    board.print('\r\nU-Boot 2023.01\r\n=> ');
    expect(await driver.waitForState('ready', 2000)).toBe(true);
    await driver.powerCycle();
    expect(fs.readFileSync(log, 'utf8')).toBe('reset board-7\noff board-7\non board-7\n');
  });

  it('fails a reset with a stable code when the command fails', async () => {
    await driver.stop();
    driver = makeDriver({ resetCommand: 'echo "relay unreachable" >&2; exit 3' });
    await driver.start();
    await expect(driver.reset()).rejects.toMatchObject({
      code: 'reset_failed',
      message: /relay unreachable/,
    });
  });

  it('writes uploads into the upload folder and empties it on an environment reset', async () => {
    await driver.putFile('app.bin', Buffer.from('payload'));
    expect(fs.readFileSync(path.join(dir, 'home', 'app.bin'), 'utf8')).toBe('payload');
    await driver.envReset();
    expect(fs.readdirSync(path.join(dir, 'home'))).toEqual([]);
    expect(fs.readFileSync(log, 'utf8')).toBe('wipe board-7\noff board-7\non board-7\n');
  });

  it('hands uploads to the upload command with the name in the environment', async () => {
    await driver.stop();
    const dest = path.join(dir, 'scp-target');
    await fsp.mkdir(dest);
    driver = makeDriver({ uploadDir: undefined, uploadCommand: `cp "$FILE" "${dest}/$NAME"` });
    await driver.start();
    await driver.putFile('image-1.img', Buffer.from('disk'));
    expect(fs.readFileSync(path.join(dest, 'image-1.img'), 'utf8')).toBe('disk');
    await expect(driver.putFile('a;rm -rf', Buffer.from('x'))).rejects.toMatchObject({
      code: 'invalid_name',
    });
  });

  it('flashes a hardware image and power cycles; types the boot command after an application load', async () => {
    const file = path.join(dir, 'fw.bin');
    await fsp.writeFile(file, 'firmware');
    await driver.loadImage('hardware', file, 'fw.bin');
    expect(fs.readFileSync(path.join(dir, 'flashed-fw.bin'), 'utf8')).toBe('firmware');
    expect(fs.readFileSync(log, 'utf8')).toBe('off board-7\non board-7\n');
    board.print('=> ');
    expect(await driver.waitForState('ready', 2000)).toBe(true);
    const from = reader.mark();
    await driver.loadImage('application', file, 'app.elf', 'echo booting {name}');
    await reader.waitFor(/booting app\.elf\r\n=> $/, from);
    expect(fs.readFileSync(path.join(dir, 'home', 'app.elf'), 'utf8')).toBe('firmware');
  });

  it('fetches the camera image and reports a broken camera', async () => {
    const image = await driver.camera();
    expect(image).toEqual({ mime: 'image/png', data: PNG });
    await driver.stop();
    driver = makeDriver({ cameraUrl: `${cameraUrl}/broken` });
    await driver.start();
    await expect(driver.camera()).rejects.toMatchObject({ code: 'camera_failed', message: /HTTP 500/ });
  });
});

const hasSocat = spawnSync('which', ['socat']).status === 0;

describe.skipIf(!hasSocat)('serial driver on a serial device file', { timeout: 30_000 }, () => {
  let socat: ChildProcess;
  let dir: string;

  beforeAll(async () => {
    dir = await fsp.mkdtemp(path.join(tmp, 'pty-'));
    // a pseudo-terminal pair: the driver opens one end like /dev/ttyUSB0, the test is the board
    socat = spawn('socat', [`pty,raw,echo=0,link=${dir}/agent`, `pty,raw,echo=0,link=${dir}/board`]);
    for (let i = 0; i < 100 && !(fs.existsSync(`${dir}/agent`) && fs.existsSync(`${dir}/board`)); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
  });

  afterAll(() => {
    socat.kill();
  });

  it('sets the line up with stty, detects the prompt and carries bytes both ways', async () => {
    const boardIn = fs.createReadStream(`${dir}/board`);
    const boardOut = fs.createWriteStream(`${dir}/board`, { flags: 'r+' });
    // the pty reports EIO once socat is gone; the test no longer cares then
    boardIn.on('error', () => {});
    boardOut.on('error', () => {});
    let seen = '';
    boardIn.on('data', (chunk) => {
      seen += chunk.toString();
      // the probe (Enter) asks for a prompt
      if (chunk.includes('\r')) boardOut.write('\r\n=> ');
    });
    const driver = new SerialDriver({
      key: 'tty-board',
      log: silentLogger,
      dir: path.join(dir, 'agent-data'),
      serial: serialOptions.parse({ path: `${dir}/agent`, baud: 115200 }),
    });
    const reader = new ConsoleReader(driver);
    await driver.start();
    expect(await driver.waitForState('ready', 5000)).toBe(true);
    const from = reader.mark();
    boardOut.write('U-Boot says hi\r\n');
    await reader.waitFor(/U-Boot says hi/, from);
    driver.write('version\r');
    await expect.poll(() => seen, { timeout: 10_000 }).toContain('version\r');
    reader.close();
    await driver.stop();
    boardIn.destroy();
    boardOut.destroy();
  });
});
