import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isKnownTimeZone } from '../shared/constants/known-time-zone';
import {
  DEFAULT_SIGNUP_POLICY,
  SIGNUP_POLICIES,
  type SignupPolicy,
} from '../shared/team/station-settings';
import { parseBackupKeep, parseBackupSchedule } from './features/backups/backup-policy';
import { projectRoot } from './lib/project-root';

/**
 * The one place that reads the environment (DESIGN.md §2). Every setting is checked here; an
 * invalid value stops the server with a message that names the variable.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  STATION_TIMEZONE: z
    .string()
    .refine(isKnownTimeZone, 'must be an IANA time zone such as Europe/London')
    .optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Radio Station <no-reply@localhost>'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEBHOOK_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  WEBHOOK_ALLOW_LOOPBACK: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SIGN_IN_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/, 'must look like ATTEMPTS/SECONDS, e.g. 10/60')
    .default('10/60'),
  MAILBOX: z.enum(['local', 'off']).optional(),
  SIGNUP_POLICY: z.enum(SIGNUP_POLICIES).default(DEFAULT_SIGNUP_POLICY),
  PUBLIC_SCHEDULE: z.enum(['true', 'false']).default('false'),
  PUBLIC_API_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/, 'must look like REQUESTS/SECONDS, e.g. 300/60')
    .default('300/60'),
  STATION_MANAGER_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_SCHEDULE: z
    .string()
    .refine(
      (v) => parseBackupSchedule(v) !== undefined,
      'must be hourly, daily, weekly, "every N hours" or off',
    )
    .default('daily'),
  BACKUP_KEEP: z
    .string()
    .refine(
      (v) => parseBackupKeep(v) !== undefined,
      'must list "N unit" rules (units latest, hourly, daily, weekly, monthly), e.g. "7 daily, 4 weekly"',
    )
    .default('7 daily, 4 weekly'),
});

export type Settings = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  stationTimeZone: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string | undefined;
  /**
   * What webhook signing secrets are encrypted under (WEBHOOK_SECRET_KEY); unset, they are
   * encrypted under a key derived from the auth secret (secret-box.ts).
   */
  webhookSecretKey: string | undefined;
  /**
   * Whether webhooks may go to this machine's loopback (a local receiver, for testing):
   * WEBHOOK_ALLOW_LOOPBACK, by default only while PUBLIC_URL is itself a loopback address. A
   * server at a public address would otherwise POST to its own ports (the database among them).
   */
  webhookAllowLoopback: boolean;
  trustProxy: boolean;
  /**
   * Whether the local mailbox page is served (without SMTP_URL): "local" serves it to this
   * machine only; "off" never. Defaults to "off" once the server says it sits behind a proxy or
   * at a public address (TRUST_PROXY, or a PUBLIC_URL that is not loopback).
   */
  mailbox: 'local' | 'off';
  /** The sign-up policy of a new installation; a station manager changes it afterwards. */
  signupPolicy: SignupPolicy;
  /** Whether a new installation publishes its schedule; a station manager changes it afterwards. */
  publicSchedule: boolean;
  /** Requests per client address to the public API (/api/public/v1) within a window. */
  publicApiRateLimit: { max: number; windowSeconds: number };
  /** An account made an active Station Manager at start: the way back in when none can sign in. */
  stationManagerEmail: string | undefined;
  signInRateLimit: { max: number; windowSeconds: number };
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  version: string;
  /** Where backups are written: BACKUP_DIR, by default DATA_DIR/backups. */
  backupDir: string;
  /** BACKUP_SCHEDULE and its interval; null is "off". */
  backupSchedule: { text: string; intervalMs: number | null };
  /** BACKUP_KEEP: which backups are kept (backup-policy.ts). */
  backupKeep: { text: string };
};

export class SettingsError extends Error {}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // Empty variables count as unset, as shells and .env files often leave them so.
  const present = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (got "${String(present[String(issue.path[0])])}")`,
    );
    throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const [max, windowSeconds] = s.SIGN_IN_RATE_LIMIT.split('/').map(Number) as [number, number];
  if (max < 1 || windowSeconds < 1) {
    throw new SettingsError(
      'Invalid settings:\n  SIGN_IN_RATE_LIMIT: both numbers must be at least 1',
    );
  }
  const [publicMax, publicWindow] = s.PUBLIC_API_RATE_LIMIT.split('/').map(Number) as [
    number,
    number,
  ];
  if (publicMax < 1 || publicWindow < 1) {
    throw new SettingsError(
      'Invalid settings:\n  PUBLIC_API_RATE_LIMIT: both numbers must be at least 1',
    );
  }
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: path.resolve(s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    publicUrl: s.PUBLIC_URL?.replace(/\/$/, ''),
    stationTimeZone: s.STATION_TIMEZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    authSecret: s.AUTH_SECRET,
    webhookSecretKey: s.WEBHOOK_SECRET_KEY,
    webhookAllowLoopback: s.WEBHOOK_ALLOW_LOOPBACK
      ? s.WEBHOOK_ALLOW_LOOPBACK === 'true'
      : !isPublicUrl(s.PUBLIC_URL),
    trustProxy: s.TRUST_PROXY === 'true',
    mailbox: s.MAILBOX ?? (s.TRUST_PROXY === 'true' || isPublicUrl(s.PUBLIC_URL) ? 'off' : 'local'),
    signInRateLimit: { max, windowSeconds },
    signupPolicy: s.SIGNUP_POLICY,
    publicSchedule: s.PUBLIC_SCHEDULE === 'true',
    publicApiRateLimit: { max: publicMax, windowSeconds: publicWindow },
    stationManagerEmail: s.STATION_MANAGER_EMAIL,
    logLevel: s.LOG_LEVEL,
    version: readVersion(),
    backupDir: path.resolve(s.BACKUP_DIR ?? path.join(s.DATA_DIR, 'backups')),
    backupSchedule: {
      text: s.BACKUP_SCHEDULE.trim().toLowerCase(),
      intervalMs: parseBackupSchedule(s.BACKUP_SCHEDULE) ?? null,
    },
    backupKeep: { text: s.BACKUP_KEEP.trim().toLowerCase() },
  };
}

/**
 * The secret that signs sessions: AUTH_SECRET, or one generated on first start and kept in the
 * data directory so sessions survive restarts.
 */
export function resolveAuthSecret(settings: Settings): string {
  if (settings.authSecret) return settings.authSecret;
  const file = path.join(settings.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(settings.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The address people open: PUBLIC_URL, or the local address the server listens on. */
export function publicUrlOf(settings: Settings, listeningPort: number): string {
  if (settings.publicUrl) return settings.publicUrl;
  const host = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  return `http://${host === '127.0.0.1' ? 'localhost' : host}:${listeningPort}`;
}

function isPublicUrl(url: string | undefined): boolean {
  if (!url) return false;
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  return !(host === 'localhost' || host === '::1' || /^127\./.test(host));
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8'));
    return String(pkg.version);
  } catch {
    return '0.0.0';
  }
}
