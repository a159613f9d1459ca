import english from 'virtual:catalog/en/weekHistory';
import { webNamespace } from '../web-namespace';

/**
 * The schedule header's History button: its own namespace, so the schedule's first paint carries
 * one word, not the `activity` catalog (the sheet, the page and the sentences fetch that).
 */
export const weekHistory = webNamespace('weekHistory', english);
