import english from 'virtual:catalog/en/categories';
import { webNamespace } from '../web-namespace';

/** Content categories: Station Settings' list and form, the show form's picker, the server's refusals. */
export const categories = webNamespace('categories', english);
