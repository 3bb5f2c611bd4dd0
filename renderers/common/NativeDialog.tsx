import { useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';

/** MUI's duration for entering the screen. */
const FADE_MS = 225;

export interface NativeDialogProps {
  open: boolean;
  /** Escape (the dialog's cancel event) and a click outside ask this; the dialog closes when `open` turns false. */
  onClose(): void;
  labelledBy: string;
  describedBy?: string;
  /** Where it sits and how wide it is (centred by the browser when not given). */
  sx?: SxProps<Theme>;
  /** Where the dialog stands once open, e.g. beside the button that opened it; read when it opens. */
  place?(): { top: number; right: number } | undefined;
  children: ReactNode;
}

/**
 * A modal dialog made of the browser's own `<dialog>` opened with showModal(): the page behind it is inert (not
 * hidden from assistive technology only), focus stays inside without sentinels of its own, Escape asks to close,
 * and focus goes back to the control that opened it when it closes. Focus goes to the element inside marked
 * `data-autofocus`, else to the first one that takes focus.
 */
export function NativeDialog({ open, onClose, labelledBy, describedBy, sx, place, children }: NativeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const at = place?.();
      if (at) Object.assign(element.style, { margin: '0', top: `${at.top}px`, right: `${at.right}px`, left: 'auto' });
      element.showModal();
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && element.open) element.close();
  }, [open, place]);

  useLayoutEffect(() => {
    const element = dialog.current;
    return () => element?.close();
  }, []);

  function cancel(event: SyntheticEvent) {
    event.preventDefault();
    onClose();
  }

  /** A click on the backdrop reaches the dialog itself; its content fills it to the edge. */
  function clickOutside(event: MouseEvent<HTMLElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <Paper
      component="dialog"
      ref={dialog}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={cancel}
      onClick={clickOutside}
      elevation={8}
      sx={[
        {
          p: 0,
          border: 'none',
          color: 'text.primary',
          overflow: 'auto',
          maxWidth: 'calc(100% - 2rem)',
          maxHeight: 'calc(100% - 2rem)',
          '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
          // Fades in as MUI's dialogs did; the theme's reduced-motion rule makes it instant, the backdrop here.
          '&[open], &[open]::backdrop': {
            opacity: 1,
            transition: `opacity ${FADE_MS}ms`,
            '@starting-style': { opacity: 0 },
          },
          '@media (prefers-reduced-motion: reduce)': { '&[open]::backdrop': { transition: 'none' } },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Paper>
  );
}
