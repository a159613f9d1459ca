import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, isProcessRunning } from './db/data-dir-lock';
import { loadSettings } from './env';
import { startServer, type RunningServer } from './server';
import { postmasterOf } from './hardening/server-process';
import { openEventStream } from './test/event-stream';
import { HttpClient } from './test/http-client';
import { QUIET_LOGGER } from './test/quiet-server';

/**
 * The whole product as `npm start` runs it: embedded PostgreSQL in a data directory, migrations,
 * accounts, mail, HTTP. Each test uses its own temporary data directory.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NO_WEB = path.join(tmpdir(), 'radio-no-web-build');

const dirs: string[] = [];
const running: RunningServer[] = [];
const children: ChildProcess[] = [];

/**
 * One data directory for the file: initdb runs once, and each test starts from whatever the one
 * before left (a later server must find an earlier one's data anyway).
 */
function sharedDataDir(): string {
  return dirs[0] ?? tempDataDir();
}

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'radio-server-'));
  dirs.push(dir);
  return dir;
}

function settingsFor(dataDir: string) {
  return loadSettings({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SIGNUP_POLICY: 'open',
  });
}

async function start(dataDir: string): Promise<RunningServer> {
  const server = await startServer(settingsFor(dataDir), QUIET_LOGGER, NO_WEB);
  running.push(server);
  return server;
}

async function stop(server: RunningServer) {
  running.splice(running.indexOf(server), 1);
  await server.close();
}

function clientFor(port: number, origin: string) {
  return new HttpClient(`http://127.0.0.1:${port}`, { origin });
}

/** Signs up through the API and follows the confirmation link from the local mailbox. */
async function createAccount(port: number, origin: string, email: string, password: string) {
  const c = clientFor(port, origin);
  const signUp = await c.post('/api/auth/sign-up/email', { json: { email, password, name: '' } });
  expect(signUp.status).toBe(200);
  const mailbox = await c.get('/mailbox/messages.json');
  const { messages } = mailbox.json<{ messages: { to: string; links: string[] }[] }>();
  const link = messages.find((m) => m.to === email)?.links[0];
  expect(link).toBeTruthy();
  expect((await c.get(link!)).status).toBe(302);
}

/** `node src/server/main.ts` (through tsx) in a child process; resolves once it is ready. */
function startChild(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      // A child process needs PATH and HOME; the product's own settings are given explicitly.
      // eslint-disable-next-line no-restricted-properties
      PATH: process.env.PATH,
      // eslint-disable-next-line no-restricted-properties
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const ready = new Promise<{ url: string; port: number }>((resolve, reject) => {
    const check = () => {
      const match = output.match(/is ready at (http:\/\/\S+)/);
      if (match) resolve({ url: match[1]!, port: Number(new URL(match[1]!).port) });
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  ready.catch(() => undefined); // awaited only by tests that expect it to start
  return { child, ready, exited, output: () => output };
}

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const server of running.splice(0)) await server.close().catch(() => undefined);
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Each test starts whole servers as child processes (PostgreSQL included): give them time on a
// busy two-core machine.
describe('startServer', { timeout: 120_000 }, () => {
  it('keeps accounts and sessions across a restart on the same data directory', async () => {
    const dataDir = sharedDataDir();
    const email = 'persist@example.com';
    const password = 'persisted password';

    const first = await start(dataDir);
    expect(first.url).toBe(`http://localhost:${first.port}`);
    await createAccount(first.port, first.url, email, password);
    const browser = clientFor(first.port, first.url);
    const signIn = await browser.post('/api/auth/sign-in/email', { json: { email, password } });
    expect(signIn.status).toBe(200);
    // An open change stream does not hold the shutdown: it is ended, then the server stops.
    const events = await openEventStream(browser);
    expect((await events.next()).event).toBe('ready');
    await stop(first);
    await events.ended;

    const second = await start(dataDir);
    const again = clientFor(second.port, second.url);
    expect(
      (await again.post('/api/auth/sign-in/email', { json: { email, password } })).status,
    ).toBe(200);
    // The session from before the restart is still valid: the secret was kept in the directory.
    const sameBrowser = new HttpClient(`http://127.0.0.1:${second.port}`, { origin: second.url });
    for (const [name, value] of browser.cookies) sameBrowser.cookies.set(name, value);
    const profile = await sameBrowser.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.json()).toMatchObject({ profile: { email, role: 'Station Manager' } });
    await stop(second);
  });

  it('refuses a second server on a data directory that a running server holds', async () => {
    const dataDir = sharedDataDir();
    const first = startChild(dataDir);
    const { port, url } = await first.ready;
    expect((await clientFor(port, url).get('/api/health')).json()).toEqual({
      status: 'ok',
      database: 'up',
      lastGoodBackupAt: null,
    });
    const postmaster = postmasterOf(dataDir).pid;

    const refused = startServer(settingsFor(dataDir), QUIET_LOGGER, NO_WEB);
    await expect(refused).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(refused).rejects.toThrow(`is already using the data directory ${dataDir}`);

    // What a file in the directory says decides nothing: deleted or rewritten, a second
    // `npm start` still says the directory is taken and exits with status 3.
    for (const lockFile of [undefined, 'garbage']) {
      rmSync(path.join(dataDir, 'server.lock'), { force: true });
      if (lockFile !== undefined) writeFileSync(path.join(dataDir, 'server.lock'), lockFile);
      const second = startChild(dataDir);
      expect(await second.exited).toBe(3);
      expect(second.output()).toContain('is already using the data directory');
    }

    // The first one and its database are untouched by the attempts.
    expect(postmasterOf(dataDir).pid).toBe(postmaster);
    expect(isProcessRunning(postmaster, 'postgres')).toBe(true);
    expect((await clientFor(port, url).get('/api/health')).status).toBe(200);

    // SIGTERM stops it cleanly and frees the directory.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Stopped cleanly.');
    const after = await start(dataDir);
    expect((await clientFor(after.port, after.url).get('/api/health')).status).toBe(200);
    await stop(after);
  });

  it('starts beside a leftover lock file naming a live process that is not a server', async () => {
    const dataDir = sharedDataDir();
    const unrelated = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.push(unrelated);
    await new Promise((resolve) => unrelated.once('spawn', resolve));
    writeFileSync(path.join(dataDir, 'server.lock'), String(unrelated.pid));
    const server = await start(dataDir);
    expect((await clientFor(server.port, server.url).get('/api/health')).status).toBe(200);
    await stop(server);
  });

  it('starts again after the server was killed with -9, with its data', async () => {
    const dataDir = sharedDataDir();
    const first = startChild(dataDir);
    const { port, url } = await first.ready;
    await createAccount(port, url, 'survivor@example.com', 'survivor password');
    first.child.kill('SIGKILL');
    await first.exited;

    // The lock is stale and PostgreSQL may still be running orphaned: both are recovered.
    const restarted = await start(dataDir);
    const c = clientFor(restarted.port, restarted.url);
    const signIn = await c.post('/api/auth/sign-in/email', {
      json: { email: 'survivor@example.com', password: 'survivor password' },
    });
    expect(signIn.status).toBe(200);
    await stop(restarted);
  });
});
