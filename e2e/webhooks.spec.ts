import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { refusedRequest } from './support/account';
import { test as base, expect } from './support/fixtures';
import { expectNoSeriousA11yIssues, toast } from './support/library';
import { startStationServer, type StationServer } from './support/station-server';

/** Its own station, so the account this file makes first is the Station Manager. */
const test = base.extend<object, { station: StationServer }>({
  station: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startStationServer({ SIGNUP_POLICY: 'open' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ station }, use) => use(station.url),
});

const signatureOf = (secret: string, hit: Hit) =>
  `v1=${createHmac('sha256', secret)
    .update(`${String(hit.headers['webhook-timestamp'])}.${hit.body}`)
    .digest('hex')}`;

// The private address the journey tries first is refused by the server (422), as it must be;
// while the journey restarts the server, the page's live-update stream cannot connect.
// (One pattern: Playwright reads a two-element array here as a value and its options.)
test.use({
  allowedConsoleErrors: [new RegExp(`${refusedRequest(422).source}|net::ERR_CONNECTION_REFUSED`)],
});

type Hit = { headers: Record<string, string | string[] | undefined>; body: string };

/** A receiver on this machine, as a station's playout system would run one. */
async function startReceiver(): Promise<{ url: string; hits: Hit[]; server: Server }> {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      hits.push({ headers: req.headers, body });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/radio`, hits, server };
}

test('a manager adds a webhook, keeps its secret, a test event arrives signed, and after a key change is asked to rotate it', async ({
  page,
  createAccount,
  signIn,
  station,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    await signIn(await createAccount({ username: 'Morgan' }));
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByText('No webhooks yet.')).toBeVisible();

    await section.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook' });
    await form.getByRole('textbox', { name: 'Address' }).fill('https://192.168.1.20/hooks');
    await form.getByRole('checkbox', { name: /Week published/ }).check();
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(form.getByText(/leads to a private or local network/)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await form.getByRole('textbox', { name: 'Address' }).fill(receiver.url);
    await form.getByRole('checkbox', { name: /Show starting soon/ }).check();
    await form.getByLabel('Starting-soon lead time (minutes)').fill('30');
    await expectNoSeriousA11yIssues(page, '[role="dialog"]');
    await form.getByRole('button', { name: 'Add webhook' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = await secretDialog.getByLabel('Secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(secretDialog).toBeHidden();
    // Shown once: the page never shows it again.
    await expect(page.getByText(secret)).toHaveCount(0);

    const card = section.getByRole('listitem').filter({ hasText: receiver.url });
    await expect(card.getByText('Show starting soon (30 min)')).toBeVisible();
    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect(toast(page, 'Test event queued')).toBeVisible();
    const log = card.getByRole('list', { name: 'Deliveries' });
    await expect(log.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
    await expect(log.getByText('1 attempt, answered 204')).toBeVisible();

    expect(receiver.hits).toHaveLength(1);
    const [hit] = receiver.hits;
    expect(JSON.parse(hit!.body)).toMatchObject({ type: 'webhook.test' });
    expect(hit!.headers['webhook-signature']).toBe(signatureOf(secret, hit!));

    // The key secrets are sealed under changes (as after a restore into another installation):
    // the webhook asks for a new secret and sends nothing until it has one.
    await station.restart({ WEBHOOK_SECRET_KEY: 'the key of another installation, 32+ chars' });
    await page.reload();
    await expect(card.getByText('Needs a new secret')).toBeVisible();
    await expect(card.getByText(/signing secret was made under another key/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await expectNoSeriousA11yIssues(page);
    await card.getByRole('button', { name: 'Rotate secret' }).click();
    await page
      .getByRole('alertdialog', { name: 'Rotate the signing secret?' })
      .getByRole('button', { name: 'Rotate secret' })
      .click();
    const rotated = await secretDialog.getByLabel('Secret').inputValue();
    expect(rotated).not.toBe(secret);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByText('Needs a new secret')).toBeHidden();
    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.hits.length, { timeout: 15_000 }).toBe(2);
    expect(receiver.hits[1]!.headers['webhook-signature']).toBe(
      signatureOf(rotated, receiver.hits[1]!),
    );

    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
  } finally {
    receiver.server.close();
  }
});
