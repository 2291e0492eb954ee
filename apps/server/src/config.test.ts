import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults of DESIGN §2', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.NODE_ENV).toBe('development');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.SEED_DEMO).toBe(true);
  });

  it('parses numbers, booleans and URLs from strings', () => {
    const c = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'off',
      DATABASE_URL: 'postgres://u@db:5432/occ',
      PUBLIC_URL: 'https://occ.example/',
      NODE_ENV: 'production',
    });
    expect(c.PORT).toBe(8080);
    expect(c.SEED_DEMO).toBe(false);
    expect(c.DATABASE_URL).toBe('postgres://u@db:5432/occ');
    expect(c.publicUrl).toBe('https://occ.example');
    expect(c.isProduction).toBe(true);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT: .*; DATABASE_URL: must start with postgres:\/\//);
    }
  });

  it('refuses CAPTCHA=off in production and delivery modes without their address', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA: 'off' })).toThrow(/CAPTCHA/);
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off' }).CAPTCHA).toBe('off');
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMS_TRANSPORT: 'http' })).toThrow(/SMS_GATEWAY_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(ConfigError);
  });

  it('derives the allowed file link bases from the storage config unless set (spec §7)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://occ.example.com/' }).fileLinkBases).toEqual([
      'https://occ.example.com/uploads/',
    ]);
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.com/',
      S3_BUCKET: 'occ-files',
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
    };
    expect(loadConfig(s3).fileLinkBases).toEqual(['https://s3.example.com/occ-files/']);
    expect(
      loadConfig({
        ...s3,
        FILE_LINK_BASE_DEV: 'https://dev-bucket.example.com/occ/',
        FILE_LINK_BASE_PROD: 'https://prod-bucket.example.com/occ/',
      }).fileLinkBases,
    ).toEqual(['https://dev-bucket.example.com/occ/', 'https://prod-bucket.example.com/occ/']);
    expect(() => loadConfig({ FILE_LINK_BASE_DEV: 'not a url' })).toThrow(/FILE_LINK_BASE_DEV/);
  });
});
