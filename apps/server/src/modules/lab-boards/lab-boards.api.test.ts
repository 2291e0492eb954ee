import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  labBoardModels,
  labCollections,
  labCompanies,
  labCpuModels,
  labDevices,
  labReservations,
  labSocModels,
} from '../../db/schema';
import * as seed from '../../db/seed/data/lab';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

let ctx: TestContext;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** a whole hour about two days ahead: inside the horizon, on a slot boundary */
const T = Math.ceil((Date.now() + 2 * DAY) / HOUR) * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

let owner: Awaited<ReturnType<typeof signIn>>;
/** my own boards: Zeta (one online device, booked at [T, T+2h)), Ending (availableUntil one day before T) */
const mine = { zeta: 0, zetaOnline: 0, zetaOffline: 0, ending: 0, qemuBoard: 0, qemuDevice: 0 };

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const db = ctx.database.db;
  owner = await signIn(ctx);
  const [company] = await db
    .insert(labCompanies)
    .values({ name: '测试公司', nameEn: 'Test Co' })
    .returning({ id: labCompanies.id });
  const [cpu] = await db
    .insert(labCpuModels)
    .values({ companyId: company!.id, name: 'Test Core', isa: 'RV64GC' })
    .returning({ id: labCpuModels.id });
  const [soc] = await db
    .insert(labSocModels)
    .values({ companyId: company!.id, cpuModelId: cpu!.id, name: 'Test SoC' })
    .returning({ id: labSocModels.id });
  const [zeta, ending] = await db
    .insert(labBoardModels)
    .values([
      { companyId: company!.id, socModelId: soc!.id, name: 'Zeta Test Board', industries: ['testing'] },
      {
        companyId: company!.id,
        socModelId: soc!.id,
        name: 'Zeta Ending Board',
        industries: ['testing'],
        availableUntil: new Date(T - DAY),
      },
    ])
    .returning({ id: labBoardModels.id });
  mine.zeta = zeta!.id;
  mine.ending = ending!.id;
  const [on, off] = await db
    .insert(labDevices)
    .values([
      { boardModelId: zeta!.id, name: 'zeta-01', state: 'online' },
      { boardModelId: zeta!.id, name: 'zeta-02', state: 'offline', driver: 'serial' },
      { boardModelId: ending!.id, name: 'ending-01', state: 'online' },
    ])
    .returning({ id: labDevices.id });
  mine.zetaOnline = on!.id;
  mine.zetaOffline = off!.id;
  const [qemu] = await db
    .select({ id: labBoardModels.id })
    .from(labBoardModels)
    .where(eq(labBoardModels.name, 'QEMU virt RV64 (emulated)'));
  mine.qemuBoard = qemu!.id;
  // the demo's QEMU devices come online when a lab agent serves them; here one stands in for it
  await db.update(labDevices).set({ state: 'online' }).where(like(labDevices.name, 'qemu-virt-%'));
  const [qd] = await db
    .select({ id: labDevices.id })
    .from(labDevices)
    .where(eq(labDevices.name, 'qemu-virt-01'));
  mine.qemuDevice = qd!.id;

  const r = (deviceId: number, boardModelId: number, startsAt: number, endsAt: number, status: string) => ({
    userId: owner.userId,
    deviceId,
    boardModelId,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    status,
  });
  const now = Date.now();
  await db.insert(labReservations).values([
    // Zeta's only online device is booked at [T, T+2h)
    r(on!.id, zeta!.id, T, T + 2 * HOUR, 'reserving'),
    // a cancelled booking later does not hold the device
    r(on!.id, zeta!.id, T + 4 * HOUR, T + 6 * HOUR, 'cancelled'),
    // one QEMU device is running a slot now; another was released earlier today
    r(qd!.id, qemu!.id, now - HOUR, now + HOUR, 'successful'),
    r(qd!.id, qemu!.id, now - 3 * HOUR, now - 2 * HOUR, 'released'),
    // far beyond the booking horizon (not in the busy list)
    r(qd!.id, qemu!.id, now + 30 * DAY, now + 30 * DAY + HOUR, 'reserving'),
  ]);
});
afterAll(() => ctx.close());

