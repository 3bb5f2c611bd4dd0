import { useEffect } from 'react';
import { messages } from '../../lib/messages.ts';
import type { Toast } from './ToastView.tsx';

/**
 * A toast while its own code (MUI's Snackbar and Alert) cannot be fetched, the connection gone: the same title and
 * words in a plain box, closed after its duration or with its button. The real toast takes over once the code is here.
 */
export function PlainToast({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      style={{ position: 'fixed', bottom: 24, left: 8, zIndex: 1400, padding: 16, color: '#fff', background: '#222' }}
    >
      <strong>{toast.title}</strong> {toast.message} <button onClick={onDismiss}>{messages.close}</button>
    </div>
  );
}
