import english from 'virtual:catalog/en/myShows';
import { webNamespace } from '../web-namespace';

/** My Shows: the member's own upcoming airings by week and day. */
export const myShows = webNamespace('myShows', english);
