/**
 * What a webhook endpoint may be told of. "schedule.changed" is a placement of a finalized week
 * changed (placed, moved, resized, deleted, restored, a series or an instance of one, a copy or
 * an import into it).
 */
export const WEBHOOK_EVENT_TYPES = [
  'week.published',
  'week.unpublished',
  'schedule.changed',
  'show.startingSoon',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by "Send test event" only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, { title: string; detail: string }> = {
  'week.published': { title: 'Week published', detail: 'A week is finalized.' },
  'week.unpublished': {
    title: 'Week unpublished',
    detail: 'A finalized week is reverted to draft or deleted.',
  },
  'schedule.changed': {
    title: 'Published schedule changed',
    detail: 'A show in a finalized week is placed, moved, resized, removed or restored.',
  },
  'show.startingSoon': {
    title: 'Show starting soon',
    detail: 'A show of a finalized week begins within the lead time.',
  },
};

export const WEBHOOK_LEAD_MINUTES_MIN = 1;
export const WEBHOOK_LEAD_MINUTES_MAX = 1440;
export const WEBHOOK_DEFAULT_LEAD_MINUTES = 15;
export const WEBHOOK_ENDPOINTS_MAX = 20;

/** The headers every delivery carries; see docs/decisions/0029-webhooks.md for verifying them. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the address to send events to',
  urlInvalid: 'Enter a full address such as https://example.com/hooks/radio',
  urlScheme: 'Use an https:// address (plain http:// only to this machine, for testing)',
  urlCredentials: 'Leave the user name and password out of the address',
  urlTooLong: 'At most 2000 characters',
  eventsRequired: 'Choose at least one event',
  leadMinutes: `Between ${WEBHOOK_LEAD_MINUTES_MIN} and ${WEBHOOK_LEAD_MINUTES_MAX} minutes`,
  privateAddress:
    'This address leads to a private or local network; webhooks go only to public addresses (or to this machine, for testing).',
  loopbackAddress:
    'This address leads to the server itself; webhooks go there only on a test installation (a PUBLIC_URL on localhost, or WEBHOOK_ALLOW_LOOPBACK=true).',
  unresolvable: 'This host name could not be found.',
  notFound: 'This webhook no longer exists.',
  tooMany: `A station can have at most ${WEBHOOK_ENDPOINTS_MAX} webhooks.`,
  paused: 'This webhook is paused: turn on "Send events to this address" to send a test event.',
  pausedDelivery: 'Not sent: the webhook was paused.',
  secretUnreadable:
    "This webhook's signing secret was made under another key (a backup restored from another installation, or a changed AUTH_SECRET) and cannot be used here. Rotate the secret and give the receiver the new one; nothing is sent until then.",
  secretUnreadableDelivery: 'Not sent: the signing secret cannot be read here; rotate the secret.',
} as const;

/** What is wrong with an endpoint address, or null. */
export function webhookUrlProblem(value: string): string | null {
  if (!URL.canParse(value)) return WEBHOOK_MESSAGES.urlInvalid;
  const url = new URL(value);
  const scheme =
    url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!scheme) return WEBHOOK_MESSAGES.urlScheme;
  if (url.username !== '' || url.password !== '') return WEBHOOK_MESSAGES.urlCredentials;
  return null;
}


export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** An endpoint as the Station Settings page lists it (never its secret). */
export type WebhookEndpoint = {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  leadMinutes: number;
  enabled: boolean;
  createdAt: string;
  /** The newest delivery's outcome, if any. */
  lastDelivery: { status: WebhookDeliveryStatus; at: string } | null;
  /**
   * Its secret cannot be read by this server (made under another key, e.g. restored from another
   * installation): nothing is sent until a manager rotates it.
   */
  needsNewSecret: boolean;
};

export type WebhookDelivery = {
  id: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
};

/** "localhost", "127.0.0.1", "[::1]": names and addresses of this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}
