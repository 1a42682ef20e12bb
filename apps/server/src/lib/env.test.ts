import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDotEnv, ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadsDir).toBe(path.resolve('./data/uploads'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.logLevel).toBe('info');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/site',
      DATABASE_URL: 'postgres://u:p@db:5432/site',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Site <site@example.org>',
      CONTACT_TO: 'desk@example.org',
      PUBLIC_URL: 'https://health.example.org/',
      ADMIN_EMAIL: 'Boss@Example.org',
      ADMIN_PASSWORD: 'long-enough-password',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/site',
      databaseUrl: 'postgres://u:p@db:5432/site',
      smtpUrl: 'smtp://mail:25',
      contactTo: 'desk@example.org',
      publicUrl: 'https://health.example.org',
      adminEmail: 'boss@example.org',
      logLevel: 'warn',
    });
  });

  it('resolves a relative DATA_DIR from where npm was run', () => {
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/site' }).dataDir).toBe('/srv/site/data');
    expect(loadConfig({ DATA_DIR: '/abs/data', INIT_CWD: '/srv/site' }).dataDir).toBe('/abs/data');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '', JWT_SECRET: '', ADMIN_PASSWORD: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['SMTP_URL', 'http://mail'],
    ['CONTACT_TO', 'not-an-address'],
    ['PUBLIC_URL', 'ftp://site'],
    ['JWT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
  ])('fails fast naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('reads TRUST_PROXY as off, a hop count, or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '0', 'proxy.example.org', '10.0.0.0/33', '127.0.0.1,', '10.0.0.0/8/8'])(
    'refuses TRUST_PROXY=%j, naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration:\n {2}TRUST_PROXY: /);
    },
  );

  it('reads STAFF_WRITES_PER_MINUTE, 120 by default', () => {
    expect(loadConfig({}).staffWritesPerMinute).toBe(120);
    expect(loadConfig({ STAFF_WRITES_PER_MINUTE: '30' }).staffWritesPerMinute).toBe(30);
  });

  it('keeps the one-process default: no Redis, local uploads, metrics from loopback, access log on', () => {
    const config = loadConfig({});
    expect(config.redisUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.metricsAllow).toEqual(['loopback']);
    expect(config.metricsToken).toBeUndefined();
    expect(config.accessLog).toBe(true);
  });

  it('reads DELIVERY_TUNING: on by default, off runs the plain parts only', () => {
    expect(loadConfig({}).deliveryTuning).toBe(true);
    expect(loadConfig({ DELIVERY_TUNING: 'off' }).deliveryTuning).toBe(false);
    expect(() => loadConfig({ DELIVERY_TUNING: 'no' })).toThrow(/DELIVERY_TUNING/);
  });

  it('reads the fleet variables: REDIS_URL, S3_*, METRICS_*, ACCESS_LOG', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://media.example.org/',
      METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8',
      METRICS_TOKEN: 'a-token-of-sixteen+',
      ACCESS_LOG: 'off',
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'https://media.example.org',
    });
    expect(config.metricsAllow).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(config.metricsToken).toBe('a-token-of-sixteen+');
    expect(config.accessLog).toBe(false);
  });

  it.each([
    [
      { REDIS_URL: 'http://127.0.0.1:6379' },
      /REDIS_URL: must be a URL starting with redis:\/\/ or rediss:\/\//,
    ],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_ENDPOINT: needs S3_BUCKET/],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY: set both S3 keys or neither/],
    [{ METRICS_ALLOW: 'everyone' }, /METRICS_ALLOW: must be a comma-separated list/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN: must be at least 16 characters long/],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the project folder’s .env', () => {
  const dirs: string[] = [];
  const folderWith = (text: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, '.env'), text);
    return dir;
  };
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('fills what the environment leaves unset; a real variable wins', () => {
    const dir = folderWith('# comment\nPORT=4100\nLOG_LEVEL=warn\nMAIL_FROM="Site <site@example.org>"\n');
    const target: Record<string, string | undefined> = { LOG_LEVEL: 'error' };
    expect(applyDotEnv(dir, target)).toBe(path.join(dir, '.env'));
    expect(target).toEqual({ PORT: '4100', LOG_LEVEL: 'error', MAIL_FROM: 'Site <site@example.org>' });
  });

  it('is optional', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'));
    dirs.push(dir);
    const target = { PORT: '1' };
    expect(applyDotEnv(dir, target)).toBeUndefined();
    expect(target).toEqual({ PORT: '1' });
  });

  it('is read by loadConfig() from the folder npm ran in, under the real environment', () => {
    const dir = folderWith('CONTACT_TO=desk@example.org\nSESSION_IDLE_MINUTES=45\n');
    vi.stubEnv('INIT_CWD', dir);
    vi.stubEnv('SESSION_IDLE_MINUTES', '10');
    // Set by the file: removed again by unstubAllEnvs, which restores what was there before.
    vi.stubEnv('CONTACT_TO', undefined);
    const config = loadConfig();
    expect(config.contactTo).toBe('desk@example.org');
    expect(config.sessionIdleMs).toBe(10 * 60_000);
  });

  it('is not read by a process started without npm (no INIT_CWD), such as a test harness’s server', () => {
    const dir = folderWith('CONTACT_TO=desk@example.org\n');
    vi.stubEnv('INIT_CWD', undefined);
    vi.stubEnv('CONTACT_TO', undefined);
    const cwd = vi.spyOn(process, 'cwd').mockReturnValue(dir);
    try {
      expect(loadConfig().contactTo).toBe('contact@localhost');
    } finally {
      cwd.mockRestore();
    }
  });

  it('stops the start when a value in it is invalid, naming the variable', () => {
    const dir = folderWith('PORT=not-a-port\n');
    vi.stubEnv('INIT_CWD', dir);
    vi.stubEnv('PORT', undefined);
    expect(() => loadConfig()).toThrow(/PORT/);
  });
});
