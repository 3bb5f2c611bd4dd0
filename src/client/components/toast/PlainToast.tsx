import { useEffect, useRef } from 'react';
import { messages } from '../../lib/messages.ts';
import type { Toast } from './ToastView.tsx';

const colours = { success: '#1b5e20', error: '#b3261e' } as const;

/**
 * A toast while its own code (MUI's Snackbar and Alert) cannot be fetched, the connection gone: the same title and
 * words in a plain box, closed after its duration or with its button. The real toast takes over once the code is here.
 */
export function PlainToast({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const timer = setTimeout(() => dismiss.current(), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.durationMs]);
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-plain-toast=""
      style={{
        position: 'fixed',
        bottom: 24,
        left: 8,
        right: 8,
        maxWidth: 560,
        zIndex: 1400,
        padding: '12px 16px',
        borderRadius: 4,
        color: '#fff',
        background: colours[toast.kind],
        display: 'flex',
        gap: 16,
        alignItems: 'flex-start',
      }}
    >
      <div style={{ flex: 1 }}>
        <strong style={{ display: 'block' }}>{toast.title}</strong>
        {toast.message}
      </div>
      <button type="button" onClick={() => dismiss.current()} style={{ color: 'inherit', background: 'transparent', border: '1px solid currentColor', borderRadius: 4, padding: '4px 8px', font: 'inherit', cursor: 'pointer' }}>
        {messages.close}
      </button>
    </div>
  );
}
