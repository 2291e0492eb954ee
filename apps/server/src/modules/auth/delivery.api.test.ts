import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createTestApp, visitorHeaders, type TestContext } from '../../test/harness';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { verifyCode } from './codes';
import {
  get,
  post,
  requestCode,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueMobile,
  uniqueUsername,
} from './auth-test-kit';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

const registerWith = (ctx: TestContext, target: string, code: string) =>
  post(ctx, '/api/base/user/register', {
    username: uniqueUsername(),
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    target,
    code,
    agree: true,
  });

const lastRecord = async (ctx: TestContext, recipient: string) =>
  (
    await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1)
  )[0];

describe('e-mail over SMTP (MAIL_TRANSPORT=smtp)', () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, MAIL_FROM: 'OCC <codes@occ.test>' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('delivers the code to a real SMTP server, and the mailed code registers the account', async () => {
    const email = uniqueEmail();
    const sent = await requestCode(ctx, email, 'register', {
      ...visitorHeaders(),
      'accept-language': 'zh-CN',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await smtp.waitFor(email);
    expect(mail.from).toBe('codes@occ.test');
    expect(mail.subject).toMatch(/^OCC 验证码：\d{6}$/);
    expect(mail.text).toContain('用于注册账号');
    const code = codeIn(mail.text)!;
    expect(code).toMatch(/^\d{6}$/);

    // the record says "sent" and does not keep a usable code
    const record = await lastRecord(ctx, email);
    expect(record).toMatchObject({ channel: 'email', status: 'sent' });
    expect(record!.body).not.toContain(code);

    expect((await registerWith(ctx, email, code)).statusCode).toBe(200);
  });

  it('has no dev outbox for e-mail when mail really goes out', async () => {
    expect((await get(ctx, `/api/dev/outbox?to=${uniqueEmail()}`)).statusCode).toBe(404);
  });
});

describe('SMS through the HTTP gateway (SMS_TRANSPORT=http)', () => {
  const received: {
    auth: string | undefined;
    type: string | undefined;
    body: { to: string; text: string };
  }[] = [];
  let failNext = false;
  let gateway: http.Server;
  let ctx: TestContext;
  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        if (failNext) {
          failNext = false;
          res.writeHead(500).end('gateway down');
          return;
        }
        received.push({
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body: JSON.parse(data),
        });
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const { port } = gateway.address() as AddressInfo;
    ctx = await createTestApp({
      env: {
        SMS_TRANSPORT: 'http',
        SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`,
        SMS_GATEWAY_TOKEN: 'gw-secret',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((r) => gateway.close(r));
  });

  it('posts JSON {to, text} with the bearer token, and the texted code registers the account', async () => {
    const mobile = uniqueMobile();
    const sent = await requestCode(ctx, `+86${mobile}`, 'register', {
      ...visitorHeaders(),
      'accept-language': 'en-US',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const msg = received.at(-1)!;
    expect(msg.auth).toBe('Bearer gw-secret');
    expect(msg.type).toMatch(/^application\/json/);
    expect(msg.body.to).toBe(mobile);
    expect(msg.body.text).toMatch(/Your verification code is \d{6}/);
    expect((await lastRecord(ctx, mobile))?.status).toBe('sent');
    expect((await registerWith(ctx, mobile, codeIn(msg.body.text)!)).statusCode).toBe(200);
  });

  it('answers 502 "Send failed" when the gateway refuses, records the failure, and leaves no usable code', async () => {
    const mobile = uniqueMobile();
    failNext = true;
    const res = await requestCode(ctx, mobile, 'login', { ...visitorHeaders(), 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, message: 'Send failed' });
    const record = await lastRecord(ctx, mobile);
    expect(record).toMatchObject({ channel: 'sms', status: 'failed' });
    expect(record!.error).toContain('500');
    await expect(
      verifyCode(ctx.database.db, { target: mobile, scene: 'login', code: '123456' }),
    ).rejects.toMatchObject({
      code: -101020,
    });
    // no cooldown is held against the retry
    expect((await requestCode(ctx, mobile, 'login')).statusCode).toBe(200);
  });

  it('keeps e-mail in the outbox while SMS goes to the gateway', async () => {
    const email = uniqueEmail();
    expect((await requestCode(ctx, email, 'login')).statusCode).toBe(200);
    expect((await get(ctx, `/api/dev/outbox?to=${email}`)).json().result).toHaveLength(1);
    expect((await get(ctx, `/api/dev/outbox?to=${uniqueMobile()}`)).statusCode).toBe(404);
  });
});

describe('dev endpoints in production', () => {
  it('are not registered when NODE_ENV=production', async () => {
    const ctx = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const made = await post(ctx, '/api/base/auth/captcha', {});
      expect(made.statusCode).toBe(200);
      const { captchaId } = made.json().result;
      expect((await get(ctx, `/api/dev/captcha/${captchaId}`)).statusCode).toBe(404);
      expect((await get(ctx, `/api/dev/outbox?to=${uniqueEmail()}`)).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
