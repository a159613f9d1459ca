import { createContext } from 'react';
import type { ToastEntry } from './toast-context';

/** The toasts the provider holds, for the region that draws them (toast-region.tsx). */
export type ToastList = { toasts: ToastEntry[]; dismiss: (id: string) => void };
export const ToastListContext = createContext<ToastList>({
  toasts: [],
  dismiss: () => undefined,
});
