import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../shared/idempotency';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { startTestApp, type TestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import {
  ARCHIVE_MAGIC,
  MANIFEST_ENTRY,
  dataFrames,
  endFrame,
  headerFrame,
  readArchive,
} from './backup-archive';
import { countNewlines, tableEntryName, verifyArchive } from './backup-manifest';
import { BACKUP_TABLES, isLeftOut } from './backup-tables';
import { createBackup } from './create-backup';
import { quoteTable, readAppTables } from './database-tables';
import { restoreBackup } from './restore-backup';

/**
 * A backup copy must not let its holder into the station: no session, no password-reset or
 * confirmation link, no outbox mail, no invitation link, no replayable answer; and a restore
 * signs everyone out. Restored here under the same auth secret, the worst case (a restore into
 * the station's own DATA_DIR).
 */

const { app, manager, member } = useTestApp({}, { manager: {}, member: {} });
let dir: string;
/** Secrets live at backup time, each of which would grant something. */
const secrets: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'radio-backup-secrets-'));

  const reset = await app.client().post('/api/auth/request-password-reset', {
    json: { email: member.email, redirectTo: '/reset-password' },
  });
  expect(reset.status).toBe(200);
  const resetLink = await app.outbox.latestLink(member.email, /Reset/);
  secrets.resetToken = new URL(resetLink).pathname.split('/').pop()!;

  const invitee = app.email('invitee');
  const invited = await manager.client.post('/api/team/invitations', {
    json: { email: invitee, role: 'DJ' },
  });
  expect(invited.status).toBe(201);
  secrets.invitationToken = new URL(
    await app.outbox.latestLink(invitee, /invited/),
  ).searchParams.get('token')!;

  const made = await manager.client.post('/api/shows', {
    json: { name: 'Jazz Hour', duration: 1 },
    headers: { [IDEMPOTENCY_HEADER]: 'replayable-answer-key' },
  });
  expect(made.status).toBe(201);
  secrets.idempotencyKey = 'replayable-answer-key';

  secrets.memberSession = app.sessionToken(member.client);
  secrets.managerSession = app.sessionToken(manager.client);
  for (const [i, mail] of (await app.outbox.all()).entries()) secrets[`mail ${i}`] = mail.links[0]!;
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** Every entry of an archive with its unpacked bytes. */
async function readEntries(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer[]>();
  let current: Buffer[] = [];
  for await (const event of readArchive(file)) {
    if (event.kind === 'entry') entries.set(event.name, (current = []));
    else if (event.kind === 'data') current.push(event.bytes);
  }
  return new Map([...entries].map(([name, parts]) => [name, Buffer.concat(parts)]));
}

/**
 * A restore of `file` into a new database, then a server on it with the station's own auth
 * secret: as the station would be after a restore into its own DATA_DIR and a restart.
 */
async function restoreAndStart(file: string): Promise<{ target: TestDatabase; server: TestApp }> {
  const target = await createTestDatabase();
  const { manifest } = await verifyArchive(file);
  await restoreBackup({ databaseUrl: target.url, file, manifest });
  const server = await startTestApp({
    shareDatabaseOf: { database: target, secret: app.secret },
  });
  return { target, server };
}

