import english from 'virtual:catalog/en/library';
import { webNamespace } from '../web-namespace';

/** The Show Library and DJ Library: pages, cards, tables, the side panel, forms and their toasts. */
export const library = webNamespace('library', english);
