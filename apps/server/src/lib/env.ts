/**
 * The one place that reads the environment. Parsed by a zod schema that fails fast with a
 * message naming the bad variable; everything else receives a typed `Config`.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { DEFAULT_DIGEST_HOUR } from '@authority/shared/staff-digest';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

const optionalUrl = (protocols: string[]) =>
  z.preprocess((value) => (value === '' ? undefined : value), url(protocols).optional());

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY like an address. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may say who the client is (decision 006): off, a hop count, or the proxies'
 * addresses/CIDRs. `true` (believe any X-Forwarded-For) is refused: every client could then
 * choose its own address and step around rate limits and lockout.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
    } else {
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a hop count (1-10) or a comma-separated list of the proxies’ addresses or CIDRs, e.g. 127.0.0.1,10.0.0.0/8',
    });
    return z.NEVER;
  });

/** METRICS_ALLOW: addresses/CIDRs (or `loopback`) that may read `GET /metrics`. */
const addressList = (example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value.split(',').every((entry) => isProxyAddress(entry.trim())),
      `must be a comma-separated list of addresses or CIDRs, e.g. ${example}`,
    )
    .transform((value) => value.split(',').map((entry) => entry.trim()));

const optionalSecret = (min: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(min, `must be at least ${min} characters long`).optional(),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  JWT_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('Amanah Health Authority <no-reply@localhost>'),
  CONTACT_TO: z.email('must be an e-mail address').default('contact@localhost'),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@localhost'),
  ADMIN_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(8, 'must be at least 8 characters long').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  FORM_POSTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  STAFF_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(120),
  AFTER_EVENT_POLL_SECONDS: z.coerce.number().int().positive().default(60),
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(DEFAULT_DIGEST_HOUR),
  TRUST_PROXY: trustProxy,
  SUBMISSION_RETENTION_DAYS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
  WEB_DIST_DIR: optionalString,
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl(['http:', 'https:']),
  METRICS_ALLOW: addressList('loopback,10.0.0.0/8').default(['loopback']),
  METRICS_TOKEN: optionalSecret(16),
  ACCESS_LOG: z.enum(['on', 'off']).default('on'),
  // The delivery layer's measured tunings (decisions 031, 035); off = the plain parts only.
  DELIVERY_TUNING: z.enum(['on', 'off']).default('on'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  shutdownTimeoutMs: number;
  /** A staff session ends after this long without a request… */
  sessionIdleMs: number;
  /** …and after this long in all. */
  sessionMaxMs: number;
  /** Sign-in attempts one client (IP address) may make a minute, whatever e-mails it tries. */
  loginAttemptsPerMinute: number;
  /** Posts one client may make a minute to each visitor form call (contact, codes, submits). */
  formPostsPerMinute: number;
  /** Writes (POST/PUT/PATCH/DELETE) one staff account may make a minute, all staff calls together. */
  staffWritesPerMinute: number;
  /** How often ended events are looked for, to mail their attendees (decision 046). */
  afterEventPollMs: number;
  /** The hour of the site's day after which the registrations digest is mailed (docs/staff-mail.md). */
  digestHour: number;
  /** Fastify's `trustProxy`: false, a hop count, or the addresses/CIDRs of trusted proxies. */
  trustProxy: false | number | string[];
  /** Submissions of events dated longer ago than this many days are deleted; undefined = kept. */
  submissionRetentionDays: number | undefined;
  /** Where the built web app lives; null when it is not built (API only). */
  webDistDir: string | undefined;
  /** Shared rate-limit counters (decision 011); in process memory when unset. */
  redisUrl: string | undefined;
  /** Uploaded media in an S3-compatible bucket; the local uploads folder when undefined. */
  s3: S3Config | undefined;
  /** Who may read `GET /metrics` without the token: addresses/CIDRs, or `loopback`. */
  metricsAllow: string[];
  /** A bearer token that also opens `GET /metrics`, from anywhere. */
  metricsToken: string | undefined;
  /** One line per answered request (asynchronous). */
  accessLog: boolean;
  /**
   * The measured tunings that beat a budget the plain parts miss (decisions 031, 035): the fast lane
   * among them; false (DELIVERY_TUNING=off) runs the plain parts only.
   */
  deliveryTuning: boolean;
}

export interface S3Config {
  /** Unset: AWS itself, found from the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; neither leaves the SDK's own credential chain (instance roles and the like). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Set: `/uploads/…` redirects to this public address of the bucket instead of streaming. */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads `dir/.env` into `target` when the file exists (`.env.example` shows its form). A variable
 * already in `target` wins over the file, so the real environment overrides it. Returns the file
 * read, or undefined when there is none. Node's own `--env-file-if-exists` needs Node 22.9, and
 * `process.loadEnvFile` throws on a missing file, so the parsing is `util.parseEnv` (Node 20.12).
 */
export function applyDotEnv(dir: string, target: Record<string, string | undefined>): string | undefined {
  const file = path.join(dir, '.env');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ConfigError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (target[name] === undefined) target[name] = value;
  }
  return file;
}

/**
 * Parses `source`, or, when none is given, this process's environment after the project folder's
 * `.env`; throws ConfigError naming each bad variable. The project folder is the one npm was run
 * in (INIT_CWD): a process started without npm (systemd, and the test harnesses that start the
 * server with an environment of their own) reads its environment alone, so a developer's `.env`
 * never leaks into a test's server.
 */
export function loadConfig(given?: Record<string, string | undefined>): Config {
  let source = given;
  if (!source) {
    source = process.env;
    if (source.INIT_CWD) applyDotEnv(source.INIT_CWD, source);
  }
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const s3 = s3Config(env);
  // Relative to where the person ran npm (INIT_CWD), not to the workspace npm switched into: a
  // `npm run db:seed` at the root must find the same ./data as `npm start` there.
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactTo: env.CONTACT_TO,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: env.SESSION_MAX_HOURS * 3_600_000,
    loginAttemptsPerMinute: env.LOGIN_ATTEMPTS_PER_MINUTE,
    formPostsPerMinute: env.FORM_POSTS_PER_MINUTE,
    staffWritesPerMinute: env.STAFF_WRITES_PER_MINUTE,
    afterEventPollMs: env.AFTER_EVENT_POLL_SECONDS * 1000,
    digestHour: env.DIGEST_HOUR,
    trustProxy: env.TRUST_PROXY,
    submissionRetentionDays: env.SUBMISSION_RETENTION_DAYS,
    webDistDir: env.WEB_DIST_DIR,
    redisUrl: env.REDIS_URL,
    s3,
    metricsAllow: env.METRICS_ALLOW,
    metricsToken: env.METRICS_TOKEN,
    accessLog: env.ACCESS_LOG === 'on',
    deliveryTuning: env.DELIVERY_TUNING === 'on',
  };
}

/** S3 storage is on when S3_BUCKET is set; any other S3_* variable without it is a mistake. */
function s3Config(env: Env): S3Config | undefined {
  const others = {
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_REGION: env.S3_REGION,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    S3_PUBLIC_URL: env.S3_PUBLIC_URL,
  };
  if (!env.S3_BUCKET) {
    const stray = Object.entries(others).filter(([, value]) => value !== undefined);
    if (stray.length === 0) return undefined;
    throw new ConfigError(
      `Invalid configuration:\n${stray.map(([name]) => `  ${name}: needs S3_BUCKET (uploads go to a bucket only when it is set)`).join('\n')}`,
    );
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: set both S3 keys or neither`);
  }
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
