import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads, parsed once (README: configuration table).
const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const TRUE_WORDS = ['1', 'true', 'on', 'yes'];
const FALSE_WORDS = ['0', 'false', 'off', 'no'];
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** off, on (trust any hop: only when nothing but the balancer can reach the port), or the balancer's addresses */
const trustProxy = z
  .string()
  .refine(
    (v) =>
      [...TRUE_WORDS, ...FALSE_WORDS].includes(v) ||
      v.split(',').every((p) => {
        const [addr, bits, more] = p.trim().split('/');
        return (
          more === undefined &&
          (PROXY_NAMES.includes(addr!) ||
            (net.isIP(addr!) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits))))
        );
      }),
    'on, off, or the balancer addresses like 127.0.0.1,10.0.0.0/8',
  )
  .transform((v): boolean | string =>
    TRUE_WORDS.includes(v) ? true : FALSE_WORDS.includes(v) ? false : v.replace(/\s+/g, ''),
  );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_USERNAME: z.string().min(2).max(12).default('admin'),
  ADMIN_PASSWORD: z.string().min(6).max(64).optional(),
  SEED_DEMO: bool.default(true),
  /** a session unused this long is over (-2 login timeout); fractions allowed (tests use seconds) */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: trustProxy.default(false),
  /** `/metrics` (Prometheus) answers requests bearing this token; unset = no metrics */
  METRICS_TOKEN: z.string().min(16).optional(),
  WEB_BUILD_DIR: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** anonymous readers of the hot public reads share an answer this long (0 = off) */
  PUBLIC_CACHE_MS: z.coerce.number().int().min(0).default(1000),
  PUBLIC_CACHE_ENTRIES: z.coerce.number().int().positive().default(1000),
  /** search answers kept until the index changes (modules/search/result-cache.ts; 0 = off) */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // production shape and load (issue 14)
  /** PostgreSQL connections per process, and how long a request waits for one */
  DB_POOL_MAX: z.coerce.number().int().positive().max(500).default(20),
  DB_POOL_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** page renders at once; more wait in a queue of OVERLOAD_QUEUE at most OVERLOAD_WAIT_MS, the rest get 503 */
  OVERLOAD_RENDERS: z.coerce.number().int().positive().default(8),
  OVERLOAD_QUEUE: z.coerce.number().int().min(0).default(200),
  OVERLOAD_WAIT_MS: z.coerce.number().int().positive().default(5000),
  /** a page not rendered this long after it was asked for is answered 503 (its render finishes unseen) */
  OVERLOAD_DEADLINE_MS: z.coerce.number().int().positive().default(10_000),
  /** API requests waiting for a database connection before new ones get 503 */
  OVERLOAD_DB_WAITING: z.coerce.number().int().positive().default(200),
  /** a visitor's (no session) page HTML is shared this long per address and language (0 = off) */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).default(3000),
  /** cookies carry Secure (default: when PUBLIC_URL is https) */
  COOKIE_SECURE: bool.optional(),
  /** demo conveniences: outbox messages readable by administrators in the console (default: on while mail or SMS go to the outbox) */
  DEMO_CONVENIENCES: bool.optional(),
  // identity (issue 3)
  /** graphic codes; `off` only for automated environments, refused in production */
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  /** e-mail delivery: outbox (stored in the database, readable at /api/dev/outbox) or smtp */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  /** smtp://user:pass@host:port (smtps:// for TLS) */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('OCC Portal <no-reply@occ.local>'),
  /** SMS delivery: outbox, or http (POST JSON {to, text} to SMS_GATEWAY_URL) */
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** failed logins per account (and 4× per IP) in LOGIN_WINDOW_MINUTES before a pause */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** codes sent per target per hour, and per IP per hour */
  CODE_SENDS_PER_TARGET_HOUR: z.coerce.number().int().positive().default(10),
  CODE_SENDS_PER_IP_HOUR: z.coerce.number().int().positive().default(30),
  /** single sign-on (OIDC, Casdoor-compatible): issuer for production page hosts */
  SSO_ISSUER: z.url().optional(),
  /** issuer used when the page host is a development host (localhost, *.dev, *.test) */
  SSO_DEV_ISSUER: z.url().optional(),
  SSO_CLIENT_ID: z.string().optional(),
  SSO_CLIENT_SECRET: z.string().optional(),
  /** further OAuth/OIDC providers for third-party login: JSON array of {key,label,issuer,clientId,clientSecret} */
  OAUTH_PROVIDERS: z.string().optional(),
  UPLOAD_DIR: z.string().optional(),
  // storage (issue 17)
  /** where stored files live: local (DATA_DIR/storage) or s3 (default: s3 when S3_ENDPOINT and S3_BUCKET are set) */
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  /** an S3-protocol endpoint (path-style addresses), e.g. https://s3.example.com or http://127.0.0.1:9000 */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  /** aliases of S3_ACCESS_KEY / S3_SECRET_KEY */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /**
   * how signed download links deliver a bucket's bytes: `presigned` counts the download and
   * redirects to a short-lived presigned URL of the bucket (the bytes bypass the portal), `proxy`
   * streams them through the portal
   */
  S3_DOWNLOADS: z.enum(['presigned', 'proxy']).default('presigned'),
  /** the HMAC secret of signed download links (default: generated once into DATA_DIR/.storage-link-secret) */
  STORAGE_LINK_SECRET: z.string().min(16).optional(),
  /** how long a signed download link stays valid, in seconds */
  DOWNLOAD_LINK_SECONDS: z.coerce.number().int().positive().max(86_400).default(600),
  /**
   * spec §7: the two storage bucket base addresses user file links must lie under (a resource's
   * file link, a document's PDF address). Default for both: the configured bucket
   * (S3_ENDPOINT/S3_BUCKET/) with object storage, else this portal's PUBLIC_URL/uploads/.
   */
  FILE_LINK_BASE_DEV: z.url().optional(),
  FILE_LINK_BASE_PROD: z.url().optional(),
  /** largest resource file (directory, enterprise uploads, my files), in MB */
  RESOURCE_MAX_MB: z.coerce.number().int().positive().max(100_000).default(512),
  /** the chunk size resumable resource uploads are told to use, in bytes (64 KiB to 8 MiB) */
  RESOURCE_UPLOAD_CHUNK_BYTES: z.coerce
    .number()
    .int()
    .min(65_536)
    .max(8 * 1024 * 1024)
    .default(8 * 1024 * 1024),
  // cloud lab (issue 6)
  /** live (reserving or running) reservations a user may hold at once */
  LAB_MAX_ACTIVE_RESERVATIONS: z.coerce.number().int().positive().default(2),
  /** reserved hours per user per calendar week (Monday-based, UTC) */
  LAB_MAX_HOURS_PER_WEEK: z.coerce.number().int().positive().default(20),
  /** longest single slot, in hours */
  LAB_MAX_SLOT_HOURS: z.coerce.number().int().positive().default(4),
  /** how far ahead a slot may start, in days */
  LAB_BOOKING_HORIZON_DAYS: z.coerce.number().int().positive().default(14),
  /** a running slot nobody entered within this many minutes is released for others */
  LAB_NO_SHOW_GRACE_MINUTES: z.coerce.number().int().positive().default(15),
  /** reminders this many minutes before a slot starts and before it ends */
  LAB_REMINDER_MINUTES: z.coerce.number().int().positive().default(15),
  /** largest file a user uploads to a board, or an admin adds to the board image catalogue (MB; sizes are stored as int4) */
  LAB_UPLOAD_MAX_MB: z.coerce.number().int().positive().max(2047).default(512),
  // cloud lab part 2 (issue 7)
  /** how often lab agents send heartbeats (told to them in `welcome`), in milliseconds */
  LAB_AGENT_HEARTBEAT_MS: z.coerce.number().int().min(100).default(5000),
  /** an agent silent this long is dropped and its boards go offline, in milliseconds */
  LAB_AGENT_TIMEOUT_MS: z.coerce.number().int().min(200).default(15_000),
  /** how often the job runner looks for due work, in milliseconds */
  JOB_POLL_MS: z.coerce.number().int().positive().default(5000),
  // videos (issue 5)
  /** largest video a user uploads, in MB (sizes are stored as int4) */
  VIDEO_MAX_MB: z.coerce.number().int().positive().max(2047).default(2047),
  // support tickets (issue 18)
  /** a resolved ticket may be reopened this many days after its resolution; later, a new linked ticket */
  TICKET_REOPEN_DAYS: z.coerce.number().int().positive().default(14),
  /** a resolved ticket not confirmed within this many days closes by itself */
  TICKET_AUTO_CLOSE_DAYS: z.coerce.number().int().positive().default(7),
  /** a ticket pending feedback unanswered this many days reminds the submitter... */
  TICKET_FEEDBACK_REMIND_DAYS: z.coerce.number().int().positive().default(3),
  /** ...and closes this many days after the feedback was asked for */
  TICKET_FEEDBACK_CLOSE_DAYS: z.coerce.number().int().positive().default(7),
  /** the SLA's working calendar: weekdays (0 = Sunday), hours and UTC offset */
  TICKET_SLA_CALENDAR: z
    .string()
    .regex(
      /^\s*[0-6](?:-[0-6]|(?:,[0-6])*)\s+\d\d:\d\d-\d\d:\d\d\s+[+-]\d\d:\d\d\s*$/,
      'like 1-5 09:00-18:00 +08:00',
    )
    .default('1-5 09:00-18:00 +08:00'),
  /** SLA targets per classification in working hours, first response/resolution; `*` for the rest */
  TICKET_SLA_TARGETS: z
    .string()
    .regex(
      /^\s*[\w*-]+=\d+(\.\d+)?\/\d+(\.\d+)?(\s*,\s*[\w*-]+=\d+(\.\d+)?\/\d+(\.\d+)?)*\s*$/,
      'like *=4/27,hardware=2/18',
    )
    .default('*=4/27'),
  // community (issue 4)
  /** redis://host:6379 — live notifications fan out across portal processes through pub/sub */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
});

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  publicUrl: string;
  webBuildDir: string;
  isProduction: boolean;
  uploadDir: string;
  cookieSecure: boolean;
  demoConveniences: boolean;
  storageDriver: 'local' | 's3';
  /** FILE_LINK_BASE_DEV and FILE_LINK_BASE_PROD (or their defaults), without duplicates */
  fileLinkBases: string[];
  s3: {
    endpoint: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
  } | null;
};

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Parses the environment; throws ConfigError with one readable line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid configuration: ${lines.join('; ')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && c.CAPTCHA === 'off') {
    throw new ConfigError('invalid configuration: CAPTCHA: cannot be off when NODE_ENV=production');
  }
  if (c.MAIL_TRANSPORT === 'smtp' && !c.SMTP_URL) {
    throw new ConfigError('invalid configuration: SMTP_URL: required when MAIL_TRANSPORT=smtp');
  }
  if (c.SMS_TRANSPORT === 'http' && !c.SMS_GATEWAY_URL) {
    throw new ConfigError('invalid configuration: SMS_GATEWAY_URL: required when SMS_TRANSPORT=http');
  }
  const s3Key = c.S3_ACCESS_KEY ?? c.S3_ACCESS_KEY_ID;
  const s3Secret = c.S3_SECRET_KEY ?? c.S3_SECRET_ACCESS_KEY;
  const storageDriver = c.STORAGE_DRIVER ?? (c.S3_ENDPOINT && c.S3_BUCKET ? 's3' : 'local');
  if (storageDriver === 's3' && !(c.S3_ENDPOINT && c.S3_BUCKET && s3Key && s3Secret)) {
    throw new ConfigError(
      'invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY: required when STORAGE_DRIVER=s3',
    );
  }
  const s3 =
    storageDriver === 's3'
      ? {
          endpoint: c.S3_ENDPOINT!,
          bucket: c.S3_BUCKET!,
          accessKeyId: s3Key!,
          secretAccessKey: s3Secret!,
          region: c.S3_REGION,
        }
      : null;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const bucketBase = s3 ? `${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}/` : `${publicUrl}/uploads/`;
  const fileLinkBases = [
    ...new Set([c.FILE_LINK_BASE_DEV ?? bucketBase, c.FILE_LINK_BASE_PROD ?? bucketBase]),
  ];
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl,
    cookieSecure: c.COOKIE_SECURE ?? publicUrl.startsWith('https:'),
    demoConveniences: c.DEMO_CONVENIENCES ?? (c.MAIL_TRANSPORT === 'outbox' || c.SMS_TRANSPORT === 'outbox'),
    webBuildDir: path.resolve(c.WEB_BUILD_DIR ?? path.join(repoRoot, 'apps/web/build')),
    isProduction: c.NODE_ENV === 'production',
    uploadDir: path.resolve(c.UPLOAD_DIR ?? path.join(c.DATA_DIR, 'uploads')),
    storageDriver,
    s3,
    fileLinkBases,
  };
}