/** What the restored station answers to each secret taken before the backup. */
async function expectNothingGrantsAccess(server: TestApp, target: TestDatabase) {
  for (const table of ['sessions', 'verifications', 'mail_outbox', 'rate_limits']) {
    const { rows } = await target.pool.query(`select count(*)::int as n from ${table}`);
    expect(rows[0].n, table).toBe(0);
  }
  // Signed out: the member's cookie, sent to the restored station, is refused.
  const browser = server.client();
  browser.cookies.set(
    'better-auth.session_token',
    member.client.cookies.get('better-auth.session_token')!,
  );
  expect((await browser.get('/api/profile')).status).toBe(401);
  // The reset link mailed before the backup is dead.
  const reset = await server.client().post('/api/auth/reset-password', {
    json: { newPassword: 'taken over at last', token: secrets.resetToken },
  });
  expect(reset.status).toBe(400);
  expect(reset.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  // Members still sign in with their passwords.
  expect((await server.signIn(server.client(), member.email, member.password)).status).toBe(200);
}

describe('a backup holds no live secret', () => {
  let file: string;

  it('writes no row of the tables left out, and no token, link or key anywhere', async () => {
    const record = await createBackup({
      databaseUrl: app.database.url,
      backupDir: dir,
      appVersion: 'test',
    });
    file = path.join(dir, record.name);
    const entries = await readEntries(file);
    const leftOut = Object.entries(BACKUP_TABLES).filter(([, kind]) => 'leftOut' in kind);
    expect(leftOut.length).toBeGreaterThan(5);
    for (const [name] of leftOut) expect([...entries.keys()]).not.toContain(`tables/${name}.copy`);
    const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString('utf8')) as {
      tables: { schema: string; name: string }[];
    };
    expect(manifest.tables.filter((table) => isLeftOut(table))).toEqual([]);
    const everything = Buffer.concat([...entries.values()]).toString('utf8');
    expect(Object.keys(secrets).length).toBeGreaterThan(6);
    for (const [what, secret] of Object.entries(secrets)) {
      expect(everything.includes(secret), what).toBe(false);
    }
    // What the station is made of is there: the members, their password hashes, the show.
    expect(everything).toContain(member.email);
    expect(everything).toContain('Jazz Hour');
  });

  it('restores signed out: no session, reset link, outbox mail or counter; passwords work', async () => {
    const { target, server } = await restoreAndStart(file);
    try {
      await expectNothingGrantsAccess(server, target);
      // The invitation is kept by its hash: the link in the invitee's own mail still works.
      const invitation = await server.client().get(`/api/invitations/${secrets.invitationToken}`);
      expect(invitation.status).toBe(200);
    } finally {
      await server.close();
      await target.drop();
    }
  });

  it('restores a backup of an earlier version, which held sessions and reset tokens, signed out', async () => {
    const older = path.join(dir, 'earlier-version.backup');
    await writeFile(older, await withTablesOfEarlierVersions(file, ['sessions', 'verifications']));
    expect((await readEntries(older)).has('tables/public.sessions.copy')).toBe(true);
    const { target, server } = await restoreAndStart(older);
    try {
      await expectNothingGrantsAccess(server, target);
    } finally {
      await server.close();
      await target.drop();
    }
  });
});

/**
 * `file` as an earlier version wrote it: with the rows of `tables` (copied now from the station's
 * database, as COPY wrote them then), listed in its manifest with their checksums.
 */
async function withTablesOfEarlierVersions(file: string, tables: string[]): Promise<Buffer> {
  const client = new pg.Client({ connectionString: app.database.url });
  await client.connect();
  const extra: { entry: Record<string, unknown>; bytes: Buffer }[] = [];
  try {
    for (const table of (await readAppTables(client)).filter((t) => tables.includes(t.name))) {
      const parts: Buffer[] = [];
      const columns = table.columns.map((c) => `"${c}"`).join(', ');
      for await (const chunk of client.query(
        copyTo(`copy ${quoteTable(table)} (${columns}) to stdout`),
      ))
        parts.push(chunk as Buffer);
      const bytes = Buffer.concat(parts);
      expect(bytes.length, table.name).toBeGreaterThan(0);
      extra.push({
        bytes,
        entry: {
          ...table,
          rows: countNewlines(bytes),
          bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        },
      });
    }
  } finally {
    await client.end();
  }
  const entries = await readEntries(file);
  const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString('utf8')) as {
    tables: unknown[];
  };
  entries.delete(MANIFEST_ENTRY);
  manifest.tables.push(...extra.map((e) => e.entry));
  const frames: Buffer[] = [ARCHIVE_MAGIC];
  for (const [name, bytes] of entries) frames.push(headerFrame(name), ...dataFrames(bytes));
  for (const { entry, bytes } of extra) {
    frames.push(headerFrame(tableEntryName(entry as { schema: string; name: string })));
    frames.push(...dataFrames(bytes));
  }
  frames.push(headerFrame(MANIFEST_ENTRY), ...dataFrames(Buffer.from(JSON.stringify(manifest))));
  frames.push(endFrame());
  return gzipSync(Buffer.concat(frames));
}
