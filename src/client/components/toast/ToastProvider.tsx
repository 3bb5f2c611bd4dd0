import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import ui from '../../../../schemas/ui.json';
import { messages } from '../../lib/messages.ts';
import { ToastContext, type ToastApi, type ToastKind, type ToastOptions } from './toast-context.ts';

interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  message: string;
  durationMs: number;
}

const placement = {
  success: {
    anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
    sx: { width: { sm: '390px' } },
  },
  error: {
    anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    sx: { right: { xs: 8, sm: 24 } },
  },
} as const;

let nextId = 1;

/** Holds the toast queue and shows one toast at a time. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const api = useMemo<ToastApi>(() => {
    const push = (kind: ToastKind, message: string, options: ToastOptions = {}) => {
      const title = options.title ?? (kind === 'success' ? messages.successTitle : messages.errorTitle);
      const toast = { id: nextId++, kind, title, message, durationMs: options.durationMs ?? ui.toastMs };
      setQueue((current) => [...current, toast]);
    };
    return { success: (message, options) => push('success', message, options), error: (message, options) => push('error', message, options) };
  }, []);

  const current = queue[0];
  const dismiss = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setQueue((toasts) => toasts.slice(1));
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open
          autoHideDuration={current.durationMs}
          onClose={dismiss}
          anchorOrigin={placement[current.kind].anchorOrigin}
          sx={placement[current.kind].sx}
        >
          <Alert
            severity={current.kind}
            variant="filled"
            role={current.kind === 'error' ? 'alert' : 'status'}
            onClose={current.kind === 'error' ? () => dismiss() : undefined}
            sx={{ width: '100%', boxShadow: 3 }}
          >
            <AlertTitle>{current.title}</AlertTitle>
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}
