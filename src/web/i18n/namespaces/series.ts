import english from 'virtual:catalog/en/series';
import { webNamespace } from '../web-namespace';

/**
 * The Schedule's series and around it: Create Recurring Series and Edit Series (rule, end,
 * repeats), Copy Week, the phone's day agenda, unfilled time (gaps) and the zone labels.
 */
export const series = webNamespace('series', english);
