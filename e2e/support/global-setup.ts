import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startStationServer } from './station-server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The station's first account, so that every account a journey makes is a DJ (SPEC.md §6). */
export const E2E_MANAGER = { email: 'station-manager@example.com', password: 'e2e manager pass 7' };

/**
 * Signs the station manager up and confirms the address from the local mailbox, with the cookie
 * the sign-up set: a confirmation link confirms at once only in the browser that signed up
 * (decision 0048).
 */
async function signUpStationManager(url: string): Promise<void> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify({ email: E2E_MANAGER.email, password: E2E_MANAGER.password, name: '' }),
  });
  if (!response.ok) throw new Error(`The station manager's sign-up failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const mailbox = await fetch(`${url}/mailbox/messages.json`);
  const { messages } = (await mailbox.json()) as { messages: { to: string; links: string[] }[] };
  const link = messages.find((m) => m.to === E2E_MANAGER.email)?.links[0];
  if (!link) throw new Error("The station manager's confirmation mail did not arrive.");
  const confirmed = await fetch(link, { headers: { cookie }, redirect: 'manual' });
  if (!confirmed.headers.get('location')?.endsWith('/?confirmed=1')) {
    throw new Error(`The station manager's confirmation failed: ${confirmed.status}`);
  }
}

/**
 * Builds the web app if its sources changed, then starts the real server as `npm start` does,
 * on a free port with a fresh temporary data directory. The returned function stops it.
 */
export default async function globalSetup() {
  const build = spawnSync(process.execPath, ['scripts/web-build.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Building the web app failed (scripts/web-build.mjs).');

  // Journeys make accounts as they need them; the team journeys start their own station.
  const server = await startStationServer({ SIGNUP_POLICY: 'open' });
  await signUpStationManager(server.url);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_SERVER_LOG = server.logFile;
  console.log(`[e2e] server ready at ${server.url}`);
  return server.stop;
}
