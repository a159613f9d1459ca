import english from 'virtual:catalog/en/feeds';
import { webNamespace } from '../web-namespace';

/** Profile Settings → Calendar Feeds. */
export const feeds = webNamespace('feeds', english);
