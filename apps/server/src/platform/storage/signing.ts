import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// HMAC-signed, expiring tokens: `<payload>.<expires (unix seconds)>.<signature>` where the
// payload is base64url text. A token whose signature does not match (tampered) or whose time has
// passed (expired) reads as null; the caller answers spec §8's "The link address does not exist".

export class LinkSigner {
  constructor(private readonly secret: Buffer) {}

  /** The secret from STORAGE_LINK_SECRET, or one generated once and kept under the data dir. */
  static fromConfig(secret: string | undefined, dataDir: string): LinkSigner {
    if (secret) return new LinkSigner(Buffer.from(secret, 'utf8'));
    const file = path.join(dataDir, '.storage-link-secret');
    try {
      return new LinkSigner(fs.readFileSync(file));
    } catch {
      fs.mkdirSync(dataDir, { recursive: true });
      const fresh = crypto.randomBytes(32);
      try {
        fs.writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 });
        return new LinkSigner(fresh);
      } catch {
        // another process wrote it first
        return new LinkSigner(fs.readFileSync(file));
      }
    }
  }

  private mac(body: string): string {
    return crypto.createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  sign(payload: string, expiresAt: Date): string {
    const body = `${Buffer.from(payload, 'utf8').toString('base64url')}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return `${body}.${this.mac(body)}`;
  }

  /** The payload of a valid, unexpired token; null for anything else. */
  verify(
    token: string,
    now = new Date(),
  ): { payload: string; expiresAt: Date } | { error: 'expired' | 'invalid' } {
    const parts = token.split('.');
    if (parts.length !== 3 || !/^\d{1,12}$/.test(parts[1]!)) return { error: 'invalid' };
    const body = `${parts[0]}.${parts[1]}`;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(parts[2]!);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
      return { error: 'invalid' };
    const expiresAt = new Date(Number(parts[1]) * 1000);
    if (expiresAt.getTime() <= now.getTime()) return { error: 'expired' };
    return { payload: Buffer.from(parts[0]!, 'base64url').toString('utf8'), expiresAt };
  }
}
