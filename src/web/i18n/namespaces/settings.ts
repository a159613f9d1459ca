import english from 'virtual:catalog/en/settings';
import { webNamespace } from '../web-namespace';

/** Station Settings: the station, schedule, fill-in, sign-up, public schedule and report cards. */
export const settings = webNamespace('settings', english);