interface Card {
  id: number;
  name: string;
  company: { id: number; name: string };
  cpu: { id: number; name: string; isa: string };
  soc: { id: number; name: string };
  availableDevices: number;
  unconnectedDevices: number;
  totalDevices: number;
  scheduleFrom: string;
  scheduleTo: string;
  endDate: string | null;
  collected: boolean;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
async function cards(query: string, headers: Record<string, string> = {}) {
  const res = await get(`/api/lab/boards?pageSize=100&${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.items as Card[];
}
const names = async (query: string) => (await cards(query)).map((c) => c.name);
const seededNames = (pred: (b: seed.SeedLabBoard) => boolean) =>
  seed.labBoards
    .filter(pred)
    .map((b) => b.name)
    .sort();
const sortedNames = (list: string[]) => [...list].sort();
async function facets(headers: Record<string, string> = {}) {
  return (await get('/api/lab/facets', headers)).json().result as {
    industries: string[];
    fields: string[];
    osTypes: string[];
    microservices: string[];
    companies: { id: number; name: string }[];
    cpus: { id: number; name: string }[];
    socs: { id: number; name: string }[];
    boards: { id: number; name: string }[];
  };
}
const idOf = (list: { id: number; name: string }[], name: string) => list.find((x) => x.name === name)!.id;

describe('labBoards.facets', () => {
  it('offers the values that exist in the inventory, sorted, company names in the user language', async () => {
    const zh = await facets();
    expect(zh.osTypes).toEqual([...new Set(seed.labBoards.flatMap((b) => b.osTypes))].sort());
    expect(zh.microservices).toEqual(['benchmark', 'compatibility', 'performance']);
    expect(zh.industries).toContain('testing');
    expect(zh.companies.map((c) => c.name)).toContain('平头哥');
    expect(zh.socs.map((s) => s.name)).toEqual(expect.arrayContaining(['TH1520', 'SG2042', 'JH7110', 'K1']));
    expect(zh.boards).toHaveLength(seed.labBoards.length + 2);
    const en = await facets({ cookie: 'locale=en-US' });
    expect(en.companies.map((c) => c.name)).toContain('T-Head');
    expect(en.companies.map((c) => c.name)).not.toContain('平头哥');
  });
});

describe('labBoards.list', () => {
  it('pages the cards sorted by name, 10 by default', async () => {
    const all = seed.labBoards.length + 2;
    const first = (await get('/api/lab/boards')).json().result;
    expect(first).toMatchObject({ total: all, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    const second = (await get('/api/lab/boards?page=2')).json().result;
    expect(second.items).toHaveLength(all - 10);
    const listed = [...first.items, ...second.items].map((c: Card) => c.name);
    expect(listed).toEqual([...listed].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(listed).size).toBe(all);
    const past = (await get('/api/lab/boards?page=9')).json().result;
    expect(past).toMatchObject({ items: [], total: all });
  });

  it('narrows by each text filter, any of several values', async () => {
    expect(await names('industry=data-center')).toEqual(
      seededNames((b) => b.industries.includes('data-center')),
    );
    expect(await names('industry=data-center,smart-home')).toEqual(
      seededNames((b) => b.industries.includes('data-center') || b.industries.includes('smart-home')),
    );
    expect(await names('field=hpc')).toEqual(['HiFive Premier P550', 'Milk-V Pioneer']);
    expect(await names('os=Zephyr')).toEqual(['ESP32-C3-DevKitM-1']);
    expect(await names('microservice=performance')).toEqual(
      seededNames((b) => b.microservices.includes('performance')),
    );
    expect(await names('industry=no-such-thing')).toEqual([]);
  });

  it('narrows by company (board, SoC or CPU vendor), CPU, SoC and board ids', async () => {
    const f = await facets({ cookie: 'locale=en-US' });
    // T-Head makes no board here, but its cores and SoCs are in five of them
    expect(await names(`company=${idOf(f.companies, 'T-Head')}`)).toEqual(
      sortedNames(['LicheePi 4A', 'Milk-V Pioneer', 'Nezha D1', 'Milk-V Duo 256M', 'CanMV-K230']),
    );
    expect(await names(`company=${idOf(f.companies, 'Sipeed')}`)).toEqual(['LicheePi 4A']);
    expect(await names(`company=${idOf(f.companies, 'Sipeed')},${idOf(f.companies, 'Espressif')}`)).toEqual([
      'ESP32-C3-DevKitM-1',
      'LicheePi 4A',
    ]);
    expect(await names(`cpu=${idOf(f.cpus, 'XuanTie C906')}`)).toEqual(['Milk-V Duo 256M', 'Nezha D1']);
    expect(await names(`soc=${idOf(f.socs, 'JH7110')},${idOf(f.socs, 'K1')}`)).toEqual([
      'Banana Pi BPI-F3',
      'VisionFive 2',
    ]);
    expect(await names(`board=${idOf(f.boards, 'Nezha D1')}`)).toEqual(['Nezha D1']);
  });

  it('combines filters with AND', async () => {
    expect(await names('industry=education&microservice=performance')).toEqual(
      seededNames((b) => b.industries.includes('education') && b.microservices.includes('performance')),
    );
    const f = await facets();
    expect(await names(`industry=education&os=Fedora&soc=${idOf(f.socs, 'SG2042')}`)).toEqual([
      'Milk-V Pioneer',
    ]);
    expect(await names(`field=rtos&os=Debian`)).toEqual(['Nezha D1']);
  });

  it('shows the card: company, CPU, SoC, device counts, schedule and end date', async () => {
    const now = Date.now();
    const byName = new Map((await cards('')).map((c) => [c.name, c]));
    const qemu = byName.get('QEMU virt RV64 (emulated)')!;
    // 4 online, one of them running a slot now
    expect(qemu).toMatchObject({ availableDevices: 3, unconnectedDevices: 0, totalDevices: 4 });
    expect(qemu.company.name).toBe('QEMU（模拟）');
    expect(qemu.soc.name).toBe('QEMU virt');
    expect(qemu.cpu).toMatchObject({ name: 'QEMU rv64', isa: 'RV64GCV (RVV 1.0)' });
    expect(qemu.endDate).toBeNull();
    // offline + not ready count as unconnected; maintenance is neither
    expect(byName.get('VisionFive 2')).toMatchObject({
      availableDevices: 0,
      unconnectedDevices: 4,
      totalDevices: 4,
    });
    expect(byName.get('Milk-V Pioneer')).toMatchObject({ unconnectedDevices: 1, totalDevices: 2 });
    // Zeta's online device is booked only later, so it is free now
    expect(byName.get('Zeta Test Board')).toMatchObject({ availableDevices: 1, unconnectedDevices: 1 });

    const from = Date.parse(qemu.scheduleFrom);
    expect(from % (30 * 60_000)).toBe(0);
    expect(from).toBeGreaterThanOrEqual(now);
    expect(from - now).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    const to = Date.parse(qemu.scheduleTo);
    expect(to % (30 * 60_000)).toBe(0);
    expect(to).toBeLessThanOrEqual(now + 14 * DAY + 5_000);
    expect(to).toBeGreaterThan(now + 14 * DAY - 31 * 60_000);

    const k230 = byName.get('CanMV-K230')!;
    expect(Date.parse(k230.endDate!)).toBeGreaterThan(now + 89 * DAY);
    // the schedule stops at the end date when it comes before the horizon
    const ending = byName.get('Zeta Ending Board')!;
    expect(ending.endDate).toBe(iso(T - DAY));
    expect(ending.scheduleTo).toBe(iso(T - DAY));
  });

  it('by time: keeps a board only if an online device is free for the whole window', async () => {
    const q = (a: number, b: number) => `industry=testing&from=${iso(a)}&to=${iso(b)}`;
    // Zeta's only online device is booked [T, T+2h); the ending board ends the day before T
    expect(await names(q(T, T + HOUR))).toEqual([]);
    expect(await names(q(T + HOUR, T + 3 * HOUR))).toEqual([]);
    expect(await names(q(T - HOUR, T + 30 * 60_000))).toEqual([]);
    // touching windows and a cancelled booking do not block
    expect(await names(q(T - HOUR, T))).toEqual(['Zeta Test Board']);
    expect(await names(q(T + 2 * HOUR, T + 3 * HOUR))).toEqual(['Zeta Test Board']);
    expect(await names(q(T + 4 * HOUR, T + 5 * HOUR))).toEqual(['Zeta Test Board']);
    // boards with no online device never match a window; QEMU (3 free devices) still does
    const any = await names(`from=${iso(T)}&to=${iso(T + HOUR)}`);
    expect(any).toContain('QEMU virt RV64 (emulated)');
    expect(any).not.toContain('VisionFive 2');
    expect(any).not.toContain('Zeta Test Board');
    // a window before the ending board's end date matches it too
    expect(await names(`industry=testing&from=${iso(T - 2 * DAY)}&to=${iso(T - 2 * DAY + HOUR)}`)).toEqual(
      sortedNames(['Zeta Ending Board', 'Zeta Test Board']),
    );
  });

  it('refuses a half or reversed window and bad values with 422 naming the field', async () => {
    const only = await get(`/api/lab/boards?from=${iso(T)}`, { cookie: 'locale=en-US' });
    expect(only.statusCode).toBe(422);
    expect(only.json().result.fields).toContainEqual({
      field: 'to',
      message: 'Please choose a valid time slot',
    });
    const reversed = await get(`/api/lab/boards?from=${iso(T)}&to=${iso(T)}`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().result.fields.map((x: { field: string }) => x.field)).toEqual(['to']);
    const bad = await get('/api/lab/boards?from=yesterday&to=tomorrow&pageSize=1000');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields.map((x: { field: string }) => x.field)).toEqual(
      expect.arrayContaining(['from', 'to', 'pageSize']),
    );
  });

  it('pages with a fixed number of statements whatever the page size', async () => {
    const db = ctx.database.db;
    const select = vi.spyOn(db, 'select');
    const execute = vi.spyOn(db, 'execute');
    try {
      await cards('');
      const big = select.mock.calls.length;
      select.mockClear();
      await get('/api/lab/boards?pageSize=1');
      expect(select.mock.calls.length).toBe(big);
      // the page and the total
      expect(big).toBe(2);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
      execute.mockRestore();
    }
  });
});

describe('labBoards.get', () => {
  it('returns the card, its devices and the live slots within its schedule', async () => {
    const res = await get(`/api/lab/boards/${mine.qemuBoard}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().result;
    expect(d).toMatchObject({ name: 'QEMU virt RV64 (emulated)', availableDevices: 3, collected: false });
    expect(d.devices.map((x: { name: string }) => x.name)).toEqual([
      'qemu-virt-01',
      'qemu-virt-02',
      'qemu-virt-03',
      'qemu-virt-04',
    ]);
    expect(d.devices[0]).toMatchObject({ state: 'online', driver: 'qemu', lastSeenAt: null });
    // the running slot only: the released one is over, the far one is beyond the horizon
    expect(d.busy).toHaveLength(1);
    expect(d.busy[0]).toEqual({
      deviceId: mine.qemuDevice,
      startsAt: expect.any(String),
      endsAt: expect.any(String),
    });
    expect(Object.keys(d.busy[0])).toEqual(['deviceId', 'startsAt', 'endsAt']);

    const zeta = (await get(`/api/lab/boards/${mine.zeta}`)).json().result;
    expect(zeta.busy).toEqual([{ deviceId: mine.zetaOnline, startsAt: iso(T), endsAt: iso(T + 2 * HOUR) }]);
    expect(zeta.devices.map((x: { id: number }) => x.id)).toEqual([mine.zetaOnline, mine.zetaOffline]);
  });

