import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crudActions, defineArea } from '@occ/shared/admin';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { bodyOf, plainWrites, type AreaBinding } from './binding';
import { registerAdminArea } from './routes';
import { eq } from 'drizzle-orm';

// A resource that exists only in this test: its declaration and its table, nothing else.
const widgets = pgTable('test_widgets', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  colour: text('colour').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const widgetArea = defineArea({
  key: 'widgets',
  resource: 'dicts',
  route: '/admin/widgets',
  editRoute: '/admin/widget',
  body: z.object({
    name: z.string().trim().min(1).max(20),
    colour: z.enum(['red', 'blue']),
    active: z.boolean().default(true),
  }),
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'colour', kind: 'select', options: ['red', 'blue'] },
    { name: 'active', kind: 'switch' },
  ],
  columns: [{ name: 'name' }, { name: 'colour', kind: 'option' }, { name: 'active', kind: 'switch' }],
  filters: [
    { name: 'colour', kind: 'select', options: ['red', 'blue'] },
    { name: 'active', kind: 'switch' },
  ],
  search: true,
  sort: ['name'],
  defaultSort: 'name',
  titleField: 'name',
  publish: false,
  actions: crudActions('dicts'),
});
const binding: AreaBinding = {
  decl: widgetArea,
  table: widgets,
  id: widgets.id,
  columns: { name: widgets.name, colour: widgets.colour, active: widgets.active },
  searchColumns: [widgets.name],
  async read(tx, id) {
    const [row] = await tx
      .select()
      .from(widgets)
      .where(eq(widgets.id, Number(id)));
    return row ? bodyOf(widgetArea, row) : null;
  },
  ...plainWrites(widgets, widgets.id),
};

let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ extraRoutes: async (app) => registerAdminArea(app, binding) });
  await ctx.database.db.execute(
    sql`create table test_widgets (id integer generated always as identity primary key, name text not null, colour text not null, active boolean not null default true, updated_at timestamptz not null default now())`,
  );
  const admin = await signIn(ctx, { roles: ['admin'] });
  headers = { ...admin.headers, cookie: `${admin.headers.cookie}; locale=en-US` };
});
afterAll(() => ctx.close());

const send = (method: string, url: string, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

describe('a console area made from its declaration alone', () => {
  it('creates, refusing bad fields by name', async () => {
    const bad = await send('POST', '/api/admin/widgets', { name: '', colour: 'green' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .result.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['colour', 'name']);
    for (const [name, colour, active] of [
      ['Alpha', 'red', true],
      ['Beta', 'blue', true],
      ['Gamma', 'red', false],
      ['=SUM(A1)', 'blue', true],
    ] as const) {
      expect((await send('POST', '/api/admin/widgets', { name, colour, active })).statusCode).toBe(200);
    }
  });

  it('lists with paging, filters, search and sort', async () => {
    const all = (await send('GET', '/api/admin/widgets?pageSize=2&sort=-name')).json().result;
    expect(all.total).toBe(4);
    expect(all.items.map((i: { name: string }) => i.name)).toEqual(['Gamma', 'Beta']);
    const red = (await send('GET', '/api/admin/widgets?colour=red&active=true')).json().result;
    expect(red.items.map((i: { name: string }) => i.name)).toEqual(['Alpha']);
    const found = (await send('GET', '/api/admin/widgets?q=et')).json().result;
    expect(found.items.map((i: { name: string }) => i.name)).toEqual(['Beta']);
    // query syntax is plain text, never an error (control characters are refused by name: 422)
    expect((await send('GET', `/api/admin/widgets?q=${encodeURIComponent("%_\\'")}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/admin/widgets?q=${encodeURIComponent('a\u0001')}`)).statusCode).toBe(422);
    expect((await send('GET', '/api/admin/widgets?colour=green')).statusCode).toBe(422);
  });

  it('edits and deletes, one and several', async () => {
    const [alpha, beta, gamma] = (await send('GET', '/api/admin/widgets?sort=name'))
      .json()
      .result.items.slice(1);
    const edited = await send('PUT', `/api/admin/widgets/${alpha.id}`, { name: 'Alpha 2', colour: 'blue' });
    expect(edited.json().result).toMatchObject({ name: 'Alpha 2', colour: 'blue' });
    expect((await send('GET', `/api/admin/widgets/${alpha.id}`)).json().result.body).toEqual({
      name: 'Alpha 2',
      colour: 'blue',
      active: true,
    });
    expect((await send('DELETE', `/api/admin/widgets/${gamma.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/widgets/${gamma.id}`)).statusCode).toBe(404);
    const bulk = await send('POST', '/api/admin/widgets/bulk-delete', { ids: [alpha.id, beta.id] });
    expect(bulk.json().result).toEqual({ deleted: 2 });
    expect((await send('GET', '/api/admin/widgets')).json().result.total).toBe(1);
  });

  it('exports the filtered list as CSV, defusing formulas', async () => {
    const res = await send('GET', '/api/admin/widgets/export?colour=blue');
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Name,colour,Active');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(["'=SUM(A1)"]);
  });

  it('documents every operation in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((m) => Object.values(m).map((o) => o.operationId))
      .filter((id) => id?.startsWith('widgets.'));
    expect(ids.sort()).toEqual([
      'widgets.bulkDelete',
      'widgets.create',
      'widgets.delete',
      'widgets.export',
      'widgets.get',
      'widgets.list',
      'widgets.update',
    ]);
  });
});
