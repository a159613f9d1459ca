import type { WebhookEventType } from '../../../shared/webhooks/webhooks';
import { textOfIssue } from '../../../shared/i18n/local-text';
import type { KeyOf, Translate } from '../../i18n/translate';

/** Each event's name and what it is sent for, as the form's choices and the card's badges say. */
export const WEBHOOK_EVENT_WORDS: Record<
  WebhookEventType,
  { title: KeyOf<'webhooks'>; detail: KeyOf<'webhooks'> }
> = {
  'week.published': {
    title: 'webhooks:event.weekPublished',
    detail: 'webhooks:event.weekPublished.detail',
  },
  'week.unpublished': {
    title: 'webhooks:event.weekUnpublished',
    detail: 'webhooks:event.weekUnpublished.detail',
  },
  'schedule.changed': {
    title: 'webhooks:event.scheduleChanged',
    detail: 'webhooks:event.scheduleChanged.detail',
  },
  'show.startingSoon': {
    title: 'webhooks:event.showStartingSoon',
    detail: 'webhooks:event.showStartingSoon.detail',
  },
};

/**
 * A check of the shared webhook schema in the language read: its issue carries the message's
 * key (the schema's `keyed` messages, all in the `webhooks` namespace); any other as zod said it.
 */
export function checkWords(issue: { message: string }, t: Translate<'webhooks'>): string {
  const text = textOfIssue(issue);
  if (!text?.key.startsWith('webhooks:')) return issue.message;
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).filter(
      (entry): entry is [string, string | number] => typeof entry[1] !== 'object',
    ),
  );
  return t(text.key as KeyOf<'webhooks'>, values);
}
