import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { toastSwipe } from '../../../../texts-and-settings/ui.json';
import type { ToastKind } from './toast-context.ts';
import { useSwipeDismiss, type SwipeSettings } from './use-swipe-dismiss.ts';

export interface Toast {
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

const swipe = toastSwipe as SwipeSettings;

/**
 * One toast. It closes by itself after its duration, when swiped right past its threshold, on Escape (MUI's Snackbar
 * listens for it) and, for an error toast, with its close button; a click elsewhere does not close it.
 */
export function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { offset, handlers } = useSwipeDismiss(swipe, onDismiss);
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onDismiss();
  };
  return (
    <Snackbar open autoHideDuration={toast.durationMs} onClose={close} anchorOrigin={placement[toast.kind].anchorOrigin} sx={placement[toast.kind].sx}>
      <Alert
        severity={toast.kind}
        variant="filled"
        role={toast.kind === 'error' ? 'alert' : 'status'}
        onClose={toast.kind === 'error' ? () => onDismiss() : undefined}
        {...handlers}
        style={{ transform: offset ? `translateX(${offset}px)` : undefined, opacity: offset ? Math.max(0.3, 1 - Math.abs(offset) / 200) : undefined }}
        sx={{ width: '100%', boxShadow: 3, touchAction: 'pan-y', userSelect: 'none' }}
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
