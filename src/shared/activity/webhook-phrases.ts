import type { ActivityKey, ActivityWords } from './activity-words';

type Details = Record<string, unknown>;

/**
 * A sentence naming the receiving host ("hooks.example.com": the log never keeps an endpoint's
 * path or query), or its words for "a webhook" when the entry names none.
 */
const say =
  (key: ActivityKey, anyKey: ActivityKey) =>
  (d: Details, { t }: ActivityWords) =>
    typeof d.host === 'string' && d.host.trim() ? t(key, { host: d.host }) : t(anyKey);

/** What webhook changes did, after the actor's name ("Alex added the webhook to x.example"). */
export const WEBHOOK_PHRASES: Record<string, (d: Details, words: ActivityWords) => string> = {
  'webhook.create': say('activity:webhook.create', 'activity:webhook.createAny'),
  'webhook.update': say('activity:webhook.update', 'activity:webhook.updateAny'),
  'webhook.delete': say('activity:webhook.delete', 'activity:webhook.deleteAny'),
  'webhook.rotateSecret': say('activity:webhook.rotateSecret', 'activity:webhook.rotateSecretAny'),
};
