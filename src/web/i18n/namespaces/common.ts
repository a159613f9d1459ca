import english from 'virtual:catalog/en/common';
import { webNamespace } from '../web-namespace';

/** The shared components: dialogs' buttons, discard question, image field, account fields, search, toasts' frame. */
export const common = webNamespace('common', english);
