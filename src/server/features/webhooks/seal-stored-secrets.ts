import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { webhookEndpoints } from '../../db/schema';
import type { LogLine } from '../../lib/logger';
import type { SecretBox } from './secret-box';

/**
 * At start: seals the secrets an earlier version stored in plain text, and tells the operator of
 * any this server cannot read (restored from another installation, or AUTH_SECRET /
 * WEBHOOK_SECRET_KEY changed), which Station Settings shows as needing "Rotate secret". Each row
 * is changed only if its secret is still the one read, so a rotation meanwhile is kept.
 */
export async function sealStoredSecrets(db: Database, box: SecretBox, log: LogLine) {
  const plain = await db
    .select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(like(webhookEndpoints.secret, 'whsec\\_%'));
  for (const row of plain) {
    await db
      .update(webhookEndpoints)
      .set({ secret: box.seal(row.secret, row.id) })
      .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.secret, row.secret)));
  }
  if (plain.length > 0) log('[webhooks] signing secrets encrypted', { count: plain.length });
  const all = await db
    .select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret })
    .from(webhookEndpoints);
  const unreadable = all.filter((row) => box.open(row.secret, row.id) === null).length;
  if (unreadable > 0) {
    log(
      '[webhooks] signing secrets this server cannot read (made under another key): rotate them in Station Settings → Webhooks',
      { count: unreadable },
    );
  }
}
