import english from 'virtual:catalog/en/shell';
import { webNamespace } from '../web-namespace';

/** The signed-in frame: top navigation, user menu, header, banners, sign-out confirmation. */
export const shell = webNamespace('shell', english);
