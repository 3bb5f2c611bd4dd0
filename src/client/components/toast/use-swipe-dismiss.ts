import { useRef, useState, type PointerEvent } from 'react';

export interface SwipeSettings {
  /** Pixels the pointer must travel, in `direction`, before the toast is dismissed. */
  threshold: number;
  direction: 'left' | 'right';
}

/**
 * Lets a toast be swiped away with a finger, a pen or the mouse (pointer events): it follows the pointer in the
 * swipe direction, is dismissed when released past the threshold, and springs back otherwise.
 */
export function useSwipeDismiss({ threshold, direction }: SwipeSettings, onDismiss: () => void) {
  const start = useRef<{ pointerId: number; x: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const sign = direction === 'right' ? 1 : -1;
  const travelled = (event: PointerEvent) => Math.max(0, sign * (event.clientX - (start.current?.x ?? event.clientX)));

  const end = (event: PointerEvent, cancelled: boolean) => {
    if (start.current?.pointerId !== event.pointerId) return;
    const distance = travelled(event);
    start.current = null;
    setOffset(0);
    if (!cancelled && distance > threshold) onDismiss();
  };

  return {
    offset: sign * offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        // A press on the close button is a click, not a swipe: capturing the pointer would send the click to the toast.
        if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
        start.current = { pointerId: event.pointerId, x: event.clientX };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: PointerEvent) {
        if (start.current?.pointerId === event.pointerId) setOffset(travelled(event));
      },
      onPointerUp: (event: PointerEvent) => end(event, false),
      onPointerCancel: (event: PointerEvent) => end(event, true),
    },
  };
}
