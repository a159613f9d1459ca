import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpClient } from '../test/http-client';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  port: number;
  exited: Promise<number | null>;
  output: () => string;
  /** A client on this process with its Origin, optionally carrying another client's cookies. */
  client: (cookiesFrom?: HttpClient) => HttpClient;
};

/**
 * The server as `npm start` runs it (scripts/start.mjs is the web build check plus this entry
 * point), in its own process, so it can be killed with -9. Settings come only from `env`.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      // eslint-disable-next-line no-restricted-properties
      PATH: process.env.PATH,
      // eslint-disable-next-line no-restricted-properties
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SIGN_IN_RATE_LIMIT: '1000/60',
      SIGNUP_POLICY: 'open',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start in time:\n${output}`));
    }, READY_TIMEOUT_MS);
    child.stdout!.on('data', () => {
      const match = output.match(/is ready at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${output}`));
    });
  });
  const port = Number(new URL(url).port);
  return {
    child,
    url,
    port,
    exited,
    output: () => output,
    client: (cookiesFrom) => {
      const c = new HttpClient(`http://127.0.0.1:${port}`, { origin: url });
      for (const [name, value] of cookiesFrom?.cookies ?? []) c.cookies.set(name, value);
      return c;
    },
  };
}

/** A temporary data directory PostgreSQL (run as "postgres" under root) can enter. */
export function tempDataDir(label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `radio-${label}-`));
  chmodSync(dir, 0o755);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The embedded PostgreSQL's postmaster: its pid and port, from the data directory. */
export function postmasterOf(dataDir: string): { pid: number; port: number } {
  const lines = readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Stops each server still running (SIGTERM, so it stops its database too) and waits for it. */
export async function stopServerProcesses(servers: readonly ServerProcess[]): Promise<void> {
  for (const server of servers) {
    if (server.child.exitCode !== null) continue;
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** Kills the postmaster a killed server left running on `dataDir`, if there is one. */
export function killLeftoverPostmaster(dataDir: string): void {
  try {
    process.kill(postmasterOf(dataDir).pid, 'SIGKILL');
  } catch {
    // no pid file, or the process is gone: stopped cleanly
  }
}

/** The URL another server process can use to share the embedded database of `dataDir`. */
export function embeddedDatabaseUrl(dataDir: string): string {
  const password = readFileSync(path.join(dataDir, 'db-password'), 'utf8').trim();
  const { port } = postmasterOf(dataDir);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** Signs up, follows the confirmation link from the local mailbox, signs in; returns the client. */
export async function signedInClient(
  server: ServerProcess,
  email: string,
  password: string,
): Promise<HttpClient> {
  const c = server.client();
  const signUp = await c.post('/api/auth/sign-up/email', { json: { email, password, name: '' } });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${signUp.text}`);
  const { messages } = (await c.get('/mailbox/messages.json')).json<{
    messages: { to: string; links: string[] }[];
  }>();
  const link = messages.find((m) => m.to === email)?.links[0];
  if (!link) throw new Error(`No confirmation mail to ${email}`);
  const confirmed = await c.get(link);
  if (confirmed.status !== 302) throw new Error(`confirm: ${confirmed.status}`);
  const signIn = await c.post('/api/auth/sign-in/email', { json: { email, password } });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${signIn.text}`);
  return c;
}
