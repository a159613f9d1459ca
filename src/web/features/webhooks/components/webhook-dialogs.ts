import type { ComponentProps } from 'react';
import { deferredDialog } from '../../../components/ui/deferred-dialog';
import type { WebhookFormDialog as FormDialog } from './webhook-form-dialog';
import type { WebhookSecretDialog as SecretDialog } from './webhook-secret-dialog';

/**
 * The webhook dialogs, fetched after Station Settings paints or when one opens (decision 0058):
 * the form's fields and checks and the secret's instructions are not needed to draw the page.
 */
export const WebhookFormDialog = deferredDialog<ComponentProps<typeof FormDialog>>(() =>
  import('./webhook-form-dialog').then((m) => m.WebhookFormDialog),
);

export const WebhookSecretDialog = deferredDialog<
  ComponentProps<typeof SecretDialog> & { open: boolean }
>(() => import('./webhook-secret-dialog').then((m) => m.WebhookSecretDialog));
