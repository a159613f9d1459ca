import english from 'virtual:catalog/en/profile';
import { webNamespace } from '../web-namespace';

/** Profile Settings: its tabs, fields, hints, messages and checks. */
export const profile = webNamespace('profile', english);
