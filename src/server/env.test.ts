import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, publicUrlOf, SettingsError } from './env';

describe('loadSettings', () => {
  it('has defaults for everything', () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: undefined,
      stationTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      smtpUrl: undefined,
      mailFrom: 'Radio Station <no-reply@localhost>',
      authSecret: undefined,
      trustProxy: false,
      signInRateLimit: { max: 10, windowSeconds: 60 },
      logLevel: 'info',
    });
    expect(settings.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each([
    [{}, 'local'],
    [{ PUBLIC_URL: 'http://localhost:5173' }, 'local'],
    [{ PUBLIC_URL: 'http://127.0.0.1:3000' }, 'local'],
    [{ PUBLIC_URL: 'https://radio.example.org' }, 'off'],
    [{ PUBLIC_URL: 'http://[::1]:3000' }, 'local'],
    [{ TRUST_PROXY: 'true' }, 'off'],
    [{ TRUST_PROXY: 'true', MAILBOX: 'local' }, 'local'],
    [{ MAILBOX: 'off' }, 'off'],
  ])(
    'serves the local mailbox by default only when no proxy or public address is set: %o',
    (env, mailbox) => {
      expect(loadSettings(env).mailbox).toBe(mailbox);
    },
  );

  it.each([
    [{}, true],
    [{ PUBLIC_URL: 'http://localhost:5173' }, true],
    [{ PUBLIC_URL: 'http://[::1]:3000' }, true],
    [{ PUBLIC_URL: 'https://radio.example.org' }, false],
    [{ PUBLIC_URL: 'https://radio.example.org', WEBHOOK_ALLOW_LOOPBACK: 'true' }, true],
    [{ PUBLIC_URL: 'http://localhost:5173', WEBHOOK_ALLOW_LOOPBACK: 'false' }, false],
  ])('lets webhooks reach loopback only at a loopback address or when told: %o', (env, allow) => {
    expect(loadSettings(env).webhookAllowLoopback).toBe(allow);
  });

  it('refuses a short WEBHOOK_SECRET_KEY and an unknown WEBHOOK_ALLOW_LOOPBACK', () => {
    expect(() => loadSettings({ WEBHOOK_SECRET_KEY: 'short' })).toThrow(/WEBHOOK_SECRET_KEY/);
    expect(() => loadSettings({ WEBHOOK_ALLOW_LOOPBACK: 'yes' })).toThrow(/WEBHOOK_ALLOW_LOOPBACK/);
  });

  it('refuses a MAILBOX value it does not know', () => {
    expect(() => loadSettings({ MAILBOX: 'on' })).toThrow(/MAILBOX/);
  });

  it('treats empty variables as unset', () => {
    expect(loadSettings({ PORT: '', DATABASE_URL: '', STATION_TIMEZONE: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('reads valid values', () => {
    const settings = loadSettings({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/radio-data',
      DATABASE_URL: 'postgresql://radio:pw@db.internal:5432/radio',
      PUBLIC_URL: 'https://radio.example.com/',
      STATION_TIMEZONE: 'Asia/Kolkata',
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      AUTH_SECRET: 'x'.repeat(32),
      TRUST_PROXY: 'true',
      SIGN_IN_RATE_LIMIT: '5/300',
      LOG_LEVEL: 'silent',
    });
    expect(settings).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/tmp/radio-data',
      databaseUrl: 'postgresql://radio:pw@db.internal:5432/radio',
      publicUrl: 'https://radio.example.com',
      stationTimeZone: 'Asia/Kolkata',
      smtpUrl: 'smtps://user:pw@smtp.example.com:465',
      authSecret: 'x'.repeat(32),
      trustProxy: true,
      signInRateLimit: { max: 5, windowSeconds: 300 },
      logLevel: 'silent',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['STATION_TIMEZONE', 'Mars/Base'],
    ['DATABASE_URL', 'mysql://root@localhost/radio'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['PUBLIC_URL', 'ftp://radio.example.com'],
    ['PUBLIC_URL', 'not a url'],
    ['AUTH_SECRET', 'too-short'],
    ['SIGN_IN_RATE_LIMIT', 'x'],
    ['SIGN_IN_RATE_LIMIT', '10'],
    ['SIGN_IN_RATE_LIMIT', '0/60'],
    ['SIGN_IN_RATE_LIMIT', '10/0'],
    ['TRUST_PROXY', 'yes'],
    ['LOG_LEVEL', 'verbose'],
  ])('stops on %s=%s with a message naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadSettings({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid settings:/);
    expect(message).toContain(`${name}:`);
    // Only the bad variable is named.
    const named = message.match(/^ {2}([A-Z_]+):/gm) ?? [];
    expect(named.map((n) => n.trim().slice(0, -1))).toEqual([name]);
  });

  it('reads the public schedule switch and the public API rate limit', () => {
    expect(loadSettings({})).toMatchObject({
      publicSchedule: false,
      publicApiRateLimit: { max: 300, windowSeconds: 60 },
    });
    expect(loadSettings({ PUBLIC_SCHEDULE: 'true', PUBLIC_API_RATE_LIMIT: '20/10' })).toMatchObject(
      { publicSchedule: true, publicApiRateLimit: { max: 20, windowSeconds: 10 } },
    );
    expect(() => loadSettings({ PUBLIC_SCHEDULE: 'yes' })).toThrow('PUBLIC_SCHEDULE');
    expect(() => loadSettings({ PUBLIC_API_RATE_LIMIT: '0/60' })).toThrow(
      'PUBLIC_API_RATE_LIMIT: both numbers must be at least 1',
    );
  });

  it('names every bad variable at once', () => {
    expect(() => loadSettings({ PORT: 'abc', STATION_TIMEZONE: 'Mars/Base' })).toThrow(
      /PORT:.*\n.*STATION_TIMEZONE:/s,
    );
  });

  it('explains what it expected and what it got', () => {
    expect(() => loadSettings({ STATION_TIMEZONE: 'Mars/Base' })).toThrow(
      'STATION_TIMEZONE: must be an IANA time zone such as Europe/London (got "Mars/Base")',
    );
    expect(() => loadSettings({ SIGN_IN_RATE_LIMIT: 'x' })).toThrow(
      'must look like ATTEMPTS/SECONDS, e.g. 10/60',
    );
    expect(() => loadSettings({ AUTH_SECRET: 'short' })).toThrow('must be at least 32 characters');
  });
});

describe('publicUrlOf', () => {
  it.each([
    [{ PUBLIC_URL: 'https://radio.example.com' }, 4000, 'https://radio.example.com'],
    [{}, 4000, 'http://localhost:4000'],
    [{ HOST: '0.0.0.0' }, 4001, 'http://localhost:4001'],
    [{ HOST: '192.0.2.10' }, 4002, 'http://192.0.2.10:4002'],
  ])('%j on port %i -> %s', (env, port, url) => {
    expect(publicUrlOf(loadSettings(env), port)).toBe(url);
  });
});
