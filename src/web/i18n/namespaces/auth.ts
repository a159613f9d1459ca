import english from 'virtual:catalog/en/auth';
import { webNamespace } from '../web-namespace';

/** The signed-out screens and the account forms: welcome, sign-in, sign-up, password reset. */
export const auth = webNamespace('auth', english);
