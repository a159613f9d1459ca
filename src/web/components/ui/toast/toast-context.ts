import { createContext, useContext } from 'react';

export type ToastType = 'success' | 'error' | 'info';

/** SPEC.md §3 Toast: a type, a title, an optional message and duration (default 5000 ms). */
export type ToastInput = {
  type: ToastType;
  title: string;
  message?: string;
  duration?: number;
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
