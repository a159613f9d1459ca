import type { Settings } from '../../env';
import type { AddressPolicy } from './endpoint-address';
import { createSecretBox, type SecretBox } from './secret-box';

/** What the webhook routes and the delivery worker of one server process are configured with. */
export type WebhookSettings = { secrets: SecretBox; addresses: AddressPolicy };

/**
 * From the settings: secrets sealed under WEBHOOK_SECRET_KEY, or else under the auth secret
 * (AUTH_SECRET or the generated one, which every process sharing the database shares), and
 * loopback receivers only where the settings allow them.
 */
export function webhookSettingsOf(
  settings: Pick<Settings, 'webhookSecretKey' | 'webhookAllowLoopback'>,
  authSecret: string,
): WebhookSettings {
  return {
    secrets: createSecretBox(settings.webhookSecretKey ?? authSecret),
    addresses: { allowLoopback: settings.webhookAllowLoopback },
  };
}
