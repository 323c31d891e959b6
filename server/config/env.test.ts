import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TSX } from '../test/server-process';
import { EnvError, readEnv } from './env';
import { DEFAULT_TOUR_HOSTS } from '../security/site-policy';

describe('the local API configuration (design 3)', () => {
  it('has the defaults of design.md section 3', () => {
    expect(readEnv({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      smtpUrl: undefined,
      recaptchaSecret: undefined,
      mailFrom: 'no-reply@limestoneliving.example',
      writeRateLimit: 30,
      readRateLimit: 3000,
      catalogCacheMs: 10_000,
      trustProxy: 'loopback',
    });
    expect(readEnv({}).dataDir).toMatch(/[/\\]data$/);
  });

  it('reads every key, and refuses values that make no sense', () => {
    expect(readEnv({ READ_RATE_LIMIT: '0' }).readRateLimit).toBe(0);
    expect(readEnv({ PORT: '0', WRITE_RATE_LIMIT: '500', CATALOG_CACHE_SECONDS: '0', TRUST_PROXY: 'true', DATABASE_URL: 'postgres://x/y' })).toMatchObject({
      port: 0,
      writeRateLimit: 500,
      catalogCacheMs: 0,
      trustProxy: true,
      databaseUrl: 'postgres://x/y',
    });
    expect(() => readEnv({ PORT: 'eighty' })).toThrow("PORT must be a port number, got 'eighty'");
    expect(() => readEnv({ WRITE_RATE_LIMIT: '0' })).toThrow('WRITE_RATE_LIMIT must be a whole number of at least 1');
    expect(() => readEnv({ CATALOG_CACHE_SECONDS: '-1' })).toThrow('CATALOG_CACHE_SECONDS must be a whole number of at least 0');
  });

  it('issue 8 treats the empty keys of a copied .env.example as their defaults (npm start loads the env files)', () => {
    const empty = { PORT: '', HOST: '', DATA_DIR: '', WRITE_RATE_LIMIT: '', VITE_DATA_HOSTS: '', VITE_RECAPTCHA_SITE_KEY: '', VITE_GTM_ID: '', TOUR_HOSTS: '' };
    expect(readEnv(empty)).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      writeRateLimit: 30,
      siteServices: { dataHosts: [], assetHosts: [], recaptcha: false, tagManager: false, adsConversion: false, tourHosts: DEFAULT_TOUR_HOSTS },
    });
  });

  it('issue 13 item 4 reads CORS_ORIGINS: origins exactly as a browser sends them, and refuses paths and wildcards', () => {
    expect(readEnv({}).corsOrigins).toEqual([]);
    expect(readEnv({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
    expect(readEnv({ CORS_ORIGINS: 'https://www.limestoneliving.example/, http://127.0.0.1:4182' }).corsOrigins).toEqual([
      'https://www.limestoneliving.example',
      'http://127.0.0.1:4182',
    ]);
    expect(() => readEnv({ CORS_ORIGINS: '*' })).toThrow("CORS_ORIGINS must list origins such as https://www.example.com (no path, no wildcard), got '*'");
    expect(() => readEnv({ CORS_ORIGINS: 'https://www.example.com/site' })).toThrow("got 'https://www.example.com/site'");
    expect(() => readEnv({ CORS_ORIGINS: 'www.example.com' })).toThrow("got 'www.example.com'");
  });

  it('issue 26 reads SITE_ORIGINS: the names the server is reached by, this machine on PORT by default', () => {
    expect(readEnv({ PORT: '4100' }).siteOrigins).toEqual(['http://localhost:4100', 'http://127.0.0.1:4100']);
    expect(readEnv({ SITE_ORIGINS: 'https://limestoneliving.example, http://10.0.0.5:8080/' }).siteOrigins).toEqual([
      'https://limestoneliving.example',
      'http://10.0.0.5:8080',
    ]);
    expect(() => readEnv({ SITE_ORIGINS: 'limestoneliving.example' })).toThrow(
      "SITE_ORIGINS must list origins such as https://www.example.com (no path, no wildcard), got 'limestoneliving.example'",
    );
  });

  it('issue 21 refuses each bad value with a message naming its variable, all of them at once', () => {
    expect(() => readEnv({ PORT: 'abc' })).toThrow(EnvError);
    expect(() => readEnv({ PORT: '70000' })).toThrow("PORT must be a port number, got '70000'");
    expect(() => readEnv({ WRITE_RATE_LIMIT: '-1' })).toThrow("WRITE_RATE_LIMIT must be a whole number of at least 1, got '-1'");
    expect(() => readEnv({ READ_RATE_LIMIT: '1e3' })).toThrow("READ_RATE_LIMIT must be a whole number of at least 0, got '1e3'");
    expect(() => readEnv({ CORS_ORIGINS: 'notaurl' })).toThrow("CORS_ORIGINS must list origins such as https://www.example.com (no path, no wildcard), got 'notaurl'");
    expect(() => readEnv({ SITE_URL: 'www.limestoneliving.example' })).toThrow('SITE_URL must be a URL such as https://www.example.com');
    expect(() => readEnv({ SMTP_URL: 'mail.example.com:587' })).toThrow('SMTP_URL must be a URL such as smtps://');
    // A database address holds its password: the message names the variable, never the value.
    expect(() => readEnv({ DATABASE_URL: 'mysql://admin:s3cret@db/rentals' })).toThrow(/^(?![\s\S]*s3cret)[\s\S]*DATABASE_URL must be a URL such as postgres:/);
    expect(() => readEnv({ LOG_LEVEL: 'loud' })).toThrow("LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'");
    expect(() => readEnv({ PORT: 'abc', CATALOG_CACHE_SECONDS: 'ten' })).toThrow(
      "PORT must be a port number, got 'abc'\nCATALOG_CACHE_SECONDS must be a whole number of at least 0, got 'ten'",
    );
  });

  it('issue 21 reads the remaining keys: paths, mail, the site address, the log level and the built services', () => {
    const env = readEnv({ PORT: '9090', DATA_DIR: '/srv/rentals', SMTP_URL: 'smtp://mail', MAIL_FROM: 'a@b.example', LOG_LEVEL: 'warn', VITE_GTM_ID: 'GTM-1', TOUR_HOSTS: 'none' });
    expect(env).toMatchObject({ dataDir: path.resolve('/srv/rentals'), smtpUrl: 'smtp://mail', mailFrom: 'a@b.example', siteUrl: 'http://localhost:9090', logLevel: 'warn' });
    expect(env.siteServices).toMatchObject({ tagManager: true, recaptcha: false, tourHosts: [] });
    expect(readEnv({ SITE_URL: 'https://www.limestoneliving.example//' }).siteUrl).toBe('https://www.limestoneliving.example');
    expect(readEnv({}).logLevel).toBe('info');
  });

  it('issue 26 REDIS_URL: a redis:// or rediss:// URL, unset by default; another value is refused without repeating it', () => {
    expect(readEnv({}).redisUrl).toBeUndefined();
    expect(readEnv({ REDIS_URL: 'rediss://:pw@cache.example:6380/0' }).redisUrl).toBe('rediss://:pw@cache.example:6380/0');
    expect(() => readEnv({ REDIS_URL: 'cache:6379?password=s3cret' })).toThrow(/^(?![\s\S]*s3cret)REDIS_URL must be a URL such as redis:\/\/localhost:6379$/);
  });

  it('issue 21 a bad value stops the server before it starts, naming the variable', { timeout: 60_000 }, async () => {
    const started = promisify(execFile)(TSX, ['server/index.ts'], { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, PORT: 'abc', WRITE_RATE_LIMIT: '-1' } });
    const failure = await started.then(() => undefined, (error: { code: number; stderr: string; stdout: string }) => error);
    expect(failure).toMatchObject({ code: 1, stdout: '' });
    expect(failure?.stderr).toContain("The server cannot start:\nPORT must be a port number, got 'abc'\nWRITE_RATE_LIMIT must be a whole number of at least 1, got '-1'");
  });
});
