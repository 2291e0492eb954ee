import nodemailer, { type Transporter } from 'nodemailer';
import { Code } from '@occ/shared';
import type { Config } from '../../config';
import { outboxMessages } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { App } from '../../platform/types';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** e-mail address, or mobile number without the country prefix */
  to: string;
  subject: string;
  text: string;
  /**
   * The secret in the text (a one-time code). Masked in the record of a message that really went
   * out, so the database never holds a usable code; in outbox mode the record is the delivery.
   */
  secret?: string;
  /** files sent with an e-mail (an event's .ics); recorded with the message */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/*
 * SMS gateway (SMS_TRANSPORT=http) — the request the portal makes for every text message:
 *
 *   POST <SMS_GATEWAY_URL>
 *   Content-Type: application/json
 *   Authorization: Bearer <SMS_GATEWAY_TOKEN>        (only when the token is configured)
 *
 *   {"to": "13812345678", "text": "【OCC】Your verification code is 123456 ..."}
 *
 * Any 2xx answer means accepted (the body is ignored); anything else, or no answer within
 * 10 seconds, is a failure. `to` is the mainland number without +86.
 */
const SMS_TIMEOUT_MS = 10_000;

/** One SMTP transport per configuration (pooled connections are reused between messages). */
const transports = new WeakMap<Config, Transporter>();
function smtpTransport(config: Config): Transporter {
  let t = transports.get(config);
  if (!t) {
    t = nodemailer.createTransport(config.SMTP_URL!);
    transports.set(config, t);
  }
  return t;
}

async function sendSms(config: Config, msg: OutgoingMessage) {
  const res = await fetch(config.SMS_GATEWAY_URL!, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${config.SMS_GATEWAY_TOKEN}` } : {}),
    },
    body: JSON.stringify({ to: msg.to, text: msg.text }),
    signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
  });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
}

/** True when messages of this channel are only stored (readable at /api/dev/outbox). */
export function isOutbox(config: Config, channel: OutgoingMessage['channel']) {
  return channel === 'email' ? config.MAIL_TRANSPORT === 'outbox' : config.SMS_TRANSPORT === 'outbox';
}

/**
 * Sends through the configured adapter and records every message in outbox_messages
 * (stored / sent / failed). A failure throws 502 'sendFailed'.
 */
export async function deliver(app: App, msg: OutgoingMessage): Promise<void> {
  const { config } = app;
  const record = (status: 'stored' | 'sent' | 'failed', error?: string) =>
    app.database.db.insert(outboxMessages).values({
      channel: msg.channel,
      recipient: msg.to,
      subject: msg.subject,
      body: status === 'stored' || !msg.secret ? msg.text : msg.text.replaceAll(msg.secret, '******'),
      status,
      error: error?.slice(0, 500),
      attachments: msg.attachments?.length ? msg.attachments : null,
    });

  if (isOutbox(config, msg.channel)) {
    await record('stored');
    return;
  }
  try {
    if (msg.channel === 'email') {
      await smtpTransport(config).sendMail({
        from: config.MAIL_FROM,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        attachments: msg.attachments,
      });
    } else {
      await sendSms(config, msg);
    }
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    app.log.warn({ channel: msg.channel, error }, 'message delivery failed');
    await record('failed', error);
    throw new AppError(502, Code.INTERNAL, 'sendFailed');
  }
  await record('sent');
}
