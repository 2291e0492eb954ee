import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import fastifyCookie from '@fastify/cookie';
import { registerErrorHandling } from './error-handler';
import { conflict, forbidden, idNotExist, needLogin } from './errors';

async function appThrowing(err: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifyCookie);
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw err;
  });
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(2).max(5), age: z.number() }) } },
    async () => 'ok',
  );
  return app;
}

const en = { cookie: 'locale=en-US' };

describe('error mapping', () => {
  it.each([
    [idNotExist(), 404, 404, 'The id does not exist'],
    [needLogin(), 401, -101014, 'Please log in first'],
    [forbidden(), 403, 403, 'You are not allowed to do this'],
    [conflict(), 409, 409, 'The request conflicts with the current state'],
  ])('maps a typed error to status and business code', async (err, status, code, message) => {
    const app = await appThrowing(err);
    const res = await app.inject({ url: '/boom', headers: en });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code, success: false, result: null, message });
  });

  it('hides unexpected errors behind a 500 envelope', async () => {
    const app = await appThrowing(new Error('secret internals'));
    const res = await app.inject({ url: '/boom', headers: en });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      success: false,
      result: null,
      message: 'The system is currently unavailable',
    });
    expect(res.body).not.toContain('secret');
  });

  it('lists every failing field with a localised message', async () => {
    const app = await appThrowing(null);
    const res = await app.inject({ method: 'POST', url: '/echo', headers: en, payload: { name: 'abcdefg' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields).toEqual([
      { field: 'name', message: 'Name must be at most 5 characters' },
      { field: 'age', message: 'age is required' },
    ]);
    const zh = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a', age: 'x' } });
    expect(zh.json().result.fields).toEqual([
      { field: 'name', message: '名称至少 2 个字符' },
      { field: 'age', message: 'age格式不正确' },
    ]);
  });

  it('answers malformed JSON with 400 Invalid JSON', async () => {
    const app = await appThrowing(null);
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { ...en, 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, success: false, result: null, message: 'Invalid JSON' });
  });
});
