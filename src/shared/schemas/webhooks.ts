import { z } from 'zod';
import { keyed } from '../i18n/local-text';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LEAD_MINUTES_MIN,
  WEBHOOK_LEAD_MINUTES_MAX,
  WEBHOOK_DEFAULT_LEAD_MINUTES,
  webhookCheck,
  webhookText,
  webhookUrlProblem,
} from '../webhooks/webhooks';

/*
 * A webhook endpoint's checks (shared/webhooks/webhooks.ts has its events, limits and texts,
 * without zod, so Station Settings paints without it: decision 0069).
 */

const URL_REQUIRED = webhookCheck('urlRequired');
const EVENTS_REQUIRED = webhookCheck('eventsRequired');
const LEAD_MINUTES = webhookCheck('leadMinutes');

const urlField = z
  .string(URL_REQUIRED)
  .trim()
  .min(1, URL_REQUIRED)
  .max(2000, webhookCheck('urlTooLong'))
  .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: WEBHOOK_MESSAGES[problem],
        params: { text: webhookText(problem) },
      });
    }
  });

/** An endpoint as a manager registers or changes it. */
export const webhookEndpointSchema = z.strictObject({
  url: urlField,
  description: z
    .string()
    .trim()
    .max(200, keyed('webhooks:check.tooLong', 'At most 200 characters', { max: '200' }))
    .default(''),
  events: z
    .array(
      z.enum(WEBHOOK_EVENT_TYPES, keyed('webhooks:check.unknownEvent', 'Unknown event')),
      EVENTS_REQUIRED,
    )
    .min(1, EVENTS_REQUIRED)
    .transform((list) => [...new Set(list)]),
  leadMinutes: z
    .number(LEAD_MINUTES)
    .int(LEAD_MINUTES)
    .min(WEBHOOK_LEAD_MINUTES_MIN, LEAD_MINUTES)
    .max(WEBHOOK_LEAD_MINUTES_MAX, LEAD_MINUTES)
    .default(WEBHOOK_DEFAULT_LEAD_MINUTES),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;
