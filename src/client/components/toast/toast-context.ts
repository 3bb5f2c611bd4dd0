import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error';

export interface ToastOptions {
  /** Defaults to 'Success' or 'Error'; auth cards pass their own (e.g. 'Login Card Error'). */
  title?: string;
  /** Defaults to the toast duration (texts-and-settings/ui.json toastMs). */
  durationMs?: number;
}

export interface ToastApi {
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows a success toast (bottom-right) or an error toast (full width, with a close button). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
