import english from 'virtual:catalog/en/exchange';
import { webNamespace } from '../web-namespace';

/**
 * Import and export: the schedule header's Import and Export buttons, the Export menu, the
 * Import dialog (its preview, series choices and the plan's lines) and its toasts. The server
 * says the same namespace's refusals and calendar texts.
 */
export const exchange = webNamespace('exchange', english);
