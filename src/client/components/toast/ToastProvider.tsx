import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { toastMs } from '../../../../texts-and-settings/ui.json';
import { lazyWarmed } from '../../lib/lazy-warmed.ts';
import { messages } from '../../lib/messages.ts';
import { PlainToast } from './PlainToast.tsx';
import { ToastContext, type ToastApi, type ToastKind, type ToastOptions } from './toast-context.ts';
import type { Toast } from './ToastView.tsx';

let nextId = 1;

// The toast's code (MUI's Snackbar and Alert) loads with the first toast, or earlier at the first interaction; a
// toast raised while that code cannot be fetched (offline) shows as a plain box meanwhile.
const ToastView = lazyWarmed(() => import('./ToastView.tsx').then((m) => m.ToastView), PlainToast);

/** Fetches the toast's code ahead (tests that read a toast at once). */
export const preloadToastView = ToastView.preload;

/** Holds the toast queue and shows one toast at a time. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const api = useMemo<ToastApi>(() => {
    const push = (kind: ToastKind, message: string, options: ToastOptions = {}) => {
      const title = options.title ?? (kind === 'success' ? messages.successTitle : messages.errorTitle);
      const toast = { id: nextId++, kind, title, message, durationMs: options.durationMs ?? toastMs };
      setQueue((current) => [...current, toast]);
    };
    return { success: (message, options) => push('success', message, options), error: (message, options) => push('error', message, options) };
  }, []);

  const current = queue[0];
  const dismiss = () => setQueue((toasts) => toasts.slice(1));

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastView key={current.id} toast={current} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
