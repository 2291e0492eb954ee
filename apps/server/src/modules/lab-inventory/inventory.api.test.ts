import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiTokens, auditLog, labReservations } from '../../db/schema';
import { hashToken } from '../../platform/session';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const en = (headers: Headers): Headers => ({ ...headers, cookie: `${headers.cookie}; locale=en-US` });
/** The declared console areas of the inventory (packages/shared/src/admin/areas/lab-inventory.ts). */
const AREA: Record<string, string> = {
  companies: 'labCompany',
  cpus: 'labCpu',
  socs: 'labSoc',
  boards: 'labBoard',
  devices: 'labDevice',
};
const pathOf = (url: string) => {
  const [head, ...rest] = url.split(/(?=[/?])/);
  return `/api/admin/${AREA[head!]}${rest.join('')}`;
};
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  headers: Headers,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    // a device's state keeps its own call under /api/admin/lab/devices/:id
    url: method === 'PATCH' ? `/api/admin/lab/${url}` : pathOf(url),
    headers,
    ...(payload ? { payload } : {}),
  });
const tag = () => crypto.randomBytes(3).toString('hex');

async function created(url: string, body: object) {
  const res = await call('POST', url, admin.headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

/** company → CPU → SoC → board → device, each through the API. */
async function chain() {
  const t = tag();
  const company = await created('companies', {
    name: `平头哥${t}`,
    nameEn: `T-Head ${t}`,
    website: 'https://www.t-head.cn',
  });
  const cpu = await created('cpus', {
    companyId: company.id,
    name: `C910-${t}`,
    isa: 'RV64GCV',
    description: '高性能',
  });
  const soc = await created('socs', { companyId: company.id, cpuModelId: cpu.id, name: `TH1520-${t}` });
  const board = await created('boards', {
    companyId: company.id,
    socModelId: soc.id,
    name: `LicheePi 4A ${t}`,
    osTypes: ['Debian', 'openEuler', 'Debian'],
    industries: ['AI'],
    fields: ['edge computing'],
    microservices: ['benchmark'],
    availableUntil: '2027-06-30T16:00:00Z',
  });
  const device = await created('devices', { boardModelId: board.id, name: `lpi4a-${t}-1`, driver: 'serial' });
  return { company, cpu, soc, board, device };
}

describe('inventory CRUD by an administrator', () => {
  it('creates, lists with parent names, filters, replaces and deletes, each write audited', async () => {
    const { company, cpu, soc, board, device } = await chain();
    expect(company).toMatchObject({
      nameEn: expect.stringContaining('T-Head'),
      website: 'https://www.t-head.cn',
    });
    expect(cpu).toMatchObject({ isa: 'RV64GCV', companyId: company.id, companyName: company.name });
    expect(soc).toMatchObject({ companyId: company.id, cpuModelId: cpu.id, cpuName: cpu.name });
    expect(board).toMatchObject({
      osTypes: ['Debian', 'openEuler'],
      availableUntil: '2027-06-30T16:00:00.000Z',
      deviceCount: 0,
      socModelId: soc.id,
      socName: soc.name,
    });
    expect(device).toMatchObject({
      state: 'offline',
      driver: 'serial',
      boardModelId: board.id,
      boardName: board.name,
    });
    // the form's values: empty optional texts come back as null, tags deduplicated
    const boardForm = (await call('GET', `boards/${board.id}`, admin.headers)).json().result.body;
    expect(boardForm).toMatchObject({
      microservices: ['benchmark'],
      description: null,
      companyId: company.id,
    });

    const boards = (await call('GET', `boards?companyId=${company.id}`, admin.headers)).json().result;
    expect(boards).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(boards.items[0]).toMatchObject({ id: board.id, deviceCount: 1 });
    const cpus = (
      await call('GET', `cpus?q=${encodeURIComponent(cpu.name.slice(0, 6))}`, admin.headers)
    ).json().result;
    expect(cpus.items.map((c: { id: number }) => c.id)).toContain(cpu.id);
    const socs = (await call('GET', `socs?cpuModelId=${cpu.id}`, admin.headers)).json().result;
    expect(socs.items.map((s: { id: number }) => s.id)).toEqual([soc.id]);
    const devices = (
      await call('GET', `devices?boardModelId=${board.id}&state=offline`, admin.headers)
    ).json().result;
    expect(devices.items.map((d: { id: number }) => d.id)).toEqual([device.id]);
    const companies = (
      await call('GET', `companies?q=${encodeURIComponent('t-head')}&pageSize=100`, admin.headers)
    ).json().result;
    expect(companies.items.map((c: { id: number }) => c.id)).toContain(company.id);
    // a % in the search is a literal, not a wildcard
    expect((await call('GET', 'companies?q=%25', admin.headers)).json().result.total).toBe(0);

    const renamed = await call('PUT', `boards/${board.id}`, admin.headers, {
      companyId: company.id,
      socModelId: soc.id,
      name: `${board.name} Pro`,
      osTypes: ['Fedora'],
      availableUntil: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().result).toMatchObject({
      name: `${board.name} Pro`,
      osTypes: ['Fedora'],
      industries: [],
      availableUntil: null,
    });
    const audit = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'labBoard'), eq(auditLog.recordId, String(board.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
    // the audit log's filter names the area
    const logged = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit?resource=labBoard&q=${board.id}&pageSize=100`,
      headers: admin.headers,
    });
    expect(logged.statusCode).toBe(200);
    expect(logged.json().result.items.map((a: { recordId: string }) => a.recordId)).toContain(
      String(board.id),
    );
    const moved = await call('PUT', `devices/${device.id}`, admin.headers, {
      boardModelId: board.id,
      name: `${device.name}-x`,
      driver: 'qemu',
      state: 'online',
    });
    // the state has its own call; a replace leaves it alone
    expect(moved.json().result).toMatchObject({ name: `${device.name}-x`, driver: 'qemu', state: 'offline' });

    // deletes bottom-up; each parent is refused while a child names it
    for (const [url, id] of [
      ['companies', company.id],
      ['cpus', cpu.id],
      ['socs', soc.id],
      ['boards', board.id],
    ] as const) {
      const refused = await call('DELETE', `${url}/${id}`, en(admin.headers));
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toBe('It is still in use by other records and cannot be deleted');
    }
    for (const [url, id] of [
      ['devices', device.id],
      ['boards', board.id],
      ['socs', soc.id],
      ['cpus', cpu.id],
      ['companies', company.id],
    ] as const) {
      const res = await call('DELETE', `${url}/${id}`, admin.headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().result).toEqual({ id });
      expect((await call('DELETE', `${url}/${id}`, admin.headers)).statusCode).toBe(404);
      expect((await call('PUT', `${url}/${id}`, admin.headers, { name: 'x' })).statusCode).toBe(422);
    }
    expect(
      (await call('PUT', 'companies/999999', admin.headers, { name: 'x', nameEn: 'x' })).statusCode,
    ).toBe(404);
  });

  it('refuses a device with any reservation from being deleted, and its board from changing while one is live', async () => {
    const { board, device, company, soc } = await chain();
    const other = await created('boards', {
      companyId: company.id,
      socModelId: soc.id,
      name: `other-${tag()}`,
    });
    const user = await signIn(ctx);
    const start = new Date(Date.now() + 3_600_000);
    await ctx.database.db.insert(labReservations).values({
      userId: user.userId,
      deviceId: device.id,
      boardModelId: board.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
    });
    const res = await call('PUT', `devices/${device.id}`, en(admin.headers), {
      boardModelId: other.id,
      name: device.name,
      driver: 'serial',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The device has live reservations, so its board cannot change');
    expect((await call('DELETE', `devices/${device.id}`, admin.headers)).statusCode).toBe(409);
  });

  it('counts each board its own devices (a subquery once compared a device with itself)', async () => {
    const { company, soc, board } = await chain();
    const other = await created('boards', { companyId: company.id, socModelId: soc.id, name: `O ${tag()}` });
    for (const i of [2, 3])
      await created('devices', { boardModelId: board.id, name: `lpi4a-${tag()}-${i}`, driver: 'serial' });
    type Row = { id: number; deviceCount: number };
    const rows: Row[] = (await call('GET', `boards?companyId=${company.id}`, admin.headers)).json().result
      .items;
    expect([board.id, other.id].map((id) => rows.find((b) => b.id === id)?.deviceCount)).toEqual([3, 0]);
    const one = (await call('GET', `boards/${other.id}`, admin.headers)).json().result;
    expect(one.item).toMatchObject({ id: other.id, deviceCount: 0 });
  });

  it('answers a taken name with 409 on the name field, in both languages', async () => {
    const { company } = await chain();
    const body = { name: company.name, nameEn: 'Another' };
    const resEn = await call('POST', 'companies', en(admin.headers), body);
    expect(resEn.statusCode).toBe(409);
    expect(resEn.json().result.fields).toEqual([{ field: 'name', message: 'This name is already in use' }]);
    const resZh = await call('POST', 'companies', admin.headers, body);
    expect(resZh.json().result.fields).toEqual([{ field: 'name', message: '该名称已被使用' }]);
    const other = await created('companies', { name: `其他${tag()}`, nameEn: 'Other' });
    expect((await call('PUT', `companies/${other.id}`, admin.headers, body)).statusCode).toBe(409);
  });

  it('answers bad input with 422 naming the field', async () => {
    const { company, soc } = await chain();
    const cases: [string, object, string, string, string][] = [
      ['companies', { name: '', nameEn: 'x' }, 'name', 'Name is required', '名称不能为空'],
      [
        'companies',
        { name: 'x'.repeat(65), nameEn: 'x' },
        'name',
        'Name must be at most 64 characters',
        '名称最多 64 个字符',
      ],
      [
        'companies',
        { name: 'x' },
        'nameEn',
        'English name is required, at most 64 characters',
        '英文名称不能为空，最多 64 个字符',
      ],
      [
        'companies',
        { name: 'x', nameEn: 'x', website: 'ftp://x' },
        'website',
        'Please enter a valid http(s) address, at most 300 characters',
        '请输入有效的 http(s) 地址，最多 300 个字符',
      ],
      ['cpus', { name: 'x', isa: 'RV64' }, 'companyId', 'Please choose the company', '请选择公司'],
      [
        'cpus',
        { companyId: 999999, name: `x${tag()}`, isa: 'RV64' },
        'companyId',
        'Please choose the company',
        '请选择公司',
      ],
      [
        'cpus',
        { companyId: company.id, name: 'x' },
        'isa',
        'ISA is required, at most 64 characters (e.g. RV64GCV)',
        '指令集不能为空，最多 64 个字符（例如 RV64GCV）',
      ],
      [
        'socs',
        { companyId: company.id, cpuModelId: 999999, name: `x${tag()}` },
        'cpuModelId',
        'Please choose the CPU model',
        '请选择 CPU 型号',
      ],
      [
        'boards',
        { companyId: company.id, name: 'x' },
        'socModelId',
        'Please choose the SoC model',
        '请选择 SoC 型号',
      ],
      [
        'boards',
        { companyId: company.id, socModelId: soc.id, name: 'x', osTypes: [''] },
        'osTypes.0',
        'At most 20 values, each 1-32 characters',
        '最多 20 个值，每个 1-32 个字符',
      ],
      [
        'boards',
        { companyId: company.id, socModelId: soc.id, name: 'x', availableUntil: 'soon' },
        'availableUntil',
        'Please choose a valid end date',
        '请选择有效的截止日期',
      ],
      [
        'devices',
        { name: 'x', driver: 'qemu' },
        'boardModelId',
        'Please choose the board model',
        '请选择开发板型号',
      ],
      [
        'devices',
        { boardModelId: 999999, name: `x${tag()}`, driver: 'qemu' },
        'boardModelId',
        'Please choose the board model',
        '请选择开发板型号',
      ],
      [
        'devices',
        { boardModelId: 1, name: 'x', driver: 'jtag' },
        'driver',
        'Please choose the driver (qemu or serial)',
        '请选择驱动（qemu 或 serial）',
      ],
    ];
    for (const [url, body, field, enMsg, zhMsg] of cases) {
      const resEn = await call('POST', url, en(admin.headers), body);
      expect(resEn.statusCode, `${url} ${field}`).toBe(422);
      expect(resEn.json().result.fields, `${url} ${field}`).toContainEqual({ field, message: enMsg });
      const resZh = await call('POST', url, admin.headers, body);
      expect(resZh.json().result.fields, `${url} ${field}`).toContainEqual({ field, message: zhMsg });
    }
  });
});

describe('who may manage the inventory', () => {
  it('refuses visitors, other users, bearer tokens and forged requests on every endpoint', async () => {
    const { device } = await chain();
    const user = await signIn(ctx);
    const support = await signIn(ctx, { roles: ['support'] });
    const secret = `occ_${crypto.randomBytes(16).toString('hex')}`;
    await ctx.database.db.insert(apiTokens).values({
      userId: admin.userId,
      tokenHash: hashToken(secret),
      clientId: 'occ-desktop',
      name: 'OCC Desktop Tool',
      scope: 'profile lab',
    });
    const bearer = { authorization: `Bearer ${secret}` };
    const forged = { cookie: admin.headers.cookie };
    const body = { name: `n${tag()}`, nameEn: 'n' };

    for (const url of ['companies', 'cpus', 'socs', 'boards', 'devices']) {
      expect((await call('GET', url, {})).statusCode).toBe(401);
      expect((await call('POST', url, visitorHeaders(), body)).statusCode).toBe(401);
      for (const wrong of [user.headers, support.headers, bearer]) {
        expect((await call('GET', url, wrong)).statusCode).toBe(403);
        expect((await call('POST', url, wrong, body)).statusCode).toBe(403);
        expect((await call('PUT', `${url}/1`, wrong, body)).statusCode).toBe(403);
        expect((await call('DELETE', `${url}/1`, wrong)).statusCode).toBe(403);
      }
      expect((await call('POST', url, forged, body)).statusCode).toBe(403);
      expect((await call('DELETE', `${url}/1`, forged)).statusCode).toBe(403);
    }
    for (const wrong of [user.headers, support.headers, bearer, forged]) {
      expect((await call('PATCH', `devices/${device.id}`, wrong, { state: 'maintenance' })).statusCode).toBe(
        403,
      );
    }
    expect(
      (await call('PATCH', `devices/${device.id}`, visitorHeaders(), { state: 'maintenance' })).statusCode,
    ).toBe(401);
    const still = (await call('GET', `devices?q=${device.name}`, admin.headers)).json().result.items[0];
    expect(still.state).toBe('offline');
  });

  it('gives administrators lab.manage and lab.review, and support staff lab.review (0005 migration)', async () => {
    const me = (h: Headers) =>
      ctx.app.inject({ method: 'GET', url: '/api/base/user/getCurrentUserInfo', headers: h });
    const support = await signIn(ctx, { roles: ['support'] });
    expect((await me(admin.headers)).json().result.permissions).toEqual(
      expect.arrayContaining(['lab.manage', 'lab.review']),
    );
    const supportPermissions = (await me(support.headers)).json().result.permissions;
    expect(supportPermissions).toContain('lab.review');
    expect(supportPermissions).not.toContain('lab.manage');
  });
});
