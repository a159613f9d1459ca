import { z } from 'zod';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LEAD_MINUTES_MIN,
  WEBHOOK_LEAD_MINUTES_MAX,
  WEBHOOK_DEFAULT_LEAD_MINUTES,
  webhookUrlProblem,
} from '../webhooks/webhooks';

/*
 * A webhook endpoint's checks (shared/webhooks/webhooks.ts has its events, limits and texts,
 * without zod, so Station Settings paints without it: decision 0069).
 */

const urlField = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(2000, WEBHOOK_MESSAGES.urlTooLong)
  .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An endpoint as a manager registers or changes it. */
export const webhookEndpointSchema = z.strictObject({
  url: urlField,
  description: z.string().trim().max(200, 'At most 200 characters').default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Unknown event' }), {
      error: WEBHOOK_MESSAGES.eventsRequired,
    })
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .transform((list) => [...new Set(list)]),
  leadMinutes: z
    .number({ error: WEBHOOK_MESSAGES.leadMinutes })
    .int(WEBHOOK_MESSAGES.leadMinutes)
    .min(WEBHOOK_LEAD_MINUTES_MIN, WEBHOOK_MESSAGES.leadMinutes)
    .max(WEBHOOK_LEAD_MINUTES_MAX, WEBHOOK_MESSAGES.leadMinutes)
    .default(WEBHOOK_DEFAULT_LEAD_MINUTES),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;
