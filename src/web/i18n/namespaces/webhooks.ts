import english from 'virtual:catalog/en/webhooks';
import { webNamespace } from '../web-namespace';

/** Station Settings › Webhooks: endpoints, deliveries, the form and the secret; their refusals. */
export const webhooks = webNamespace('webhooks', english);
