import type { LocalText } from '../../shared/i18n/local-text';

/**
 * What a refusal says: a catalog key and its values, said in the request's language where it is
 * sent (decision 0074, "Refusals and e-mails"), or English text not yet in a catalog.
 */
export type Refusal = LocalText | string;
