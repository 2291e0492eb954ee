import { describe, expect, it, vi } from 'vitest';
import * as seed from '../../db/seed/data/lab';
import {
  useLabBoardsApp,
  ctx,
  HOUR,
  DAY,
  T,
  iso,
  mine,
  type Card,
  get,
  cards,
  names,
  seededNames,
  sortedNames,
  facets,
  idOf,
} from './lab-boards-api-setup';

// The lab board catalogue: facets, the filtered list, a board's card and the OpenAPI entries.

useLabBoardsApp();

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
