import { createContext, useContext } from 'react';

export type ToastType = 'success' | 'error' | 'info';

/**
 * A button inside a toast, e.g. Undo. `altText` tells screen-reader users how to reach the same
 * action another way, since a toast may vanish before they get to it (Radix Toast.Action).
 */
export type ToastAction = { label: string; altText: string; onAction: () => void };

/**
 * SPEC.md §3 Toast: a type, a title, an optional message and duration (default 5000 ms); beyond
 * the spec, an optional action button that closes the toast when pressed.
 */
export type ToastInput = {
  type: ToastType;
  title: string;
  message?: string;
  duration?: number;
  action?: ToastAction;
};

export type ToastEntry = ToastInput & { id: string; duration: number; open: boolean };

export type ToastApi = {
  show: (toast: ToastInput) => string;
  success: (title: string, message?: string) => string;
  error: (title: string, message?: string) => string;
  info: (title: string, message?: string) => string;
  dismiss: (id: string) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
