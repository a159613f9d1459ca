import type pg from 'pg';

/**
 * Signs up a member, confirms the address straight in the database (no mailbox round trip) and
 * signs in; answers the session cookie. The first member of a station is its Station Manager.
 */
export async function signedInCookie(url: string, db: pg.Client): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'benchmark password';
  const headers = { 'content-type': 'application/json', origin: url };
  const up = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: '' }),
  });
  if (!up.ok) throw new Error(`sign-up: ${up.status} ${await up.text()}`);
  await db.query('update users set email_verified = true where email = $1', [email]);
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