  it('answers 404 for a missing board and 422 for a bad id', async () => {
    const res = await get('/api/lab/boards/999999', { cookie: 'locale=en-US' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404, message: 'The id does not exist' });
    expect((await get('/api/lab/boards/abc')).statusCode).toBe(422);
    expect((await get('/api/lab/boards/99999999999')).statusCode).toBe(422);
  });
});

describe('collections', () => {
  const collect = (id: number, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/lab/boards/${id}/collect`, headers, payload });

  it('refuses a visitor (401) on collect, on collected=1 and on my collection', async () => {
    const res = await collect(mine.zeta, visitorHeaders(), {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(-101014);
    expect((await get('/api/lab/boards?collected=1')).statusCode).toBe(401);
    expect((await get('/api/lab/collections')).statusCode).toBe(401);
    // collected=0 is no filter at all and stays public
    expect((await get('/api/lab/boards?collected=0')).statusCode).toBe(200);
  });

  it('refuses a collect without the anti-forgery header', async () => {
    const user = await signIn(ctx);
    const res = await collect(mine.zeta, { cookie: user.headers.cookie }, {});
    expect(res.statusCode).toBe(403);
    const rows = await ctx.database.db
      .select()
      .from(labCollections)
      .where(eq(labCollections.userId, user.userId));
    expect(rows).toEqual([]);
  });

  it('toggles both ways, per user, and lists my collection', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    expect((await collect(mine.zeta, a.headers, {})).json().result).toEqual({ collected: true });
    expect((await collect(mine.qemuBoard, a.headers)).json().result).toEqual({ collected: true });

    const forA = new Map((await cards('', a.headers)).map((c) => [c.id, c.collected]));
    expect(forA.get(mine.zeta)).toBe(true);
    expect(forA.get(mine.ending)).toBe(false);
    expect((await cards('', b.headers)).every((c) => !c.collected)).toBe(true);
    expect((await cards('')).every((c) => !c.collected)).toBe(true);
    expect((await get(`/api/lab/boards/${mine.zeta}`, a.headers)).json().result.collected).toBe(true);
    expect((await get(`/api/lab/boards/${mine.zeta}`, b.headers)).json().result.collected).toBe(false);

    expect((await cards('collected=1', a.headers)).map((c) => c.name)).toEqual([
      'QEMU virt RV64 (emulated)',
      'Zeta Test Board',
    ]);
    expect(await cards('collected=1&industry=testing', a.headers)).toHaveLength(1);
    expect(await cards('collected=1', b.headers)).toEqual([]);
    const mineList = (await get('/api/lab/collections?pageSize=1', a.headers)).json().result;
    expect(mineList).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(mineList.items[0]).toMatchObject({ name: 'QEMU virt RV64 (emulated)', collected: true });

    expect((await collect(mine.zeta, a.headers, {})).json().result).toEqual({ collected: false });
    expect((await cards('collected=1', a.headers)).map((c) => c.name)).toEqual(['QEMU virt RV64 (emulated)']);
    // an explicit state is idempotent
    expect((await collect(mine.zeta, a.headers, { collected: false })).json().result).toEqual({
      collected: false,
    });
    expect((await collect(mine.qemuBoard, a.headers, { collected: true })).json().result).toEqual({
      collected: true,
    });
    expect((await get('/api/lab/collections', a.headers)).json().result.total).toBe(1);
  });

  it('stays exact under concurrent clicks', async () => {
    const user = await signIn(ctx);
    const db = ctx.database.db;
    const rowsOf = () => db.select().from(labCollections).where(eq(labCollections.userId, user.userId));
    const sets = await Promise.all(
      Array.from({ length: 10 }, () => collect(mine.zeta, user.headers, { collected: true })),
    );
    expect(sets.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(sets.every((r) => r.json().result.collected === true)).toBe(true);
    expect(await rowsOf()).toHaveLength(1);

    const flips = await Promise.all(Array.from({ length: 10 }, () => collect(mine.zeta, user.headers, {})));
    expect(flips.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    // whatever the interleaving: at most one row, and the last answer matches what is stored
    const stored = await rowsOf();
    expect(stored.length).toBeLessThanOrEqual(1);
    const again = (await collect(mine.zeta, user.headers, {})).json().result.collected;
    expect(again).toBe(stored.length === 0);
  });

  it('answers 404 when collecting a missing board', async () => {
    const user = await signIn(ctx);
    for (const payload of [{}, { collected: true }, { collected: false }]) {
      const res = await collect(999999, user.headers, payload);
      expect(res.statusCode).toBe(404);
    }
    const bad = await collect(mine.zeta, user.headers, { collected: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('collected');
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue operations and the list filters', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const ops = (path: string, method: string) => doc.paths[path][method].operationId;
    expect(ops('/api/lab/facets', 'get')).toBe('labBoards.facets');
    expect(ops('/api/lab/boards', 'get')).toBe('labBoards.list');
    expect(ops('/api/lab/boards/{id}', 'get')).toBe('labBoards.get');
    expect(ops('/api/lab/boards/{id}/collect', 'post')).toBe('labCollections.toggle');
    expect(ops('/api/lab/collections', 'get')).toBe('labCollections.list');
    expect(doc.paths['/api/lab/boards'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'industry',
        'company',
        'os',
        'microservice',
        'from',
        'to',
        'collected',
        'page',
      ]),
    );
  });
});
