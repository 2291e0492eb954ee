import { describe, expect, it } from 'vitest';
import { visitorHeaders } from '../../test/harness';
import { makeBoard } from '../lab-reservations/test-fixtures';
import { reservationFixture } from './test-support';
import {
  useConsoleApp,
  type Headers,
  ctx,
  hub,
  base,
  get,
  post,
  addImage,
  actions,
  reads,
} from './console-api-setup';

// The lab console: who may use it, and what it shows.

useConsoleApp();

describe('who may use the console', () => {
  it('refuses visitors (401) and other users (404, like a missing reservation) on every endpoint', async () => {
    const { reservationId } = await reservationFixture(ctx);
    const other = await reservationFixture(ctx);
    for (const [headers, status] of [
      [visitorHeaders(), 401],
      [other.owner.headers, 404],
    ] as const) {
      for (const [op, call] of Object.entries({
        ...actions(reservationId, headers),
        ...reads(reservationId, headers),
      })) {
        const res = await call();
        expect(res.statusCode, `${op} ${status}`).toBe(status);
        expect(res.json().success).toBe(false);
      }
    }
    const missing = await get(other.owner.headers, `${base('00000000-0000-4000-8000-000000000000')}/console`);
    expect(missing.statusCode).toBe(404);
    expect(hub.calls).toEqual([]);
  });

  it('answers 409 outside the slot for actions, but lets the owner read the report and results', async () => {
    for (const when of ['future', 'ended'] as const) {
      const { reservationId, owner } = await reservationFixture(ctx, when);
      for (const [op, call] of Object.entries(actions(reservationId, owner.headers))) {
        const res = await call();
        expect(res.statusCode, `${op} ${when}`).toBe(409);
        expect(res.json().message).toBe('This reservation is not in its active time slot');
      }
      for (const [op, call] of Object.entries(reads(reservationId, owner.headers)))
        expect((await call()).statusCode, `${op} ${when}`).toBe(200);
    }
    expect(hub.calls).toEqual([]);
  });

  it('refuses an owner whose lab grant is gone (403) in the running slot', async () => {
    const { reservationId, owner } = await reservationFixture(ctx, 'active', { granted: false });
    for (const [op, call] of Object.entries(actions(reservationId, owner.headers))) {
      const res = await call();
      expect(res.statusCode, op).toBe(403);
      expect(res.json().message).toBe('Failed to obtain permission');
    }
    expect(hub.calls).toEqual([]);
  });

  it('says "The environment is not ready" to every action while an environment reset runs', async () => {
    const { reservationId, owner, deviceId } = await reservationFixture(ctx);
    hub.states.set(deviceId, 'env_resetting');
    const { 'labConsole.get': info, ...rest } = actions(reservationId, owner.headers);
    for (const [op, call] of Object.entries(rest)) {
      const res = await call();
      expect(res.statusCode, op).toBe(409);
      expect(res.json().message).toBe(
        'The environment is not ready (wait 3-5 minutes then refresh terminal)',
      );
    }
    expect((await info()).json().result.boardState).toBe('env_resetting');
    expect(hub.calls).toEqual([]);
  });

  it('keeps the XSRF check on board actions', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const headers = { ...owner.headers };
    delete (headers as Partial<Headers>)['x-xsrf-token'];
    expect((await post(headers, `${base(reservationId)}/reset`, { kind: 'board' })).statusCode).toBe(403);
    expect(hub.calls).toEqual([]);
  });
});

describe('console info', () => {
  it("shows the board, the slot, the agent's board state, this board model's images and my uploads", async () => {
    const { reservationId, owner, boardId, deviceId } = await reservationFixture(ctx);
    const app = await addImage(boardId, 'application', 'Hello');
    const fw = await addImage(boardId, 'hardware', 'Firmware');
    const elsewhere = await makeBoard(ctx.database.db);
    await addImage(elsewhere.boardId, 'application', 'Foreign');
    hub.states.set(deviceId, 'booting');

    const res = await get(owner.headers, `${base(reservationId)}/console`);
    expect(res.statusCode).toBe(200);
    const info = res.json().result;
    expect(info).toMatchObject({ reservationId, boardState: 'booting', canOperate: true, files: [] });
    expect(info.boardName).toMatch(/^B/);
    expect(info.deviceName).toMatch(/^D/);
    expect(Date.parse(info.endsAt)).toBeGreaterThan(Date.now());
    expect(info.images).toEqual([
      { id: app.id, target: 'application', name: 'Hello', description: 'Hello image' },
      { id: fw.id, target: 'hardware', name: 'Firmware', description: 'Firmware image' },
    ]);

    hub.states.set(deviceId, 'agent_offline');
    const offline = (await get(owner.headers, `${base(reservationId)}/console`)).json().result;
    expect(offline).toMatchObject({ boardState: 'agent_offline', canOperate: false });
    hub.states.set(deviceId, 'env_resetting');
    expect((await get(owner.headers, `${base(reservationId)}/console`)).json().result.canOperate).toBe(false);
  });
});
