import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StepResult } from '@occ/shared';
import { labBoardImages, labReservations, labSessionEvents, labSessionFiles } from '../../db/schema';
import { labStorageKey } from '../lab-console/storage';
import { makeBoard } from '../lab-reservations/test-fixtures';
import { createAgent, type WsClient } from './test-support';
import { useConsoleApp, ctx, admin, setup, openConsole } from './console-api-setup';

// The LabHub: board actions and their answers, test progress, and the agent's file downloads.

useConsoleApp();

describe('board actions through the hub', () => {
  /** Waits for the agent's next action frame from `from` on. */
  const nextAction = (c: WsClient, from: number) => c.waitFor((f) => f.t === 'action', 5000, from);

  it('relays an action and its answer, refuses the same kind while one runs, and times out', async () => {
    const { reservationId, agent } = await setup();
    const hub = ctx.app.labHub;
    const pending = hub.request(reservationId, { kind: 'reset' });
    const sent = await nextAction(agent.c, 0);
    expect(sent).toMatchObject({ sessionId: reservationId, action: { kind: 'reset' } });
    // the session was opened before the first action
    expect(agent.c.frames.findIndex((f) => f.t === 'session.open')).toBeLessThan(
      agent.c.frames.indexOf(sent),
    );
    await expect(hub.request(reservationId, { kind: 'reset' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'labBusy',
    });
    agent.c.send({
      t: 'action.result',
      requestId: sent.requestId,
      ok: false,
      error: 'boot_timeout',
      message: 'no prompt',
    });
    expect(await pending).toEqual({ ok: false, error: 'boot_timeout', message: 'no prompt' });

    // answered: the board takes the same kind again; a silent agent times out
    const count = agent.c.frames.length;
    await expect(hub.request(reservationId, { kind: 'reset' }, { timeoutMs: 300 })).rejects.toMatchObject({
      status: 504,
      messageKey: 'labActionTimeout',
    });
    await nextAction(agent.c, count);

    // a refused action (the agent's error frame naming the request) answers at once
    const camera = hub.request(reservationId, { kind: 'camera' });
    const cam = await agent.c.waitFor(
      (f) => f.t === 'action' && (f.action as { kind: string }).kind === 'camera',
    );
    agent.c.send({ t: 'error', code: 'session_closed', message: 'no such session', ref: cam.requestId });
    expect(await camera).toMatchObject({ ok: false, error: 'session_closed' });
  });

  it('streams test progress to the requester and the consoles, and answers history', async () => {
    const { reservationId, agent, owner } = await setup();
    const hub = ctx.app.labHub;
    const seen: [string, StepResult][] = [];
    const stop = hub.onTestProgress((jobId, step) => seen.push([jobId, step]));
    const con = await openConsole(reservationId, owner.headers);
    await con.waitFor((f) => f.t === 'history');
    const steps = [{ name: 'prompt', send: 'version', expect: 'U-Boot', timeoutMs: 1000 }];
    const job = hub.request(reservationId, { kind: 'testJob', jobId: 'job-1', steps });
    const sent = await agent.c.waitFor((f) => f.t === 'action');
    const step: StepResult = { index: 0, name: 'prompt', status: 'passed', durationMs: 12, output: 'U-Boot' };
    agent.c.send({ t: 'test.progress', jobId: 'job-1', step });
    agent.c.send({ t: 'action.result', requestId: sent.requestId, ok: true, data: { results: [step] } });
    expect(await job).toEqual({ ok: true, data: { results: [step] } });
    expect(seen).toEqual([['job-1', step]]);
    expect(await con.waitFor((f) => f.t === 'test')).toEqual({ t: 'test', jobId: 'job-1', step });
    stop();

    agent.setHistory('buffered output');
    expect((await hub.history(reservationId)).toString()).toBe('buffered output');
    con.close();
  });

  it('answers 503 when no agent serves the board and 409 outside the slot', async () => {
    const { reservationId, agent, device } = await setup();
    agent.c.close();
    await expect.poll(() => ctx.app.labHub.boardState(device.id)).toBe('agent_offline');
    await expect(ctx.app.labHub.request(reservationId, { kind: 'reset' })).rejects.toMatchObject({
      status: 503,
      messageKey: 'labAgentOffline',
    });
    await ctx.database.db
      .update(labReservations)
      .set({ status: 'ended' })
      .where(eq(labReservations.id, reservationId));
    await expect(ctx.app.labHub.request(reservationId, { kind: 'reset' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'labSlotNotActive',
    });
  });
});

describe('agent file downloads', () => {
  it('serves session files of sessions open on the agent and images of boards it serves, to that agent only', async () => {
    const { reservationId, owner, agent, agentRow, boardId } = await setup();
    // kept in the storage module like the routes keep them
    const sessionKey = crypto.randomBytes(16).toString('hex');
    const imageKey = crypto.randomBytes(16).toString('hex');
    const { storage } = ctx.app;
    await storage.put(labStorageKey('session', sessionKey), Buffer.from('file for the board'), 'text/plain');
    await storage.put(labStorageKey('image', imageKey), Buffer.from('firmware bytes'), 'text/plain');
    const [file] = await ctx.database.db
      .insert(labSessionFiles)
      .values({ reservationId, userId: owner.userId, name: 'hello.txt', storageKey: sessionKey, size: 18 })
      .returning();
    const [image] = await ctx.database.db
      .insert(labBoardImages)
      .values({
        boardModelId: boardId,
        target: 'hardware',
        name: 'fw',
        storageKey: imageKey,
        fileName: 'fw.bin',
        size: 14,
      })
      .returning();
    const other = await makeBoard(ctx.database.db);
    const [foreignImage] = await ctx.database.db
      .insert(labBoardImages)
      .values({
        boardModelId: other.boardId,
        target: 'hardware',
        name: 'fw',
        storageKey: imageKey,
        fileName: 'fw.bin',
        size: 14,
      })
      .returning();
    const get = (url: string, token?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const fileUrl = `/api/lab/agent/files/session/${file!.id}`;

    // not yet opened on the agent: nothing to download
    expect((await get(fileUrl, agentRow.token)).statusCode).toBe(404);
    const con = await openConsole(reservationId, owner.headers);
    await con.waitFor((f) => f.t === 'history');
    const ok = await get(fileUrl, agentRow.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/octet-stream');
    expect(ok.body).toBe('file for the board');
    expect((await get(`/api/lab/agent/files/image/${image!.id}`, agentRow.token)).body).toBe(
      'firmware bytes',
    );

    expect((await get(fileUrl)).statusCode).toBe(401);
    expect((await get(fileUrl, 'occa_' + 'B'.repeat(43))).statusCode).toBe(401);
    // a user's session cookie is not an agent
    expect((await ctx.app.inject({ method: 'GET', url: fileUrl, headers: owner.headers })).statusCode).toBe(
      401,
    );
    const stranger = await createAgent(ctx.app, admin);
    expect((await get(fileUrl, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/lab/agent/files/image/${foreignImage!.id}`, agentRow.token)).statusCode).toBe(
      404,
    );
    expect((await get('/api/lab/agent/files/other/1', agentRow.token)).statusCode).toBe(422);

    // released: the session is closed, its files are no longer the agent's to fetch
    await ctx.app.inject({
      method: 'POST',
      url: `/api/lab/reservations/${reservationId}/release`,
      headers: owner.headers,
    });
    expect((await get(fileUrl, agentRow.token)).statusCode).toBe(404);
    await con.closed;
    agent.c.close();
    expect(
      await ctx.database.db
        .select()
        .from(labSessionEvents)
        .where(
          and(eq(labSessionEvents.reservationId, reservationId), eq(labSessionEvents.kind, 'session_open')),
        ),
    ).toHaveLength(1);
  });
});
